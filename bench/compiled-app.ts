/**
 * The app as the update and postback benches load it into their own process: compiled by
 * bench/compiled.ts, as the Dockerfile runs it (under tsx every closure the bot makes per update is
 * also named through Object.defineProperty, about 3 µs an update that a deployment does not pay).
 * What the postback bench seeds goes through the same compiled modules as the app it seeds.
 */
export { startApp } from "../src/app.js";
export { Memos } from "../src/bot/core/memos.js";
export {
  alertRecords,
  defaultSettings,
  newToken,
  registerToken,
} from "../src/bot/features/alerts/settings.js";
export { loadConfig } from "../src/config.js";
