/**
 * The Node versions the bot runs on: one range, in package.json's engines (npm ci refuses others,
 * .npmrc's engine-strict) and in the entry's check (main.ts refuses others in one line).
 */
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { nodeVersionProblem, SUPPORTED_NODE, satisfies } from "../../src/node-version.js";

const ROOT = new URL("../../", import.meta.url);
const packageJson = JSON.parse(readFileSync(new URL("package.json", ROOT), "utf8")) as {
  engines: { node: string };
  devDependencies: Record<string, string>;
};

describe("the supported Node versions", () => {
  it("are package.json's engines, enforced by npm (engine-strict), and the image's Node is one", () => {
    expect(SUPPORTED_NODE).toBe(packageJson.engines.node);
    expect(readFileSync(new URL(".npmrc", ROOT), "utf8")).toMatch(/^engine-strict=true$/m);
    const dockerfile = readFileSync(new URL("Dockerfile", ROOT), "utf8");
    const image = /^ARG NODE_IMAGE=node:(\d+\.\d+\.\d+)-/m.exec(dockerfile)?.[1];
    expect(image && satisfies(image, SUPPORTED_NODE)).toBe(true);
    // The types describe the newest line the bot supports.
    expect(packageJson.devDependencies["@types/node"]).toMatch(/^\^24\./);
  });

  it("are the 22 and 24 LTS lines from their floors; older, odd and newer majors are refused", () => {
    for (const ok of ["22.12.0", "v22.12.0", "22.20.1", "24.11.0", "24.11.1", "24.19.0"]) {
      expect(nodeVersionProblem(ok), ok).toBeUndefined();
    }
    for (const no of ["20.20.2", "22.11.9", "22.2.0", "23.11.0", "24.10.0", "24.1.0", "18.0.0"]) {
      expect(nodeVersionProblem(no), no).toBeDefined();
    }
    expect(satisfies("not a version", SUPPORTED_NODE)).toBe(false);
  });

  it("an older Node gets one line naming the versions needed and its own", () => {
    const line = nodeVersionProblem("v20.20.2");
    expect(line).toBe(
      "The bot needs Node 22 (22.12.0 or later) or Node 24 (24.11.0 or later); this is Node 20.20.2.",
    );
    expect(line).not.toContain("\n");
  });

  it("the entry prints that line and exits 1 on an older Node, before loading the bot", () => {
    const entry = fileURLToPath(new URL("src/main.ts", ROOT));
    // A real process whose Node reports itself as an older one, set before the entry runs.
    const older = `data:text/javascript,Object.defineProperty(process.versions, "node", { value: "20.20.2" });`;
    const run = (imports: string[]) =>
      spawnSync(process.execPath, [...imports.flatMap((i) => ["--import", i]), entry], {
        env: { PATH: process.env.PATH ?? "" },
        encoding: "utf8",
        timeout: 60_000,
      });
    const refused = run(["tsx", older]);
    expect(refused.status).toBe(1);
    expect(refused.stderr.trim()).toBe(nodeVersionProblem("20.20.2"));
    expect(refused.stdout).toBe("");
    // On this Node the same entry goes on to the bot, which asks for its settings.
    const supported = run(["tsx"]);
    expect(supported.status).toBe(2);
    expect(supported.stderr).toContain("BOT_TOKEN");
    expect(supported.stderr).not.toContain("The bot needs Node");
  });
});
