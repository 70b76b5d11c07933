/**
 * The weekly report card of each account, pushed to a publisher with two (Alice active, Bruno the
 * other), acts for the account it is of: Bruno's card, tagged, opens Bruno's top offer (its days,
 * ⬅ his offers of the week) and sends his CSV by day while Alice stays active; once Bruno is
 * removed, his card's buttons say so and read nothing. On the suite's own clock, Monday
 * 23 November 2026 at 09:00 UTC.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BotMessage, TelegramUser } from "../../../src/bot-api-stand-in/user.js";
import { LANGUAGE_TRAITS } from "../../../src/languages.js";
import type { SandboxPublisher } from "../../../src/sandbox/index.js";
import { connectUser, type Harness, startHarness } from "../../support/harness.js";
import { digestJob } from "../digest/digest-support.js";
import { setUpWeekly } from "../digest/weekly-support.js";
import { allPages, expectSameTotals, LANGS, open, rowsOf, sum } from "../stats/drill-helpers.js";
import { clicksByCountry, directClient, statsCalls } from "../stats/helpers.js";
import { addAccount, removeAccount, switchTo } from "./support.js";

/** Sunday 22 November 2026, 10:00 UTC: set up the day before the card comes. */
const SUNDAY = new Date("2026-11-22T10:00:00Z");
const MONDAY = new Date("2026-11-23T09:00:00Z");
const WEEK = { from: "2026-11-16", to: "2026-11-22" };

let clock = SUNDAY;
let harness: Harness;
let alice: SandboxPublisher;
let bruno: SandboxPublisher;
beforeAll(async () => {
  harness = await startHarness({ now: () => clock });
  [alice, bruno] = harness.sandbox.publishers as unknown as [SandboxPublisher, SandboxPublisher];
}, 60_000);
afterAll(async () => harness?.stop());

const WORDS = {
  en: {
    csv: "⬇️ CSV by day",
    clicks: "Clicks",
    gone: "This account is no longer connected here: nothing changed.",
  },
  ru: {
    csv: "⬇️ CSV по дням",
    clicks: "Клики",
    gone: "Этот аккаунт здесь больше не подключён: ничего не изменилось.",
  },
} as const;

const ALICE = "👤 Alice Walker";
const BRUNO = "👤 Bruno Costa";
const heading = (message: BotMessage) => message.text.split("\n")[0];

/** The clicks column of a CSV summed, cut the way the language's spreadsheet does. */
function csvClicks(document: BotMessage, lang: keyof typeof WORDS): number {
  const { separator } = LANGUAGE_TRAITS[lang].csv;
  const text = Buffer.from(document.document?.bytes ?? new Uint8Array())
    .toString("utf8")
    .replace(/^\uFEFF/, "");
  const [header = "", ...lines] = text.trim().split("\r\n");
  const column = header.split(separator).indexOf(WORDS[lang].clicks);
  expect(column).toBeGreaterThan(0);
  return lines.reduce((total, line) => total + Number(line.split(separator)[column]), 0);
}

describe.each(["en", "ru"] as const)("a pushed weekly card of the other account, in %s", (lang) => {
  let user: TelegramUser;
  let card: BotMessage;

  beforeAll(async () => {
    clock = SUNDAY;
    user = harness.user({ languageCode: lang });
    await connectUser(harness, user, alice.apiKey);
    await addAccount(user, bruno);
    await switchTo(user, "Alice Walker");
    await setUpWeekly(user, "UTC", "09:00");
    user.drain();
    clock = MONDAY;
    await digestJob(harness).run(MONDAY);
    const cards = [
      await user.waitFor((m) => m.kind === "photo", { timeoutMs: 30_000 }),
      await user.waitFor((m) => m.kind === "photo", { timeoutMs: 30_000 }),
    ];
    expect(cards.map(heading).sort()).toEqual([ALICE, BRUNO]);
    card = cards.find((m) => heading(m) === BRUNO) ?? card;
  }, 120_000);

  it("its top offer opens Bruno's offer for the week, ⬅ his offers, while Alice is active", async () => {
    const brunoClicks = await clicksByCountry(
      directClient(harness, bruno.apiKey),
      WEEK.from,
      WEEK.to,
    );
    const aliceClicks = await clicksByCountry(
      directClient(harness, alice.apiKey),
      WEEK.from,
      WEEK.to,
    );
    expect(brunoClicks).not.toBe(aliceClicks);
    // Bruno's number (2: added second) on each of its buttons.
    const data = card.keyboard.flat().map((b) => b.callback_data ?? "");
    expect(data.length).toBeGreaterThan(1);
    for (const d of data) expect(d).toMatch(/^(stats-offer|report-csv):.*:2$/);

    const offer = await open(user, card, 1);
    expect(heading(offer.chart)).toBe(BRUNO);
    expect(heading(offer.page)).toBe(BRUNO);
    const days = await allPages(user, offer.page, lang);
    user.press(LANGS[lang].back, { messageId: offer.page.messageId });
    const offers = await user.waitFor((m) => m.kind === "send" && rowsOf(m.text).length > 0, {
      timeoutMs: 20_000,
    });
    expect(heading(offers)).toBe(BRUNO);
    expectSameTotals(days.rows, rowsOf(offers.text)[0]);
    expect(sum((await allPages(user, offers, lang)).rows, "clicks")).toBe(brunoClicks);
    expect((await harness.app.storage.accounts.of(user.id)).active?.label).toBe("Alice Walker");
  }, 120_000);

  it("its CSV by day is Bruno's week", async () => {
    const brunoClicks = await clicksByCountry(
      directClient(harness, bruno.apiKey),
      WEEK.from,
      WEEK.to,
    );
    user.press(WORDS[lang].csv, { messageId: card.messageId });
    const csv = await user.waitFor((m) => m.kind === "document", { timeoutMs: 20_000 });
    expect(heading(csv)).toBe(BRUNO);
    expect(csv.document?.filename).toBe(`report-${WEEK.from}-${WEEK.to}.csv`);
    expect(csvClicks(csv, lang)).toBe(brunoClicks);
  }, 60_000);

  it("once Bruno is removed, his card's buttons say so and read nothing", async () => {
    await removeAccount(harness, user, "Bruno Costa");
    harness.sandbox.control.clearCalls();
    const answered = user.callbackAnswers.length;
    user.press(WORDS[lang].csv, { messageId: card.messageId });
    user.press(/^1\. /, { messageId: card.messageId });
    await expect
      .poll(() => user.callbackAnswers.slice(answered))
      .toEqual([WORDS[lang].gone, WORDS[lang].gone]);
    expect(statsCalls(harness)).toEqual([]);
  }, 60_000);
});
