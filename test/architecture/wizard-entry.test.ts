import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/**
 * A wizard is registered with the conversations plugin only on an update that opens or answers it
 * (src/bot/wizard/registry.ts), so a handler opens one with `enterWizard` (wizard/enter.ts):
 * `ctx.conversation.enter` alone would find it unregistered. enterWizard leaves a waiting wizard
 * itself, after its "the same wizard is already waiting" check: a handler that left them all
 * first would lose that check.
 */
const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
const SRC = join(ROOT, "src");
const REGISTRY = "src/bot/wizard/registry.ts";

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith(".ts") ? [path] : [];
  });
}

describe("wizard entry", () => {
  it("only the registry calls the plugin's enter; handlers call enterWizard", () => {
    const callers = sources(SRC)
      .filter((file) => relative(ROOT, file) !== REGISTRY)
      .filter((file) => /conversation\s*\.\s*enter\s*\(/.test(readFileSync(file, "utf8")))
      .map((file) => relative(ROOT, file));
    expect(callers).toEqual([]);
  });

  it("no handler leaves every wizard right before it opens one", () => {
    const leaving = sources(join(SRC, "bot"))
      .filter((file) =>
        /exitAll\(\);\s*(?:if \([^\n]*\) )?await enterWizard\(/.test(readFileSync(file, "utf8")),
      )
      .map((file) => relative(ROOT, file));
    expect(leaving).toEqual([]);
  });

  it("the registry does call it (the check above looks for the right words)", () => {
    expect(readFileSync(join(ROOT, REGISTRY), "utf8")).toMatch(/conversation\s*\.\s*enter\s*\(/);
  });
});
