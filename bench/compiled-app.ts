/**
 * The app as the update benches load it into their own process: compiled by bench/compiled.ts,
 * as the Dockerfile runs it (under tsx every closure the bot makes per update is also named
 * through Object.defineProperty, about 3 µs an update that a deployment does not pay).
 */
export { startApp } from "../src/app.js";
export { loadConfig } from "../src/config.js";
