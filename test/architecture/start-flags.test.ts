/**
 * How the bot's process is started: the image's CMD and `npm start` run the same command, Node's
 * own settings with no node flag on the command line (one there would win over NODE_OPTIONS);
 * the heap ceiling is the image's NODE_OPTIONS, and the way docs/operations.md gives an operator
 * to raise it does raise it. The bot starts cleanly on this Node (in CI the image's) with every
 * set of node options the docs give.
 */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { imageNodeOptions, NODE_OPTION_SETS, startFlags } from "../../bench/deployed.js";
import { mainServices, startMain } from "../support/main-process.js";

const ROOT = new URL("../../", import.meta.url);

function dockerCommand(): string[] {
  const dockerfile = readFileSync(new URL("Dockerfile", ROOT), "utf8");
  const line = dockerfile.split("\n").find((l) => l.startsWith("CMD "));
  return JSON.parse(line?.slice(4) ?? "[]") as string[];
}

const operations = () => readFileSync(new URL("docs/operations.md", ROOT), "utf8");
const documented = () => [...operations().matchAll(/NODE_OPTIONS="([^"]*)"/g)].map((m) => m[1]);

/**
 * The heap limit node takes from these NODE_OPTIONS, started as `npm start` starts the bot: the
 * old generation's ceiling plus the young generation's few hundred MiB at most.
 */
function oldSpaceLimitMiB(nodeOptions: string): number {
  const script = `process.stdout.write(String(require("v8").getHeapStatistics().heap_size_limit))`;
  const out = execFileSync(process.execPath, [...startFlags(), "-e", script], {
    env: { ...process.env, NODE_OPTIONS: nodeOptions },
    encoding: "utf8",
  });
  return Number(out) / 1024 / 1024;
}

describe("the bot's process", () => {
  it("runs the same command in the image and under npm start, with no node flag to override NODE_OPTIONS", () => {
    const command = dockerCommand();
    expect(command).toEqual(["node", "dist/main.js"]);
    const start = (
      JSON.parse(readFileSync(new URL("package.json", ROOT), "utf8")) as {
        scripts: { start: string };
      }
    ).scripts.start;
    expect(start).toBe(command.join(" "));
    expect(startFlags()).toEqual([]);
  });

  it("has its heap ceiling in the image's NODE_OPTIONS", () => {
    expect(imageNodeOptions()).toMatch(/^--max-old-space-size=\d+$/);
    const ceiling = Number(imageNodeOptions().split("=")[1]);
    const limit = oldSpaceLimitMiB(imageNodeOptions());
    expect(limit).toBeGreaterThanOrEqual(ceiling);
    expect(limit).toBeLessThan(ceiling + 256);
  });

  it("takes the heap ceiling the docs tell an operator to raise it with", () => {
    const raise = documented().find((options) => /^--max-old-space-size=\d+$/.test(options ?? ""));
    expect(raise).toBeDefined();
    const ceiling = Number(raise?.split("=")[1]);
    expect(ceiling).toBeGreaterThan(Number(imageNodeOptions().split("=")[1]));
    const limit = oldSpaceLimitMiB(raise ?? "");
    expect(limit).toBeGreaterThanOrEqual(ceiling);
    expect(limit).toBeLessThan(ceiling + 256);
  });

  it("documents each set of node options an operator may give, the ceiling kept in each", () => {
    const sets = Object.values(NODE_OPTION_SETS).filter((set) => set !== imageNodeOptions());
    expect(sets.length).toBeGreaterThan(0);
    for (const set of sets) {
      expect(documented()).toContain(set);
      expect(set.startsWith(imageNodeOptions())).toBe(true);
    }
  });
});

describe("the bot starts on this Node with each documented set", () => {
  const services = mainServices();

  it.each(Object.entries(NODE_OPTION_SETS))("%s", async (_, options) => {
    const bot = await startMain(services.env({ NODE_OPTIONS: options }), [], 30_000, startFlags());
    const errors = bot.errors();
    expect(await bot.stop()).toBe(0);
    // Node warns on stderr about an option it no longer knows or supports.
    expect(errors).toBe("");
  });
});
