/** Shared by the stats and digest suites: the sandbox read directly, and figures read back from texts. */
import { createPublisherApi, type PublisherClient } from "../../../src/publisher-api/index.js";
import type { RecordedCall } from "../../../src/sandbox/index.js";
import { testToday } from "../../support/clock.js";
import type { Harness } from "../../support/harness.js";

/** A client of our own against the harness's sandbox, to compute what the bot should show. */
export function directClient(harness: Harness, apiKey = harness.demoKey): PublisherClient {
  return createPublisherApi({ baseUrl: harness.sandbox.url }).forPublisher({ apiKey });
}

/**
 * Today at noon UTC, 15:00 at the network (Moscow): the network's day and a UTC publisher's day
 * are the same day, whenever the suite runs. Suites about other hours set their own.
 */
export const noonUtc = (day = testToday()) => new Date(`${day}T12:00:00Z`);

export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** "12,345.67" (as shown in English) → 12345.67 */
export function shown(text: string): number {
  return Number(text.replaceAll(",", ""));
}

/** The number after `label` in a message, e.g. figure(text, "Clicks:"). */
export function figure(text: string, label: string): number {
  const match = new RegExp(`${label}\\s*([\\d,.]+)`).exec(text);
  if (!match?.[1]) throw new Error(`no ${label} in ${text}`);
  return shown(match[1]);
}

/** Statistics calls that reached the sandbox: [method, group, from, to]. */
export function statsCalls(harness: Harness): { parts: string[]; call: RecordedCall }[] {
  return harness.sandbox.control.calls
    .filter((call) => /\/xml\/statistics/.test(call.path))
    .map((call) => ({ parts: call.path.split("/xml/")[1]?.split("/") ?? [], call }));
}

/** Clicks of a period summed over every country (a grouping independent of the bot's). */
export async function clicksByCountry(client: PublisherClient, from: string, to: string) {
  const report = await client.statistics.geo({
    group_field: "country",
    date_from: from,
    date_to: to,
    limit: 1000,
  });
  return report.items.reduce((sum, item) => sum + item.clickCount, 0);
}
