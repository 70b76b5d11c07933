/**
 * How the bot's process is started: the image's CMD and `npm start` give node the same flags,
 * Node's own settings and a heap ceiling (no V8 internals a later Node may drop), and the bot
 * starts cleanly on this Node (in CI the image's) with every set of node options
 * docs/operations.md gives an operator.
 */
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NODE_OPTION_SETS, startFlags } from "../../bench/deployed.js";
import { type BotApiStandIn, startBotApi } from "../../src/bot-api-stand-in/stand-in.js";
import { type Sandbox, startSandbox } from "../../src/sandbox/index.js";
import { startMain } from "../support/main-process.js";

const ROOT = new URL("../../", import.meta.url);

function dockerCommand(): string[] {
  const dockerfile = readFileSync(new URL("Dockerfile", ROOT), "utf8");
  const line = dockerfile.split("\n").find((l) => l.startsWith("CMD "));
  return JSON.parse(line?.slice(4) ?? "[]") as string[];
}

describe("the bot's process", () => {
  it("runs with the same node flags in the image and under npm start: a heap ceiling only", () => {
    const command = dockerCommand();
    expect(command[0]).toBe("node");
    expect(command.at(-1)).toBe("dist/main.js");
    expect(command.slice(1, -1)).toEqual(startFlags());
    expect(startFlags()).toEqual([expect.stringMatching(/^--max-old-space-size=\d+$/)]);
  });

  it("documents each set of node options an operator may add, as NODE_OPTIONS", () => {
    const operations = readFileSync(new URL("docs/operations.md", ROOT), "utf8");
    const documented = [...operations.matchAll(/NODE_OPTIONS="([^"]*)"/g)].map((m) => m[1]);
    const sets = Object.values(NODE_OPTION_SETS).filter(Boolean);
    expect(sets.length).toBeGreaterThan(0);
    expect(documented).toEqual(sets);
  });
});

describe("the bot starts on this Node with each documented set", () => {
  let sandbox: Sandbox;
  let botApi: BotApiStandIn;
  beforeAll(async () => {
    sandbox = await startSandbox();
    botApi = await startBotApi();
  });
  afterAll(async () => {
    await botApi?.close();
    await sandbox?.close();
  });

  it.each(Object.entries(NODE_OPTION_SETS))("%s", async (_, options) => {
    const dir = mkdtempSync(join(tmpdir(), "pbot-flags-"));
    const bot = await startMain(
      {
        BOT_TOKEN: botApi.token,
        TELEGRAM_API_ROOT: botApi.apiRoot,
        PUBLISHER_API_URL: sandbox.url,
        STORAGE_URL: `sqlite://${join(dir, "bot.sqlite")}`,
        PORT: "0",
        NODE_OPTIONS: options,
      },
      [],
      30_000,
      startFlags(),
    );
    const errors = bot.errors();
    expect(await bot.stop()).toBe(0);
    // Node warns on stderr about an option it no longer knows or supports.
    expect(errors).toBe("");
  });
});
