/** Setting up digests the way a publisher does, and running the digest job at chosen instants. */

import type { TelegramUser } from "../../../src/bot-api-stand-in/user.js";
import type { Job } from "../../../src/jobs/scheduler.js";
import { type Sandbox, startSandbox } from "../../../src/sandbox/index.js";
import { testNow } from "../../support/clock.js";
import type { Harness } from "../../support/harness.js";

/** /digest → time zone (typed) → time (its button, else typed) → on, answered card by card. */
export async function setUpDigest(user: TelegramUser, zone: string, hour: string): Promise<void> {
  await user.send("/digest");
  await user.waitFor(/Daily digest/);
  user.press("🌍 Time zone");
  await user.waitFor(/Which time zone/);
  await user.send(zone);
  await user.waitFor(/Delivery at/);
  user.press("🕘 Time");
  await user.waitFor(/When should the digest come/);
  if (user.buttons().flat().includes(hour)) user.press(hour);
  else await user.send(hour);
  await user.waitFor(new RegExp(`Delivery at ${hour}`));
  user.press("✅ Turn on");
  await user.waitFor(/Daily digest: on/);
}

export function digestJob(harness: Harness): Job {
  const job = harness.app.jobs.find((j) => j.name === "digest");
  if (!job) throw new Error("no digest job");
  return job;
}

/** The next instant after now (to the minute) when a UTC clock shows hh:mm. */
export function nextUtc(hours: number, minutes = 0): Date {
  const now = testNow();
  const at = new Date(
    Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), hours, minutes),
  );
  if (at.getTime() <= now.getTime()) at.setUTCDate(at.getUTCDate() + 1);
  return at;
}

export const minutes = (date: Date, delta: number) => new Date(date.getTime() + delta * 60_000);

/** Digests (their chart photos) this user has received. */
export function digestsOf(harness: Harness, user: TelegramUser): number {
  return harness.botApi
    .botMessages(user.id)
    .filter((m) => m.kind === "photo" && m.photo?.filename === "digest.png").length;
}

/**
 * A sandbox whose calendar runs three days ahead: the tests run the job up to two days into the
 * future, and "yesterday" must still be a day the sandbox has statistics for.
 */
export function startAheadSandbox(): Promise<Sandbox> {
  return startSandbox({ now: () => new Date(testNow().getTime() + 3 * 86_400_000) });
}
