/**
 * The digest reads its reports for the few fields it shows (the rest are not parsed).
 * Its figures must still be the network's: each is checked against a full read of the same
 * reports (every field, the way /stats and the API's own tests read them), in en and ru.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays } from "../../../src/bot/format/local-time.js";
import {
  createPublisherApi,
  type PublisherClient,
  type StatisticsItem,
} from "../../../src/publisher-api/index.js";
import { connectUser, type Harness, startHarness } from "../../support/harness.js";

let harness: Harness;
let network: PublisherClient;
beforeAll(async () => {
  harness = await startHarness();
  network = createPublisherApi({ baseUrl: harness.sandbox.url }).forPublisher({
    apiKey: harness.demoKey,
  });
});
afterAll(async () => {
  await harness?.stop();
});

/** Every number in a line as written in either language ("2,316", "2 316", "$1,234.56"), digits only. */
const numbersOf = (line: string) =>
  (line.match(/\d(?:[\d.,\s\u00a0\u202f]*\d)?/g) ?? []).map((n) => Number(n.replace(/\D/g, "")));
const firstNumber = (text: string, mark: string) => {
  const line = text.split("\n").find((l) => l.startsWith(mark));
  return line === undefined ? undefined : numbersOf(line)[0];
};
const cents = (amount: number) => Math.round(amount * 100);
const earned = (i: StatisticsItem) => cents(i.commissionOpen) + cents(i.commissionApproved);
const counted = (i: StatisticsItem) => i.leadsOpen + i.leadsApproved + i.saleOpen + i.saleApproved;
const conversions = (i: StatisticsItem) =>
  i.leadsOpen + i.leadsApproved + i.leadsCancelled + i.saleOpen + i.saleApproved + i.saleCancelled;

/** The day the digest reported, as its call for that day's offers said. */
function reportedDay(): string {
  const day = harness.sandbox.control.calls
    .map((c) => c.path.match(/statistics-offers\/action_id\/([\d-]+)\/([\d-]+)$/))
    .find((m) => m && m[1] === m[2])?.[1];
  if (!day) throw new Error("the digest asked for no day's offers");
  return day;
}

async function digestNow(languageCode: string, button: RegExp): Promise<string> {
  const user = harness.user({ languageCode });
  await connectUser(harness, user);
  harness.sandbox.control.clearCalls();
  await user.send("/digest");
  await user.waitFor(/Daily digest|Ежедневная сводка/);
  user.press(button);
  const digest = await user.waitFor((m) => m.kind === "photo", { timeoutMs: 15_000 });
  return [digest.text, ...user.drain().map((m) => m.text)].join("\n");
}

describe("the digest's figures", () => {
  for (const { lang, button } of [
    { lang: "en", button: /Send me one now/ },
    { lang: "ru", button: /Прислать сейчас/ },
  ]) {
    it(`are those of a full read of the network's reports (${lang})`, async () => {
      const text = await digestNow(lang, button);
      const day = reportedDay();
      const all = { limit: 1000 } as const;
      const [days, offers, weekBefore, balance] = await Promise.all([
        network.statistics.general({
          group_field: "event_time_day",
          date_from: addDays(day, -1),
          date_to: day,
          ...all,
        }),
        network.statistics.offers({ date_from: day, date_to: day, ...all }),
        network.statistics.offers({
          date_from: addDays(day, -7),
          date_to: addDays(day, -1),
          ...all,
        }),
        network.account.balance(),
      ]);
      const reported = days.items.find((i) => i.eventTime?.startsWith(day));
      if (!reported) throw new Error(`the network has no figures for ${day}`);

      expect(firstNumber(text, "🖱")).toBe(reported.clickCount);
      expect(firstNumber(text, "📝")).toBe(counted(reported));
      expect(firstNumber(text, "💰")).toBe(earned(reported));
      expect(firstNumber(text, "💳")).toBe(cents(balance.available_balance));

      const top = offers.items
        .filter((i) => earned(i) > 0)
        .sort((a, b) => earned(b) - earned(a))
        .slice(0, 3);
      expect(top.length).toBeGreaterThan(0);
      const rows = text
        .split("\n")
        .map((l) => l.match(/^(\d)\. (.+) — (.+)$/))
        .filter((m) => m !== null)
        .map((m) => ({ offer: m[2], earned: numbersOf(m[3] ?? "")[0] }));
      expect(rows).toEqual(top.map((i) => ({ offer: i.actionName, earned: earned(i) })));

      // Offers converting 7+ times in the week before and not on the day are named (3 at most).
      const converted = new Set(
        offers.items.filter((i) => conversions(i) > 0).map((i) => i.actionID),
      );
      const stopped = weekBefore.items
        .filter((i) => !converted.has(i.actionID) && conversions(i) >= 7)
        .sort((a, b) => conversions(b) - conversions(a))
        .slice(0, 3);
      for (const offer of stopped) {
        const line = text.split("\n").find((l) => l.startsWith(`• ${offer.actionName} `));
        expect(line && numbersOf(line)[0]).toBe(conversions(offer));
      }
    });
  }
});
