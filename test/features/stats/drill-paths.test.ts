/**
 * The other ways into a row: a country's offers and an offer's days in it (the geo report's
 * sub_group and action_id filter), a channel's offers (the offers report's channel_id filter, the
 * rest one row), another breakdown of the same row in place, a one-day period's hours, the door
 * another feature puts on an offer; and presses whose kept level is gone.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { statsOfferRow } from "../../../src/bot/core/doors.js";
import type { TelegramUser } from "../../../src/bot-api-stand-in/user.js";
import { barClicks, bars } from "../../support/chart-figures.js";
import { connectedUser, type Harness, startHarness } from "../../support/harness.js";
import {
  allPages,
  everyButtonData,
  expectSameTotals,
  from,
  LANGS,
  type Lang,
  open,
  rowsOf,
  sum,
  to,
  topPage,
} from "./drill-helpers.js";
import { addDays, directClient, noonUtc, statsCalls } from "./helpers.js";

let harness: Harness;

beforeAll(async () => {
  const noon = noonUtc();
  harness = await startHarness({ now: () => noon });
});
afterAll(async () => harness?.stop());

const UNLISTED = {
  en: "Offers without conversions (the network lists only converting ones)",
  ru: "Офферы без конверсий (сеть перечисляет только офферы с конверсиями)",
} as const;

const NO_CHART = {
  en: "No chart here: the network gives these rows one day per call, so they are read by day for periods of up to 31 days.",
  ru: "Графика здесь нет: сеть даёт эти строки по одному дню за запрос, поэтому по дням они читаются за периоды до 31 дня.",
} as const;

describe.each(["en", "ru"] as const)(
  "other ways into a row, in %s",
  (lang: Lang & keyof typeof UNLISTED) => {
    let user: TelegramUser;
    beforeAll(async () => {
      user = await connectedUser(harness, lang);
    });

    it("a country → its offers → an offer's days in that country", async () => {
      const top = await topPage(user, lang, "byCountry");
      const country = rowsOf(top.text)[0];
      harness.sandbox.control.clearCalls();
      const offers = await open(user, top, 1);
      // The country in the network's own name (italics), then what the level is by.
      expect(offers.page.html.split("\n")[0]).toContain(`<i>${country?.label}</i>`);
      const { rows: offerRows, last } = await allPages(user, offers.page, lang);
      expectSameTotals(offerRows, country);
      const geo = statsCalls(harness).find((c) => c.parts[0] === "statistics-geo");
      expect(geo?.call.query.sub_group).toBe("action_id");

      const offer = rowsOf(last.text)[0];
      harness.sandbox.control.clearCalls();
      const days = await open(user, last, offer?.rank ?? 1);
      const { rows: dayRows } = await allPages(user, days.page, lang);
      expect(dayRows).toHaveLength(14);
      expectSameTotals(dayRows, offer);
      expect(barClicks(days.chart.photo?.bytes)).toEqual(dayRows.map((r) => r.clicks));
      // Day by day, through the geo report's action_id filter.
      const filtered = statsCalls(harness).filter((c) => c.parts[0] === "statistics-geo");
      expect(filtered).toHaveLength(14);
      expect(new Set(filtered.map((c) => c.call.query.action_id)).size).toBe(1);
      expect(filtered[0]?.call.query.action_id).toMatch(/^\d+$/);
    });

    it("a channel → its offers (the unlisted ones as a row) → an offer's days in that channel", async () => {
      const top = await topPage(user, lang, "byChannel");
      const channel = rowsOf(top.text)[0];
      harness.sandbox.control.clearCalls();
      const offers = await open(user, top, 1);
      const { rows, last } = await allPages(user, offers.page, lang);
      expectSameTotals(rows, channel);
      expect(rows.at(-1)?.label).toBe(UNLISTED[lang]);
      const calls = statsCalls(harness);
      const listed = calls.find((c) => c.parts[0] === "statistics-offers");
      const channelId = listed?.call.query.channel_id;
      expect(Number(channelId)).toBeGreaterThan(0);
      // Its chart: the channel's days, each read through the geo report's channel_id filter.
      const days = calls.filter((c) => c.parts[0] === "statistics-geo");
      expect(days.map((c) => c.call.query.channel_id)).toEqual(Array(14).fill(channelId));
      expect(sum(barsOf(offers.chart), "clicks")).toBe(channel?.clicks);

      const offer = rowsOf(last.text)[0];
      harness.sandbox.control.clearCalls();
      const offerDays = await open(user, last, offer?.rank ?? 1);
      const { rows: dayRows } = await allPages(user, offerDays.page, lang);
      expect(dayRows).toHaveLength(14);
      expectSameTotals(dayRows, offer);
      const both = statsCalls(harness).filter((c) => c.parts[0] === "statistics-geo");
      expect(both).toHaveLength(14);
      for (const call of both) {
        expect(call.call.query.channel_id).toBe(channelId);
        expect(call.call.query.action_id).toMatch(/^\d+$/);
      }
    });

    it("a long period's channel: its offers, and why there is no chart", async () => {
      await user.send(`/stats ${addDays(to, -59)} ${to}`);
      const summary = await user.waitFor((m) => m.kind === "photo", { timeoutMs: 20_000 });
      user.press(LANGS[lang].byChannel, { messageId: summary.messageId });
      const top = await user.waitFor((m) => m.kind === "send" && rowsOf(m.text).length > 0);
      user.press(/^1\. /, { messageId: top.messageId });
      const page = await user.waitFor((m) => m.kind === "send" && m.messageId > top.messageId);
      expect(page.text).toContain(NO_CHART[lang]);
      const { rows } = await allPages(user, page, lang);
      expectSameTotals(rows, rowsOf(top.text)[0]);
    });

    it("an offer's subaccounts, switched to in place, add up to the offer", async () => {
      const top = await topPage(user, lang, "byOffer");
      const offer = rowsOf(top.text)[0];
      const days = await open(user, top, 1);
      user.press(LANGS[lang].bySub, { messageId: days.page.messageId });
      const subs = await user.next({ timeoutMs: 15_000 });
      expect(subs.kind).toBe("edit");
      expect(subs.messageId).toBe(days.page.messageId);
      const { rows } = await allPages(user, subs, lang);
      expectSameTotals(rows, offer);
      // ⬅ from the switched level still goes up to the offers.
      user.press(LANGS[lang].back, { messageId: subs.messageId });
      const up = await user.waitFor((m) => m.kind === "send", { timeoutMs: 15_000 });
      expect(rowsOf(up.text)).toEqual(rowsOf(top.text));
    });

    it("a press after the kept levels are gone has expired, and reads nothing", async () => {
      const top = await topPage(user, lang, "byOffer");
      const days = await open(user, top, 1);
      // What 30 minutes without a press do: the kept levels are dropped.
      await harness.app.storage.records("stats-drill").delete(user.id);
      harness.sandbox.control.clearCalls();
      const answered = user.callbackAnswers.length;
      user.press(/^1\. /, { messageId: days.page.messageId });
      await expect.poll(() => user.callbackAnswers.length).toBe(answered + 1);
      expect(user.callbackAnswers.at(-1)).toMatch(/expired|устарела/);
      user.press(LANGS[lang].back, { messageId: days.page.messageId });
      await expect.poll(() => user.callbackAnswers.length).toBe(answered + 2);
      expect(user.callbackAnswers.at(-1)).toMatch(/expired|устарела/);
      // The top page, an old message now: its rows' level is gone too.
      user.press(/^2\. /, { messageId: top.messageId });
      await expect.poll(() => user.callbackAnswers.length).toBe(answered + 3);
      expect(user.callbackAnswers.at(-1)).toMatch(/expired|устарела/);
      expect(statsCalls(harness)).toEqual([]);
    });
  },
);

describe("a one-day period and the door to an offer", () => {
  let user: TelegramUser;
  beforeAll(async () => {
    user = await connectedUser(harness, "en");
  });

  it("an offer of one day opens its hours directly", async () => {
    await user.send(`/stats ${to}`);
    const summary = await user.waitFor((m) => m.kind === "photo", { timeoutMs: 20_000 });
    user.press("By offer", { messageId: summary.messageId });
    const top = await user.waitFor((m) => m.kind === "send" && rowsOf(m.text).length > 0);
    const offer = rowsOf(top.text)[0];
    const hours = await open(user, top, 1);
    expect(hours.page.text.split("\n")[0]).toMatch(/ · by hour · /);
    const { rows } = await allPages(user, hours.page, "en");
    expect(rows).toHaveLength(24);
    expectSameTotals(rows, offer);
    expect(barClicks(hours.chart.photo?.bytes)).toEqual(rows.map((r) => r.clicks));
  });

  it("today's offer: the hours the network has begun, said to be so far", async () => {
    await user.send("/stats today");
    const summary = await user.waitFor((m) => m.kind === "photo", { timeoutMs: 20_000 });
    user.press("By offer", { messageId: summary.messageId });
    const top = await user.waitFor((m) => m.kind === "send" && rowsOf(m.text).length > 0);
    const offer = rowsOf(top.text)[0];
    const hours = await open(user, top, 1);
    expect(hours.page.text).toMatch(/is still counted by the network: its figures are so far/);
    const { rows } = await allPages(user, hours.page, "en");
    // Noon UTC is 15:00 at the network (Moscow): its hours 00 to 15 have begun.
    expect(rows).toHaveLength(16);
    expectSameTotals(rows, offer);
    expect(barClicks(hours.chart.photo?.bytes)).toEqual(rows.map((r) => r.clicks));
  });

  it("another feature's button opens an offer's row, ⬅ goes to the period's offers", async () => {
    await user.send(`/stats ${from} ${to}`);
    const summary = await user.waitFor((m) => m.kind === "photo", { timeoutMs: 20_000 });
    user.press("By offer", { messageId: summary.messageId });
    const top = await user.waitFor((m) => m.kind === "send" && rowsOf(m.text).length > 0);
    const offer = rowsOf(top.text)[1];
    const days = await open(user, top, 2);
    // The same row through the door, as the report card puts it on its top offers.
    const offerId = await offerIdNamed(offer?.label ?? "");
    const door = statsOfferRow(offer?.label ?? "", { from, to }, offerId, 0);
    const data = (door as { callback_data: string }).callback_data;
    expect(Buffer.byteLength(data)).toBeLessThanOrEqual(64);
    harness.botApi.injectUpdate({
      callback_query: {
        id: "door-1",
        from: user.from,
        message: harness.botApi.telegramMessage(user.id, summary.messageId),
        chat_instance: "1",
        data,
      },
    });
    const chart = await user.waitFor(
      (m) => m.kind === "photo" && m.messageId > days.page.messageId,
    );
    const page = await user.waitFor((m) => m.kind === "send" && m.messageId > chart.messageId);
    expect(page.text).toBe(days.page.text);
    user.press("⬅ Back", { messageId: page.messageId });
    const up = await user.waitFor((m) => m.kind === "send" && m.messageId > page.messageId);
    expect(rowsOf(up.text)).toEqual(rowsOf(top.text));
    for (const d of everyButtonData(harness, user))
      expect(Buffer.byteLength(d)).toBeLessThanOrEqual(64);
  });
});

describe("the door to an offer without traffic", () => {
  it("says the offer had none in the period", async () => {
    const user = await connectedUser(harness, "en");
    await user.send("/stats");
    const prompt = await user.waitFor((m) => m.buttons.length > 0);
    const door = statsOfferRow("", { from, to }, 987_654_321, 0);
    harness.botApi.injectUpdate({
      callback_query: {
        id: "door-quiet",
        from: user.from,
        message: harness.botApi.telegramMessage(user.id, prompt.messageId),
        chat_instance: "1",
        data: (door as { callback_data: string }).callback_data,
      },
    });
    const said = await user.waitFor(/had no traffic/);
    expect(said.text).toMatch(/^This offer had no traffic in \w{3} \d+ – \w{3} \d+\.$/);
  });
});

/** The network's id of the offer named `name` (read directly, as the card would know it). */
async function offerIdNamed(name: string): Promise<number> {
  const report = await directClient(harness).statistics.general({
    group_field: "action_id",
    date_from: from,
    date_to: to,
    limit: 1000,
  });
  return Number(report.items.find((item) => item.actionName === name)?.actionID);
}

/** A chart's bars as rows to sum. */
function barsOf(chart: { photo?: { bytes?: Uint8Array } }) {
  return bars(chart.photo?.bytes).map((bar, i) => ({
    rank: i + 1,
    label: "",
    clicks: bar.clicks,
    conversions: 0,
    cents: bar.cents,
  }));
}
