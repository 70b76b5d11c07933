/**
 * Memory with 100,000 stored publishers: a fresh process opens the bot's storage, is measured
 * (the baseline: the same process with an empty store), then stores 100,000 publishers' records
 * through the Storage API (encrypted credentials + settings, as /connect and /language do) and is
 * measured again after a full GC. The bot keeps publishers in the store, not in memory, so the
 * ratio should stay near 1. On Redis, Redis's own used_memory is reported too.
 *
 *   npx tsx bench/memory.ts            (spawns the measuring processes)
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { StorageLocation } from "../src/config.js";
import { startRedis } from "../src/local-servers/redis.js";
import { openStorage } from "../src/storage/index.js";
import { runJsonChild } from "./child.js";
import { round } from "./stats.js";
import type { BenchRow } from "./types.js";

const PUBLISHERS = 100_000;
/** Writes in flight at once while seeding. */
const BATCH = 500;
const MB = 1024 * 1024;

interface Measure {
  rss: number;
  heap: number;
}

interface ChildReport {
  before: Measure;
  after: Measure;
  seedSeconds: number;
}

function measure(): Measure {
  (globalThis as { gc?: () => void }).gc?.();
  const usage = process.memoryUsage();
  return { rss: usage.rss / MB, heap: usage.heapUsed / MB };
}

/** In the child: open, measure, seed, measure. */
async function seedAndMeasure(location: StorageLocation): Promise<ChildReport> {
  const storage = await openStorage({ storage: location, secretKey: Buffer.alloc(32, 9) });
  await storage.users.set(1, { language: "en" });
  const before = measure();
  const started = performance.now();
  for (let first = 0; first < PUBLISHERS; first += BATCH) {
    const writes: Promise<void>[] = [];
    for (let id = first; id < Math.min(first + BATCH, PUBLISHERS); id++) {
      const userId = 100_000_000 + id;
      writes.push(
        storage.vault.set(userId, { apiKey: `key-${id.toString(36)}-0123456789abcdef` }),
        storage.users.set(userId, { language: id % 3 === 0 ? "ru" : "en", timeZone: "UTC" }),
      );
    }
    await Promise.all(writes);
  }
  const seedSeconds = (performance.now() - started) / 1000;
  const after = measure();
  await storage.close();
  return { before, after, seedSeconds };
}

function runChild(location: StorageLocation): Promise<ChildReport> {
  const args = ["--expose-gc", "--import", "tsx", fileURLToPath(import.meta.url)];
  return runJsonChild("memory", args, { BENCH_MEMORY_CHILD: JSON.stringify(location) });
}

function rows(store: string, report: ChildReport): BenchRow[] {
  const note = `${PUBLISHERS.toLocaleString("en")} publishers seeded in ${round(report.seedSeconds, 1)} s; baseline: same process, empty store`;
  return [
    {
      name: `memory, 100k publishers on ${store}: RSS`,
      value: round(report.after.rss, 1),
      unit: "MiB",
      baseline: round(report.before.rss, 1),
      ratio: round(report.after.rss / report.before.rss),
      note,
    },
    {
      name: `memory, 100k publishers on ${store}: heap used`,
      value: round(report.after.heap, 1),
      unit: "MiB",
      baseline: round(report.before.heap, 1),
      ratio: round(report.after.heap / report.before.heap),
    },
  ];
}

export async function benchMemory(): Promise<BenchRow[]> {
  const dir = mkdtempSync(join(tmpdir(), "pbot-bench-mem-"));
  const out: BenchRow[] = [];
  try {
    const sqlite = await runChild({ kind: "sqlite", path: join(dir, "bot.sqlite") });
    out.push(...rows("SQLite", sqlite));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  const redis = await startRedis().catch(() => undefined);
  if (!redis) {
    out.push({
      name: "memory, 100k publishers on Redis",
      value: 0,
      unit: "",
      note: "redis-server not found",
    });
    return out;
  }
  try {
    const empty = Number(/used_memory:(\d+)/.exec(await redis.command("INFO", "memory"))?.[1]);
    const report = await runChild({ kind: "redis", url: redis.url });
    const used = Number(/used_memory:(\d+)/.exec(await redis.command("INFO", "memory"))?.[1]);
    out.push(...rows("Redis", report), {
      name: "memory, 100k publishers on Redis: Redis used_memory",
      value: round(used / MB, 1),
      unit: "MiB",
      baseline: round(empty / MB, 1),
      ratio: round(used / empty),
      note: `${round((used - empty) / PUBLISHERS, 0)} bytes per publisher (2 records)`,
    });
  } finally {
    await redis.stop();
  }
  return out;
}

const childLocation = process.env.BENCH_MEMORY_CHILD;
if (childLocation) {
  console.log(JSON.stringify(await seedAndMeasure(JSON.parse(childLocation) as StorageLocation)));
} else if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  for (const row of await benchMemory()) console.log(JSON.stringify(row));
}
