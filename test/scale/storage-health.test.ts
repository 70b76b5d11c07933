/**
 * Storage faults are visible: /healthz checks that a write goes through (a read alone passes on a
 * read-only Redis replica or a deleted database file), a fault is logged once, not per probe; and
 * the embedded database is kept private (directory 0700, file 0600).
 */
import { chmodSync, mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { freePort } from "../../src/local-servers/ports.js";
import { startRedis, type TestRedis } from "../../src/local-servers/redis.js";
import { type Harness, startHarness } from "../support/harness.js";

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function harnessOn(env: Record<string, string> = {}): Promise<Harness> {
  const harness = await startHarness({ env });
  cleanups.push(() => harness.stop());
  return harness;
}

/** /healthz as a load balancer sees it; waits out the probe's 1 s reuse first. */
async function health(harness: Harness): Promise<{ status: number; storage: boolean }> {
  await new Promise((resolve) => setTimeout(resolve, 1_100));
  const res = await fetch(`http://127.0.0.1:${harness.app.port}/healthz`);
  const body = (await res.json()) as { checks: { storage: boolean } };
  return { status: res.status, storage: body.checks.storage };
}

const faultLines = (harness: Harness) =>
  harness.logs.filter((line) => line.includes("storage does not take writes"));

describe("/healthz and the embedded database", () => {
  it("a database file deleted under the running bot turns health red, logged once", async () => {
    const harness = await harnessOn();
    expect(await health(harness)).toEqual({ status: 200, storage: true });
    rmSync(join(harness.dataDir, "bot.sqlite"));
    expect(await health(harness)).toEqual({ status: 503, storage: false });
    expect(await health(harness)).toEqual({ status: 503, storage: false });
    expect(faultLines(harness)).toHaveLength(1);
    expect(faultLines(harness)[0]).toContain("was deleted");
  });

  it("a database file made read-only turns health red, and green again when writable", async () => {
    const harness = await harnessOn();
    const path = join(harness.dataDir, "bot.sqlite");
    chmodSync(path, 0o444);
    expect(await health(harness)).toEqual({ status: 503, storage: false });
    chmodSync(path, 0o600);
    expect(await health(harness)).toEqual({ status: 200, storage: true });
    expect(faultLines(harness)).toHaveLength(1);
    expect(harness.logs.some((line) => line.includes("storage takes writes again"))).toBe(true);
  });

  it("keeps the data directory 0700 and the database file 0600", async () => {
    const dir = join(mkdtempSync(join(tmpdir(), "pbot-modes-")), "data");
    await harnessOn({ STORAGE_URL: `sqlite://${join(dir, "bot.sqlite")}` });
    expect(statSync(dir).mode & 0o777).toBe(0o700);
    expect(statSync(join(dir, "bot.sqlite")).mode & 0o777).toBe(0o600);
    expect(statSync(join(dir, "bot.sqlite-wal")).mode & 0o777).toBe(0o600);
    expect(statSync(join(dir, "secret.key")).mode & 0o777).toBe(0o600);
  });
});

describe("/healthz on Redis", () => {
  it("a Redis that answers PING but refuses writes (a read-only replica) is red", async () => {
    const redis: TestRedis = await startRedis();
    cleanups.push(() => redis.stop());
    const harness = await harnessOn({
      STORAGE_URL: redis.url,
      SECRET_KEY: Buffer.alloc(32, 7).toString("base64"),
    });
    expect(await health(harness)).toEqual({ status: 200, storage: true });
    await redis.command("REPLICAOF", "127.0.0.1", String(await freePort()));
    expect(await health(harness)).toEqual({ status: 503, storage: false });
    expect(faultLines(harness)[0]).toContain("READONLY");
    await redis.command("REPLICAOF", "NO", "ONE");
    expect(await health(harness)).toEqual({ status: 200, storage: true });
  });
});
