/**
 * Opening a row of /stats, three levels deep and back, as a publisher in en, ru and pt: each
 * level's rows add up to the row it was opened from, its chart draws the level's own days or
 * hours, every button's data fits Telegram's 64 bytes, and the filters reached the network.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TelegramUser } from "../../../src/bot-api-stand-in/user.js";
import { barClicks } from "../../support/chart-figures.js";
import { connectedUser, type Harness, startHarness } from "../../support/harness.js";
import {
  allPages,
  everyButtonData,
  expectSameTotals,
  LANGS,
  type Lang,
  open,
  rowsOf,
  topPage,
} from "./drill-helpers.js";
import { noonUtc, statsCalls } from "./helpers.js";

let harness: Harness;

beforeAll(async () => {
  const noon = noonUtc();
  harness = await startHarness({ now: () => noon });
});
afterAll(async () => harness?.stop());

describe.each(Object.keys(LANGS) as Lang[])("opening rows in %s", (lang) => {
  let user: TelegramUser;
  beforeAll(async () => {
    user = await connectedUser(harness, lang);
  });

  it("an offer → its days → a day's hours, and back to the top", async () => {
    const top = await topPage(user, lang, "byOffer");
    const offer = rowsOf(top.text)[0];
    harness.sandbox.control.clearCalls();

    const days = await open(user, top, 1);
    expect(days.page.text.startsWith(`${offer?.label} · `)).toBe(true);
    expect(days.chart.text).toBe(days.page.text.split("\n")[0]);
    const { rows: dayRows, last } = await allPages(user, days.page, lang);
    expect(dayRows).toHaveLength(14);
    expectSameTotals(dayRows, offer);
    // The chart draws the offer's days: the very rows.
    expect(barClicks(days.chart.photo?.bytes)).toEqual(dayRows.map((r) => r.clicks));
    // Its days through the general report's sub_group, the offer picked from them.
    const byDay = statsCalls(harness).find((c) => c.parts[1] === "event_time_day");
    expect(byDay?.call.query.sub_group).toBe("action_id");

    // The busiest day of the last page opened: its hours.
    const busiest = [...rowsOf(last.text)].sort((a, b) => b.clicks - a.clicks)[0];
    harness.sandbox.control.clearCalls();
    const hours = await open(user, last, busiest?.rank ?? 1);
    expect(hours.page.text.split("\n")[0]).toBe(
      `${offer?.label} · ${busiest?.label} · ${LANGS[lang].byHour}`,
    );
    // On the publisher's clock (UTC, none chosen): the network's (Moscow's) day begins at 21:00.
    expect(rowsOf(hours.page.text)[0]?.label).toBe("21:00");
    expect(hours.page.text.split("\n")[1]).toMatch(/UTC.*21:00/);
    const { rows: hourRows } = await allPages(user, hours.page, lang);
    expect(hourRows).toHaveLength(24);
    expectSameTotals(hourRows, busiest);
    expect(barClicks(hours.chart.photo?.bytes)).toEqual(hourRows.map((r) => r.clicks));
    const byHourCall = statsCalls(harness).find((c) => c.parts[1] === "event_time_hour");
    expect(byHourCall?.call.query.sub_group).toBe("action_id");
    // Hours open nothing further: no row buttons.
    expect(hours.page.buttons.flat().some((b) => /^\d+\. /.test(b))).toBe(false);

    // ⬅ one level up: the offer's days again, with their chart.
    user.press(LANGS[lang].back, { messageId: hours.page.messageId });
    const upChart = await user.waitFor((m) => m.kind === "photo", { timeoutMs: 15_000 });
    const up = await user.waitFor((m) => m.kind === "send", { timeoutMs: 15_000 });
    expect(up.text).toBe(days.page.text);
    expect(up.messageId).toBeGreaterThan(hours.page.messageId);
    expect(barClicks(upChart.photo?.bytes)).toEqual(dayRows.map((r) => r.clicks));
    // ⬅ to the top: the offers as /stats listed them.
    user.press(LANGS[lang].back, { messageId: up.messageId });
    const back = await user.waitFor((m) => m.kind === "send", { timeoutMs: 15_000 });
    expect(rowsOf(back.text)).toEqual(rowsOf(top.text));

    for (const data of everyButtonData(harness, user))
      expect(Buffer.byteLength(data)).toBeLessThanOrEqual(64);
  });

  it("a subaccount → its offers → that offer's days in it", async () => {
    const top = await topPage(user, lang, "bySub");
    const sub = rowsOf(top.text)[0];
    const offers = await open(user, top, 1);
    const { rows: offerRows, last } = await allPages(user, offers.page, lang);
    expectSameTotals(offerRows, sub);
    const offer = rowsOf(last.text)[0];
    harness.sandbox.control.clearCalls();
    const days = await open(user, last, offer?.rank ?? 1);
    expect(days.page.text.split("\n")[0]).toContain(`${sub?.label} · ${offer?.label}`);
    const { rows: dayRows } = await allPages(user, days.page, lang);
    expect(dayRows).toHaveLength(14);
    expectSameTotals(dayRows, offer);
    expect(barClicks(days.chart.photo?.bytes)).toEqual(dayRows.map((r) => r.clicks));
    // Read day by day: the subaccounts' offers of each day.
    const calls = statsCalls(harness).filter(
      (c) => c.parts[1] === "subaccount" && c.call.query.sub_group === "action_id",
    );
    expect(new Set(calls.map((c) => c.parts[2]))).toHaveLength(14);
    for (const data of everyButtonData(harness, user))
      expect(Buffer.byteLength(data)).toBeLessThanOrEqual(64);
  });
});
