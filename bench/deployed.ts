/**
 * How a deployment runs the bot's process: the node flags of `npm start` (package.json, the same
 * as the Dockerfile's CMD: test/architecture/start-flags.test.ts) and the Dockerfile's malloc
 * setting, so bench figures are those of a deployment.
 */
import { readFileSync } from "node:fs";

const PACKAGE = new URL("../package.json", import.meta.url);

/** The `--flags` of package.json's start script, before the script it runs. */
export function startFlags(): string[] {
  const scripts = (JSON.parse(readFileSync(PACKAGE, "utf8")) as { scripts: { start: string } })
    .scripts;
  return scripts.start.split(/\s+/).filter((word) => word.startsWith("--"));
}

export const DEPLOYED_ENV = { MALLOC_ARENA_MAX: "2" };
