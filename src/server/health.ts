import type { Logger } from "../logger.js";
import type { Storage } from "../storage/index.js";

/** A health check answers fast even when what it checks hangs. */
const CHECK_TIMEOUT_MS = 2_000;
/** Probes are reused this long, so a busy /healthz does not turn into load on the API. */
const REUSE_MS = 1_000;

/**
 * Whether the publisher API answers at all: a plain GET of its base address, no credentials. Any
 * HTTP status counts (the base address itself may well be a 404); only silence or a refused
 * connection does not.
 */
export async function apiReachable(baseUrl: string): Promise<boolean> {
  try {
    const res = await fetch(baseUrl, {
      signal: AbortSignal.timeout(CHECK_TIMEOUT_MS),
      redirect: "manual",
    });
    await res.body?.cancel();
    return true;
  } catch {
    return false;
  }
}

/**
 * The storage probe (a write), logged when it turns bad and when it recovers, not on every
 * probe: a database deleted under the running bot is one error line, not one per /healthz.
 */
export function storageCheck(storage: Storage, logger?: Logger): () => Promise<boolean> {
  let failing: string | undefined;
  let running: Promise<boolean> | undefined;
  const check = async () => {
    const fault = await storage.probe(CHECK_TIMEOUT_MS);
    if (fault && !failing) logger?.error({ fault }, "storage does not take writes");
    if (!fault && failing) logger?.info({ was: failing }, "storage takes writes again");
    failing = fault;
    return fault === undefined;
  };
  // One probe at a time (the 30 s watch and /healthz may meet), so a fault is logged once.
  return () => {
    running ??= check().finally(() => {
      running = undefined;
    });
    return running;
  };
}

/**
 * What GET /healthz reports: storage and API reachability (each probe reused for a second), and
 * whether the inbox is handled (its oldest entry younger than the limit).
 */
export function healthChecks(
  storageOk: () => Promise<boolean>,
  apiBaseUrl: string,
  inboxOk: () => Promise<boolean> = async () => true,
): () => Promise<Record<string, boolean>> {
  let last: { at: number; checks: Promise<Record<string, boolean>> } | undefined;
  const probe = async () => {
    const [storageWrites, apiOk, inbox] = await Promise.all([
      storageOk(),
      apiReachable(apiBaseUrl),
      within(inboxOk(), CHECK_TIMEOUT_MS, false),
    ]);
    return { storage: storageWrites, api: apiOk, inbox };
  };
  return () => {
    if (!last || Date.now() - last.at > REUSE_MS) last = { at: Date.now(), checks: probe() };
    return last.checks;
  };
}

/** The answer, or `fallback` when it does not come within `ms` (a store that hangs). */
async function within<T>(answer: Promise<T>, ms: number, fallback: T): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<T>((resolve) => {
    timer = setTimeout(() => resolve(fallback), ms);
  });
  try {
    return await Promise.race([answer.catch(() => fallback), late]);
  } finally {
    clearTimeout(timer);
  }
}
