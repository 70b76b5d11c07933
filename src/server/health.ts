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

/** What GET /healthz reports: storage and API reachability, each probe reused for a few seconds. */
export function healthChecks(
  storage: Storage,
  apiBaseUrl: string,
): () => Promise<Record<string, boolean>> {
  let last: { at: number; checks: Promise<Record<string, boolean>> } | undefined;
  const probe = async () => {
    const [storageOk, apiOk] = await Promise.all([
      storage.ping(CHECK_TIMEOUT_MS),
      apiReachable(apiBaseUrl),
    ]);
    return { storage: storageOk, api: apiOk };
  };
  return () => {
    if (!last || Date.now() - last.at > REUSE_MS) last = { at: Date.now(), checks: probe() };
    return last.checks;
  };
}
