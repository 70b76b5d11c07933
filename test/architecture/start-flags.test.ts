/**
 * One way to run the bot's process: the image's CMD and `npm start` pass node the same flags
 * (V8's on the command line, where Node documents them; never set while the process runs).
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { startFlags } from "../../bench/deployed.js";

const ROOT = new URL("../../", import.meta.url);

function dockerCommand(): string[] {
  const dockerfile = readFileSync(new URL("Dockerfile", ROOT), "utf8");
  const line = dockerfile.split("\n").find((l) => l.startsWith("CMD "));
  return JSON.parse(line?.slice(4) ?? "[]") as string[];
}

describe("the bot's process", () => {
  it("runs with the same node flags in the image and under npm start, compiled", () => {
    const command = dockerCommand();
    expect(command[0]).toBe("node");
    expect(command.at(-1)).toBe("dist/main.js");
    expect(command.slice(1, -1)).toEqual(startFlags());
    expect(startFlags()).toContain("--no-wasm-tier-up");
  });
});
