/**
 * A payout is on one day wherever it is shown, in the publisher's zone and language: under
 * /payouts, under /payouts' charges, on the dashboard's Payouts and on its Charges. Swept over
 * every payout of every demo publisher, for a publisher in Vladivostok (UTC+10, where a payout
 * requested after 14:00 UTC is on the next day) in en, ru and pt. A month a charge names is named
 * in the publisher's language, never written "2026-11".
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Texts } from "../../src/bot/speech/texts.js";
import type { BotMessage, TelegramUser } from "../../src/bot-api-stand-in/user.js";
import type { Language } from "../../src/languages.js";
import { createPublisherApi } from "../../src/publisher-api/index.js";
import { askApi, initDataOf } from "../features/dashboard/helpers.js";
import { testToday } from "../support/clock.js";
import { connectUser, type Harness, startHarness } from "../support/harness.js";
import { centsOf } from "./amounts.js";

/** This test's own texts. */
const texts = new Texts();

const LANGUAGES: readonly Language[] = ["en", "ru", "pt"];
const ZONE = "Asia/Vladivostok";
/** 17:00 UTC on the suite's day: 03:00 on the next day in Vladivostok. */
const at = new Date(`${testToday()}T17:00:00Z`);

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness({ now: () => at, env: { PUBLIC_URL: "https://bot.example.net" } });
}, 60_000);
afterAll(async () => harness?.stop());

/** Every page of a /payouts view, from the message shown, pressing "Older ›" until the last. */
async function allPages(user: TelegramUser, lang: Language, first: BotMessage): Promise<string[]> {
  const older = texts.translate(lang, "payouts-next");
  const pages = [first.text];
  let page = first;
  while (page.buttons.flat().includes(older)) {
    user.press(older, { messageId: page.messageId });
    page = await user.next();
    pages.push(page.text);
  }
  return pages;
}

interface Dated {
  /** the payout's id, as "#951000262" */
  id: string;
  cents: number;
  day: string;
}

interface DashboardMoney {
  payouts?: { amount: string; when: string; state: string }[];
  charges?: { amount: string; when: string; what: string }[];
}

const swept = { publishers: 0, payouts: 0, charges: 0 };

describe("a payout's day, on every screen that shows it", () => {
  afterAll(() => console.info(`payout dates swept: ${JSON.stringify(swept)}`));

  it.each(LANGUAGES)(
    "agrees under /payouts, its charges and the dashboard, in %s",
    async (lang) => {
      for (const publisher of harness.sandbox.publishers) {
        const user = harness.user({ languageCode: lang });
        await connectUser(harness, user, publisher.apiKey);
        await harness.app.storage.users.update(user.id, (s) => ({ ...s, timeZone: ZONE }));

        // /payouts: each payout's 📅 day, its amount and its id.
        user.send("/payouts");
        const payoutPages = await allPages(user, lang, await user.next());
        const payouts: Dated[] = [];
        for (const text of payoutPages) {
          for (const entry of text.split("\n\n").slice(1)) {
            const amount = /^\d+\. (.+?) — /m.exec(entry)?.[1];
            const day = /📅 ([^·\n]+?) ·/.exec(entry)?.[1];
            const id = /#\d+/.exec(entry)?.[0];
            if (amount && day && id) payouts.push({ id, cents: centsOf(amount), day });
          }
        }
        expect(payouts.length).toBeGreaterThan(2);

        // /payouts' charges: "day · amount · what", a payout's charge naming it.
        user.press(texts.translate(lang, "payouts-open-charges"));
        const chargePages = await allPages(user, lang, await user.next());
        const charges = chargePages
          .flatMap((text) => text.split("\n").slice(1))
          .map((line) => line.split(" · "))
          .filter((parts) => parts.length >= 3)
          .map(([day = "", amount = "", ...what]) => ({ day, amount, what: what.join(" · ") }));

        // The dashboard's Money tab.
        const asked = await askApi(harness, "money", initDataOf(harness, user, lang, at));
        const money = JSON.parse(asked.text) as DashboardMoney;
        const boardPayouts = money.payouts ?? [];
        const boardCharges = money.charges ?? [];
        expect(boardPayouts).toHaveLength(payouts.length);

        for (const payout of payouts) {
          const onBoard = boardPayouts.filter((p) => centsOf(p.amount) === payout.cents);
          expect(
            onBoard.map((p) => p.when),
            `${payout.id} on the dashboard's Payouts`,
          ).toContain(payout.day);
          const charge = charges.find((c) => c.what.includes(payout.id));
          expect(charge?.day, `${payout.id} under /payouts' charges`).toBe(payout.day);
          expect(centsOf(charge?.amount ?? "")).toBe(-payout.cents);
          const boardCharge = boardCharges.find((c) => c.what.includes(payout.id));
          expect(boardCharge?.when, `${payout.id} on the dashboard's Charges`).toBe(payout.day);
          swept.payouts++;
        }
        // Some were requested past midnight in Vladivostok, a day after their UTC day.
        const api = createPublisherApi({ baseUrl: harness.sandbox.url });
        const read = await api.forPublisher({ apiKey: publisher.apiKey }).account.payouts({});
        await api.close();
        expect(read.items.some((p) => Number(p.added_at.slice(11, 13)) >= 14)).toBe(true);

        // Every charge says the same on both screens; what it is for is the network's own words,
        // as it wrote them (marked as the network's), never rewritten into a sentence of ours.
        expect(boardCharges.map((c) => `${c.when} · ${c.amount} · ${c.what}`).sort()).toEqual(
          charges.map((c) => `${c.day} · ${c.amount} · ${c.what}`).sort(),
        );
        const client = createPublisherApi({ baseUrl: harness.sandbox.url });
        const written = new Set(
          (
            await client
              .forPublisher({ apiKey: publisher.apiKey })
              .account.chargeHistory({ limit: 500 })
          ).items.map((c) => c.description.trim()),
        );
        await client.close();
        for (const c of charges) expect(written, c.what).toContain(c.what);
        swept.charges += charges.length;
        swept.publishers++;
        user.dispose();
      }
    },
    120_000,
  );
});
