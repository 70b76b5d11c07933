/**
 * The entry (`node dist/main.js`): checks the Node version before the bot's modules are loaded,
 * since a module that uses something newer than this Node would fail while loading, with a stack
 * instead of a reason. start.ts is the bot itself: start, and stop on SIGTERM.
 */
import { nodeVersionProblem } from "./node-version.js";

const problem = nodeVersionProblem(process.versions.node);
if (problem) {
  console.error(problem);
  process.exit(1);
}
await import("./start.js");
