/**
 * Lean at rest: the bot as operators start it (src/main.ts, polling, its jobs scheduled) holds the
 * update path and the jobs, and none of what only rare answers need. Those are loaded with their
 * first use (docs/performance.md, At rest); an import of one at start would keep it in every idle
 * process for its whole life.
 */
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { mainServices, startMain } from "../support/main-process.js";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const RECORDER = fileURLToPath(new URL("../support/loaded-modules.ts", import.meta.url));

/** What an idle bot runs on: Telegram's updates, storage, texts and the scheduler. */
const UPDATE_PATH_AND_JOBS = [
  "node_modules/grammy/",
  "node_modules/@grammyjs/runner/",
  "node_modules/@grammyjs/conversations/",
  "node_modules/sqlite3/",
  "node_modules/@fluent/bundle/",
  "node_modules/node-cron/",
];

/** What only rare answers need, by the answer that loads it. */
const RARE: Record<string, RegExp> = {
  "a chart's renderer": /^node_modules\/@resvg\/resvg-js\//,
  "a chart's drawing (the dashboard's axes aside)": /^src\/charts\/(?!scale\.ts$)/,
  "a claim table's readers": /^src\/bot\/features\/claims\/batch\/table\/(?!limits\.ts$)/,
  "a CSV claim table": /^node_modules\/csv-parse\//,
  "an XLSX claim table": /^node_modules\/(fflate|saxes)\//,
  "the publisher API's HTTP client": /^node_modules\/undici\//,
  "an API answer beyond plain XML": /^node_modules\/fast-xml-parser\//,
};

const services = mainServices();

/**
 * A loaded module's path as the lists above name it: a package's file from its nearest
 * `node_modules/` (wherever that folder lies), our own relative to the repository.
 */
function named(path: string): string {
  const packages = path.lastIndexOf("node_modules/");
  if (packages >= 0) return path.slice(packages);
  return path.startsWith("/") ? relative(ROOT, path) : path;
}

/** The modules a started bot has loaded after `idleMs` at rest, as named above. */
async function loadedAtRest(idleMs: number): Promise<string[]> {
  const dir = mkdtempSync(join(tmpdir(), "pbot-at-rest-"));
  const list = join(dir, "loaded.txt");
  const bot = await startMain(services.env({ LOADED_MODULES_FILE: list }), [], 30_000, [
    "--import",
    "tsx",
    "--import",
    RECORDER,
  ]);
  await new Promise((resolve) => setTimeout(resolve, idleMs));
  expect(await bot.stop()).toBe(0);
  return readFileSync(list, "utf8").split("\n").map(named);
}

describe("an idle bot", () => {
  it("holds the update path and the jobs, and nothing only rare answers need", async () => {
    const loaded = await loadedAtRest(1500);
    for (const needed of UPDATE_PATH_AND_JOBS) {
      expect(
        loaded.some((path) => path.startsWith(needed)),
        needed,
      ).toBe(true);
    }
    for (const [answer, pattern] of Object.entries(RARE)) {
      expect(
        loaded.filter((path) => pattern.test(path)),
        answer,
      ).toEqual([]);
    }
  });
});
