import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/**
 * The layers docs/architecture.md draws (arrows point down its layout, never up, never in a
 * circle), checked on the import graph of src/ (type-only imports count: a type
 * that points up is a dependency that points up). Cheap, so it runs with every test run.
 */
const SRC = resolve(dirname(fileURLToPath(import.meta.url)), "../../src");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith(".ts") ? [path] : [];
  });
}

/** file (relative to src/) → the files it imports (relative to src/). */
function importGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of sourceFiles(SRC)) {
    const text = readFileSync(file, "utf8");
    const targets = [...text.matchAll(/(?:from|import)\s*\(?\s*"(\.{1,2}\/[^"]+)"/g)].map((match) =>
      relative(SRC, resolve(dirname(file), (match[1] ?? "").replace(/\.js$/, ".ts"))),
    );
    graph.set(relative(SRC, file), targets);
  }
  return graph;
}

const graph = importGraph();
const edges = [...graph].flatMap(([from, targets]) => targets.map((to) => ({ from, to })));
const under = (path: string, folder: string) => path.startsWith(`${folder}/`);
const featureOf = (path: string) => /^bot\/features\/([^/]+)\//.exec(path)?.[1];

/** [rule, does this import break it] */
const RULES: [string, (from: string, to: string) => boolean][] = [
  [
    "publisher-api imports nothing of bot, jobs, storage or server",
    (from, to) =>
      under(from, "publisher-api") &&
      ["bot", "jobs", "storage", "server"].some((f) => under(to, f)),
  ],
  [
    "storage imports nothing of bot, jobs or server",
    (from, to) => under(from, "storage") && ["bot", "jobs", "server"].some((f) => under(to, f)),
  ],
  ["server imports nothing of bot", (from, to) => under(from, "server") && under(to, "bot")],
  ["jobs import nothing of bot", (from, to) => under(from, "jobs") && under(to, "bot")],
  [
    "a feature imports no other feature",
    (from, to) => {
      const a = featureOf(from);
      const b = featureOf(to);
      return a !== undefined && b !== undefined && a !== b;
    },
  ],
  [
    "only the feature list imports features",
    (from, to) =>
      featureOf(to) !== undefined && featureOf(from) === undefined && !isFeatureList(from),
  ],
  [
    "core imports nothing of wizard",
    (from, to) => under(from, "bot/core") && under(to, "bot/wizard"),
  ],
  [
    "nothing of the product imports the try-it-without-Telegram tooling",
    (from, to) => !isTooling(from) && isTooling(to),
  ],
];

/** The demo, the Bot API stand-in, local servers for tests and bench, and the API's emulator. */
function isTooling(path: string): boolean {
  return ["sandbox", "bot-api-stand-in", "demo", "local-servers"].some((f) => under(path, f));
}

function isFeatureList(path: string): boolean {
  return path === "bot/features/index.ts" || !path.startsWith("bot/");
}

/** A file's folder: each bot/ part and each feature counts as its own. */
function folderOf(path: string): string {
  const parts = path.split("/");
  if (parts[0] === "bot" && parts[1] === "features" && parts.length > 3)
    return parts.slice(0, 3).join("/");
  if (parts[0] === "bot" && parts.length > 2) return parts.slice(0, 2).join("/");
  return parts.length > 1 ? (parts[0] ?? path) : path;
}

/** The graph of folders: which folder imports which. */
function folderGraph(): Map<string, string[]> {
  const folders = new Map<string, Set<string>>();
  for (const { from, to } of edges) {
    const [a, b] = [folderOf(from), folderOf(to)];
    if (a === b) continue;
    const targets = folders.get(a) ?? new Set<string>();
    folders.set(a, targets.add(b));
    if (!folders.has(b)) folders.set(b, new Set());
  }
  return new Map([...folders].map(([folder, targets]) => [folder, [...targets]]));
}

/** Every import circle (each found once), as the path around it. */
function circles(graph: Map<string, string[]>): string[][] {
  const found = new Map<string, string[]>();
  const state = new Map<string, "open" | "done">();
  const stack: string[] = [];
  const visit = (node: string) => {
    state.set(node, "open");
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      if (!graph.has(next)) continue;
      if (state.get(next) === "open") {
        const loop = stack.slice(stack.indexOf(next));
        found.set([...loop].sort().join(" "), [...loop, next]);
      } else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(node, "done");
  };
  for (const node of [...graph.keys()].sort()) if (!state.has(node)) visit(node);
  return [...found.values()];
}

/**
 * What docs/architecture.md says: the bot imports of the server and the jobs only the two types a
 * feature hands them (`Job` from jobs/scheduler.ts, `Receiver` from server/receivers.ts), as types.
 */
function botImportsOfServerAndJobs(): string[] {
  const allowed =
    /^import type \{ (Job|Receiver) \} from "(\.\.\/)+(jobs\/scheduler|server\/receivers)\.js";$/;
  return sourceFiles(join(SRC, "bot")).flatMap((file) =>
    readFileSync(file, "utf8")
      .split("\n")
      .filter((line) => /from "(\.\.\/)+(jobs|server)\//.test(line) && !allowed.test(line))
      .map((line) => `${relative(SRC, file)}: ${line}`),
  );
}

describe("layers", () => {
  it("the bot imports of the server and jobs only the Job and Receiver types", () => {
    expect(botImportsOfServerAndJobs()).toEqual([]);
  });

  it("every import resolves to a file of src/", () => {
    const missing = edges.filter(({ to }) => !graph.has(to));
    expect(missing).toEqual([]);
  });

  for (const [rule, breaks] of RULES) {
    it(rule, () => {
      const against = edges.filter(({ from, to }) => breaks(from, to));
      expect(against.map(({ from, to }) => `${from} -> ${to}`)).toEqual([]);
    });
  }

  it("no import circle between files", () => {
    expect(circles(graph).map((loop) => loop.join(" -> "))).toEqual([]);
  });

  it("no import circle between folders (core, wizard, format, … and each feature)", () => {
    expect(circles(folderGraph()).map((loop) => loop.join(" -> "))).toEqual([]);
  });
});
