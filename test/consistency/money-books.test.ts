/**
 * For every demo publisher, in every language: /balance's figures are the dashboard Money tab's,
 * the main balance is what is available plus what is on hold, and "Requested, not paid yet" is
 * what the payouts not paid yet add up to, under /payouts and on the dashboard alike. Swept as the
 * network generated the books, after it makes a payout (the demo's `!payout`), and after it pays it
 * (`!paid`).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Texts } from "../../src/bot/speech/texts.js";
import type { TelegramUser } from "../../src/bot-api-stand-in/user.js";
import type { Language } from "../../src/languages.js";
import { askApi, initDataOf } from "../features/dashboard/helpers.js";
import { connectUser, type Harness, startHarness } from "../support/harness.js";
import { centsOf } from "./amounts.js";

/** This test's own texts. */
const texts = new Texts();

const LANGUAGES: readonly Language[] = ["en", "ru", "pt"];

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness({ env: { PUBLIC_URL: "https://bot.example.net" } });
}, 60_000);
afterAll(async () => harness?.stop());

interface Books {
  /** label → figure as /balance writes it */
  balance: Map<string, string>;
  payouts: { amount: string; state: string; unpaid: boolean }[];
}

/** /balance's lines, label → figure. */
async function balanceOf(user: TelegramUser): Promise<Map<string, string>> {
  user.send("/balance");
  const shown = await user.next();
  const lines = new Map<string, string>();
  for (const line of shown.text.split("\n")) {
    const at = line.lastIndexOf(": ");
    if (at > 0) lines.set(line.slice(0, at), line.slice(at + 2));
  }
  return lines;
}

/** Every /payouts entry, through every page: its amount, its state and whether it is paid. */
async function payoutsOf(user: TelegramUser, lang: Language): Promise<Books["payouts"]> {
  const notPaid = texts.translate(lang, "payouts-not-processed");
  const older = texts.translate(lang, "payouts-next");
  user.send("/payouts");
  let page = await user.next();
  const entries: Books["payouts"] = [];
  for (;;) {
    for (const entry of page.text.split("\n\n").slice(1)) {
      const head = /^\d+\. (.+?) — (.+)$/m.exec(entry);
      if (!head) continue;
      entries.push({
        amount: head[1] ?? "",
        state: head[2] ?? "",
        unpaid: entry.includes(notPaid),
      });
    }
    if (!page.buttons.flat().includes(older)) return entries;
    user.press(older, { messageId: page.messageId });
    page = await user.next();
  }
}

interface MoneyAnswer {
  available: string;
  lines: { label: string; value: string }[];
  payouts?: { amount: string; when: string; state: string }[];
}

/** The books as a new user of `lang` connected to the publisher sees them, bot and dashboard. */
async function readBooks(apiKey: string, lang: Language) {
  const user = harness.user({ languageCode: lang });
  await connectUser(harness, user, apiKey);
  const balance = await balanceOf(user);
  const payouts = await payoutsOf(user, lang);
  const asked = await askApi(harness, "money", initDataOf(harness, user, lang));
  expect(asked.status).toBe(200);
  const money = JSON.parse(asked.text) as MoneyAnswer;
  user.dispose();
  return { balance, payouts, money };
}

function expectBooksAgree(lang: Language, books: Awaited<ReturnType<typeof readBooks>>) {
  const { balance, payouts, money } = books;
  const figure = (key: string) => {
    const value = balance.get(texts.translate(lang, key));
    expect(value, `/balance has "${texts.translate(lang, key)}"`).toBeDefined();
    return value ?? "";
  };
  // The dashboard shows /balance's own figures.
  expect(money.available).toBe(figure("balance-available"));
  for (const line of money.lines) expect(line.value, line.label).toBe(balance.get(line.label));
  expect(money.lines.map((l) => l.label)).toEqual(
    ["balance-main", "balance-hold-advertisers", "balance-hold-network", "balance-on-payment"].map(
      (key) => texts.translate(lang, key),
    ),
  );
  // The main balance is what can be withdrawn plus what is on hold.
  expect(centsOf(figure("balance-main"))).toBe(
    centsOf(figure("balance-available")) +
      centsOf(figure("balance-hold-advertisers")) +
      centsOf(figure("balance-hold-network")),
  );
  // "Requested, not paid yet" is the payouts not paid yet, added up.
  const unpaid = payouts.filter((p) => p.unpaid).reduce((sum, p) => sum + centsOf(p.amount), 0);
  expect(centsOf(figure("balance-on-payment"))).toBe(unpaid);
  // The dashboard lists the same payouts, each with the same amount and state.
  const pairs = (list: { amount: string; state: string }[]) =>
    list.map((p) => `${p.amount} · ${p.state}`).sort();
  expect(pairs(money.payouts ?? [])).toEqual(pairs(payouts));
}

describe("the money books of every demo publisher agree on every screen", () => {
  const swept = new Set<string>();
  afterAll(() => {
    // How many publisher × language × stage readings the sweep compared.
    console.info(`money books swept: ${swept.size} readings`);
  });

  const sweep = async (stage: string) => {
    const publishers = harness.sandbox.publishers;
    expect(publishers.length).toBeGreaterThanOrEqual(2);
    for (const publisher of publishers) {
      for (const lang of LANGUAGES) {
        const books = await readBooks(publisher.apiKey, lang);
        expectBooksAgree(lang, books);
        swept.add(`${publisher.id}:${lang}:${stage}`);
      }
    }
  };

  it("as the network generated them", async () => {
    await sweep("generated");
  }, 120_000);

  const made = new Map<number, number>();
  it("after the network makes each publisher a payout (the demo's !payout 120.5)", async () => {
    for (const publisher of harness.sandbox.publishers) {
      made.set(publisher.id, harness.sandbox.control.addPayout(publisher.id, 120.5));
    }
    await sweep("payout made");
    // The payout made is one of those not paid yet.
    const [first] = harness.sandbox.publishers;
    const books = await readBooks(first?.apiKey ?? "", "en");
    expect(books.payouts.some((p) => p.unpaid && centsOf(p.amount) === 12_050)).toBe(true);
  }, 120_000);

  it("after the network pays it (the demo's !paid)", async () => {
    for (const publisher of harness.sandbox.publishers) {
      harness.sandbox.control.payPayout(publisher.id, made.get(publisher.id) ?? 0);
    }
    await sweep("payout paid");
    expect(swept.size).toBe(harness.sandbox.publishers.length * LANGUAGES.length * 3);
  }, 120_000);
});

describe("a publisher who had the Money tab open when the network made a payout", () => {
  it("sees on it the books /balance shows now, not the ones from before", async () => {
    const [publisher] = harness.sandbox.publishers;
    const user = harness.user({ languageCode: "en" });
    await connectUser(harness, user, publisher?.apiKey);
    const initData = initDataOf(harness, user, "en");
    const before = JSON.parse((await askApi(harness, "money", initData)).text) as MoneyAnswer;
    harness.sandbox.control.addPayout(publisher?.id ?? 0, 75.25);
    const balance = await balanceOf(user);
    const after = JSON.parse((await askApi(harness, "money", initData)).text) as MoneyAnswer;
    expect(after.available).not.toBe(before.available);
    expect(after.available).toBe(balance.get(texts.translate("en", "balance-available")));
    for (const line of after.lines) expect(line.value, line.label).toBe(balance.get(line.label));
    user.dispose();
  }, 60_000);
});
