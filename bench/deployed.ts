/**
 * How a small server runs the bot's process: `npm start`'s command (package.json, the same as the
 * Dockerfile's CMD: test/architecture/start-flags.test.ts), the image's environment (its heap
 * ceiling in NODE_OPTIONS, its malloc setting) and the node options docs/operations.md gives a
 * small server, so bench figures are those of the deployment the budget is for.
 */
import { readFileSync } from "node:fs";

const PACKAGE = new URL("../package.json", import.meta.url);
const DOCKERFILE = new URL("../Dockerfile", import.meta.url);

/** The `--flags` of package.json's start script, before the script it runs (none: see below). */
export function startFlags(): string[] {
  const scripts = (JSON.parse(readFileSync(PACKAGE, "utf8")) as { scripts: { start: string } })
    .scripts;
  return scripts.start.split(/\s+/).filter((word) => word.startsWith("--"));
}

/**
 * The image's own NODE_OPTIONS (`ENV NODE_OPTIONS=…` in the Dockerfile): the heap ceiling, where
 * an operator can change it.
 */
export function imageNodeOptions(): string {
  const dockerfile = readFileSync(DOCKERFILE, "utf8");
  const line = dockerfile.split("\n").find((l) => l.startsWith("ENV NODE_OPTIONS="));
  return (line?.slice("ENV NODE_OPTIONS=".length) ?? "").replace(/^"|"$/g, "");
}

export const DEPLOYED_ENV = { MALLOC_ARENA_MAX: "2" };

/**
 * The node options docs/operations.md gives a small server, in NODE_OPTIONS (which replaces the
 * image's, so the heap ceiling comes first): a young generation of 2 MiB semi-spaces instead of
 * up to 16, and one V8 helper thread.
 */
export const SMALL_SERVER_OPTIONS = `${imageNodeOptions()} --max-semi-space-size=2 --v8-pool-size=1`;

/** Each way the bench and the start test run the bot: the image's own, and the documented set. */
export const NODE_OPTION_SETS: Readonly<Record<string, string>> = {
  "the image's": imageNodeOptions(),
  "small server": SMALL_SERVER_OPTIONS,
};

/** A bench child's NODE_OPTIONS: the small server's, unless BENCH_NODE_OPTIONS names others. */
export function benchNodeOptions(): string {
  return process.env.BENCH_NODE_OPTIONS ?? SMALL_SERVER_OPTIONS;
}
