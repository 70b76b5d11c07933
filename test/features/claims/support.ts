/** Small helpers shared by the claims suites. */
import type { RecordedCall } from "../../../src/sandbox/index.js";
import { testNow } from "../../support/clock.js";
import type { Harness } from "../../support/harness.js";

const DAY_MS = 86_400_000;

/** The API's day (UTC) `days` ago, `yyyy-mm-dd`. */
export function daysAgo(days: number): string {
  return new Date(testNow().getTime() - days * DAY_MS).toISOString().slice(0, 10);
}

/** Calls of the lost-orders family that reached the sandbox, optionally of one HTTP method. */
export function claimCalls(harness: Harness, method?: string): RecordedCall[] {
  return harness.sandbox.control.calls.filter(
    (call) =>
      call.path.includes("/v2/lostOrders") && (method === undefined || call.method === method),
  );
}

/** The `lostOrder` object of a recorded POST or PATCH. */
export function sentClaim(call: RecordedCall | undefined): Record<string, unknown> {
  const body = call?.body as { lostOrder?: Record<string, unknown> } | undefined;
  if (!body?.lostOrder) throw new Error(`no lostOrder in ${JSON.stringify(call?.body)}`);
  return body.lostOrder;
}

/** The number after `#` at the end of an offer button's label. */
export function offerIdOf(label: string): string {
  const id = /#(\d+)$/.exec(label)?.[1];
  if (!id) throw new Error(`no offer id in the label ${label}`);
  return id;
}
