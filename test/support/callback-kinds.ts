/**
 * Every kind of button the bot makes, found by importing each source file under src/bot and
 * keeping what looks like a callback kind: the sweeps over kinds (test/core) read them from here.
 */
import { readdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import type { CallbackKind } from "../../src/bot/core/callback-data.js";

export type AnyKind = CallbackKind<
  Record<string, "int" | "id" | "str" | "account" | readonly string[]>
>;

const BOT = resolve(import.meta.dirname, "../../src/bot");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    // The dashboard's page runs in a browser: it registers no callback kinds and needs a window.
    if (entry.isDirectory()) return entry.name === "page" ? [] : sourceFiles(path);
    return entry.name.endsWith(".ts") ? [path] : [];
  });
}

const isKind = (value: unknown): value is AnyKind =>
  typeof value === "object" &&
  value !== null &&
  typeof (value as AnyKind).prefix === "string" &&
  typeof (value as AnyKind).pack === "function" &&
  typeof (value as AnyKind).schema === "object";

/** Each kind once (a kind re-exported under another name is the same kind), with where it is. */
export async function botKinds(): Promise<{ file: string; name: string; kind: AnyKind }[]> {
  const kinds: { file: string; name: string; kind: AnyKind }[] = [];
  for (const file of sourceFiles(BOT)) {
    const module: Record<string, unknown> = await import(pathToFileURL(file).href);
    for (const [name, value] of Object.entries(module)) {
      if (isKind(value) && !kinds.some((known) => known.kind === value))
        kinds.push({ file: file.slice(BOT.length + 1), name, kind: value });
    }
  }
  return kinds;
}
