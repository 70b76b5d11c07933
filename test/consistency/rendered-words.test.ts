/**
 * The screens as a Russian or Portuguese publisher reads them: the main screens driven
 * through the bot over HTTP (commands, an offer's card, the charges), every text and button swept
 * for English words and raw ids. test/core/glossary.test.ts holds the texts as written; this holds
 * what they become with the network's data in them.
 *
 * What a screen may carry in Latin letters: the glossary's allow-list (locales/ru/glossary.txt's
 * `latin:`), the network's names of things (offers, coupons, goods: names, not words of ours), what
 * stands in <code> or a link, commands, and the network's own words where they are marked as its
 * own (in italics, with the legend under them). An English word is any word of the English texts
 * (locales/en) that no text of the language uses, or one of the glossary's `untranslated:` words.
 */
import { readdirSync, readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BotMessage, TelegramUser } from "../../src/bot-api-stand-in/user.js";
import { createPublisherApi } from "../../src/publisher-api/index.js";
import { receiverEnv } from "../features/alerts/support.js";
import { connectedUser, type Harness, startHarness } from "../support/harness.js";

const LOCALES = new URL("../../locales/", import.meta.url);

/** Every word of a language's texts (placeables and comments left out), lower case. */
function wordsOf(language: string): Set<string> {
  const words = new Set<string>();
  const dir = new URL(`${language}/`, LOCALES);
  for (const file of readdirSync(dir).filter((name) => name.endsWith(".ftl"))) {
    for (const line of readFileSync(new URL(file, dir), "utf8").split("\n")) {
      if (line.startsWith("#")) continue;
      const text = line
        .replace(/^[a-zA-Z][\w-]*\s*=/, " ")
        .replace(/\{[^{}]*\}/g, " ")
        .replace(/^\s*\*?\[[\w-]+\]/, " ")
        .replace(/<[^>]*>/g, " ");
      for (const word of text.match(/\p{L}+/gu) ?? []) words.add(word.toLowerCase());
    }
  }
  return words;
}

function glossaryList(language: string, name: string): string[] {
  const text = readFileSync(new URL(`${language}/glossary.txt`, LOCALES), "utf8");
  const line = text.split("\n").find((l) => l.startsWith(`${name}:`)) ?? "";
  return line
    .slice(name.length + 1)
    .split(",")
    .map((w) => w.trim())
    .filter(Boolean);
}

const ENGLISH = wordsOf("en");

/** The English words a screen of `language` must not show. */
function englishFor(language: string): Set<string> {
  const own = wordsOf(language);
  const english = [...ENGLISH].filter((word) => word.length >= 3 && !own.has(word));
  // Words the network writes in English that our English texts do not use.
  const network = ["approved", "commission", "bonus", "quality", "finance", "banking", "for"];
  return new Set([
    ...english,
    ...network,
    ...countryWords(language),
    ...glossaryList(language, "untranslated"),
  ]);
}

/** The words of the countries' English names that their names in `language` do not share. */
function countryWords(language: string): string[] {
  const en = new Intl.DisplayNames("en", { type: "region" });
  const own = new Intl.DisplayNames(language, { type: "region" });
  const words: string[] = [];
  for (const a of "ABCDEFGHIJKLMNOPQRSTUVWXYZ") {
    for (const b of "ABCDEFGHIJKLMNOPQRSTUVWXYZ") {
      const english = en.of(a + b);
      const local = own.of(a + b)?.toLowerCase() ?? "";
      if (!english || english === a + b) continue;
      for (const word of english.toLowerCase().match(/\p{L}{3,}/gu) ?? []) {
        if (!local.includes(word)) words.push(word);
      }
    }
  }
  return words;
}

/** The legend under the network's own words, in the language. */
function legendOf(language: string): string {
  const core = readFileSync(new URL(`${language}/core.ftl`, LOCALES), "utf8");
  const line = /^network-words-legend = (.+)$/m.exec(core)?.[1] ?? "";
  return line.trim();
}

/** Raw ids and zone ids where a name belongs. */
const RAW = [
  /\b(?:Africa|America|Antarctica|Asia|Atlantic|Australia|Europe|Indian|Pacific|Etc)\/[A-Za-z_]+/,
  /(?:цель|цели|meta|goal|target)\s*[:→]\s*\d+/iu,
  /(?:оффер\p{L}*|ofertas?|offers?)\s*[:→]\s*\d{3,}/iu,
  /(?:категори\p{L}*|categori\p{L}*)\s*[:→]\s*\d+/iu,
];

const CURRENCIES = new Set(Intl.supportedValuesOf("currency"));

let harness: Harness;
/** The network's names of things (offers, coupons, goods): names, in whatever letters. */
let names: string[] = [];

beforeAll(async () => {
  harness = await startHarness({ env: await receiverEnv() });
  const api = createPublisherApi({ baseUrl: harness.sandbox.url });
  try {
    const client = api.forPublisher({ apiKey: harness.demoKey });
    const [offers, coupons, goods, banners, rotators, postbacks, payouts, profile] =
      await Promise.all([
        client.catalog.offers("all", { limit: 1000 }),
        client.catalog.coupons({ limit: 200, sort: "id", sort_type: "desc" }),
        client.catalog.goods({ limit: 200 }),
        client.tools.banners({ limit: 200 }),
        client.tools.rotators({ limit: 100 }),
        client.tools.postbacks({ limit: 100 }),
        client.account.payouts({ limit: 100 }),
        client.account.profile(),
      ]);
    // The publisher's own names (their postbacks, rotators, subaccounts, themselves) are names too.
    names = [
      ...offers.items.map((o) => o.name),
      // A coupon's description is the network's words, not a name: it must be marked as such.
      ...coupons.items.flatMap((c) => [c.name, c.offer_name, c.promo_code]),
      ...goods.items.flatMap((g) => [g.name, g.offer_name]),
      ...banners.items.map((b) => b.name),
      ...rotators.items.flatMap((r) => [r.name, r.subaccount]),
      ...postbacks.items.map((p) => p.name),
      ...payouts.items.map((p) => p.name),
      `${profile.first_name} ${profile.last_name}`,
      // The postback the bot makes for alerts: one name the publisher finds in the network's site.
      "Telegram alerts",
    ];
    names = byLength(names);
  } finally {
    await api.close();
  }
});

const plainOf = (html: string) =>
  html
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&");

/** Longest first, so a name that holds another is taken out whole. */
const byLength = (list: readonly string[]) =>
  [...new Set(list.map((n) => n.trim()).filter((n) => n.length > 2))].sort(
    (a, b) => b.length - a.length,
  );

/** The network's names of an offer's goals and promo materials. */
async function offerNames(offerId: number): Promise<string[]> {
  const api = createPublisherApi({ baseUrl: harness.sandbox.url });
  try {
    const client = api.forPublisher({ apiKey: harness.demoKey });
    const [goals, promo] = await Promise.all([
      client.catalog.offerGoals(offerId),
      client.catalog.promo(offerId, { limit: 50 }),
    ]);
    return [...goals.map((goal) => goal.title), ...promo.items.map((item) => item.name)];
  } finally {
    await api.close();
  }
}
afterAll(async () => harness?.stop());

/** What a screen shows in words of its own, the allowed parts taken out. */
function shownWords(message: BotMessage, legend: string): string {
  let html = message.html || message.text;
  // The network's own words, marked as such (a button that names one of them carries them too).
  const marked = message.text.includes(legend)
    ? [...html.matchAll(/<i>([\s\S]*?)<\/i>/g)].map((m) => plainOf(m[1] ?? "").trim())
    : [];
  if (marked.length > 0) html = html.replace(/<i>[\s\S]*?<\/i>/g, " ");
  html = html
    .replace(/<code>[\s\S]*?<\/code>/g, " ")
    .replace(/<pre>[\s\S]*?<\/pre>/g, " ")
    .replace(/<a [^>]*>[\s\S]*?<\/a>/g, " ")
    .replace(/<[^>]*>/g, " ");
  let text = [plainOf(html), ...message.buttons.flat()].join("\n");
  for (const name of [...names, ...byLength(marked)]) text = text.split(name).join(" ");
  return text
    .replace(/(?<![\p{L}])[A-Z]{1,3}\$/gu, " ") // a currency's sign as Intl writes it: R$, US$
    .replace(/\b\d+x\d+\b/g, " ") // a banner size as the network names it (728x90)
    .replace(/https?:\/\/\S*/g, " ")
    .replace(/[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g, " ")
    .replace(/(?<![\p{L}\p{N}])\/[a-z_]+/gu, " ")
    .replace(/[\w-]+(?:\.[\w-]+)+/g, " ");
}

/** Sends a command and collects every message it brings (until the bot is quiet). */
async function screensOf(user: TelegramUser, send: () => void): Promise<BotMessage[]> {
  send();
  const seen = [await user.next({ timeoutMs: 8000 })];
  for (;;) {
    try {
      seen.push(await user.next({ timeoutMs: 600 }));
    } catch {
      return seen;
    }
  }
}

const COMMANDS = [
  "/start",
  "/help",
  "/offers",
  "/coupons",
  "/goods",
  "/stats",
  "/report",
  "/balance",
  "/payouts",
  "/postbacks",
  "/watch",
  "/alerts",
  "/autopost",
  "/team",
  "/rotators",
  "/banners",
  "/textshift",
  "/digest",
  "/accounts",
  "/claims",
  "/link",
  "/cancel",
  "/language",
];

const LANGUAGES = ["ru", "pt"] as const;
interface Rules {
  english: Set<string>;
  latin?: Set<string>;
  legend: string;
}
const RULES = new Map<string, Rules>(
  LANGUAGES.map((language) => [
    language,
    {
      english: englishFor(language),
      latin: language === "ru" ? new Set(glossaryList("ru", "latin")) : undefined,
      legend: legendOf(language),
    },
  ]),
);
const rulesOf = (language: string): Rules => {
  const rules = RULES.get(language);
  if (!rules) throw new Error(`no rules for ${language}`);
  return rules;
};

/** What a screen of `language` shows that it must not: English words and raw ids. */
function sweep(message: BotMessage, language: (typeof LANGUAGES)[number]): string[] {
  const { english, latin, legend } = rulesOf(language);
  const found: string[] = [];
  const words = shownWords(message, legend);
  for (const word of words.match(/[\p{L}_]+/gu) ?? []) {
    const isLatin = /^[A-Za-z_]+$/.test(word);
    // A currency's code (USD) is how every language writes it.
    if (CURRENCIES.has(word)) continue;
    if (english.has(word.toLowerCase()) || (latin && isLatin && !latin.has(word))) {
      found.push(`“${word}” in ${line(words, word)}`);
    }
  }
  for (const pattern of RAW) {
    const raw = pattern.exec(message.text)?.[0];
    if (raw) found.push(`raw “${raw}”`);
  }
  return [...new Set(found)];
}

const screen = (html: string): BotMessage => ({
  messageId: 1,
  kind: "send",
  text: html.replace(/<[^>]*>/g, ""),
  html,
  buttons: [],
  keyboard: [],
});

describe("the sweep", () => {
  it("finds what the walk in three languages found", () => {
    expect(sweep(screen("📂 Категории: Finance, Banking"), "ru")).toEqual([
      "“Finance” in 📂 Категории: Finance, Banking",
      "“Banking” in 📂 Категории: Finance, Banking",
    ]);
    expect(sweep(screen("🌍 Regiões: Spain, Russia"), "pt")).toEqual([
      "“Spain” in 🌍 Regiões: Spain, Russia",
      "“Russia” in 🌍 Regiões: Spain, Russia",
    ]);
    expect(sweep(screen("🖱 Окно: цель: 2"), "ru")).toEqual(["raw “цель: 2”"]);
    expect(sweep(screen("🎯 Офферы: 4861"), "ru")).toEqual(["raw “Офферы: 4861”"]);
    expect(sweep(screen("часовой пояс Pacific/Pago_Pago"), "ru")).toContain(
      "raw “Pacific/Pago_Pago”",
    );
    // The network's words, marked as its own, pass.
    const { legend } = rulesOf("ru");
    expect(sweep(screen(`📂 Категории: <i>Finance, Banking</i>\n<i>${legend}</i>`), "ru")).toEqual(
      [],
    );
  });
});

describe.each(LANGUAGES)("the screens in %s", (language) => {
  it("show no English word outside the glossary's allow-list and no raw id", async () => {
    const user = await connectedUser(harness, language);
    const screens: { where: string; message: BotMessage }[] = [];
    for (const command of COMMANDS) {
      for (const message of await screensOf(user, () => user.send(command))) {
        screens.push({ where: command, message });
      }
    }
    /** Presses a button of a screen seen already; its screens are swept too. */
    async function press(from: string, button: (label: string) => boolean, where: string) {
      const message = screens.findLast((s) => s.where === from)?.message;
      const label = message?.buttons.flat().find(button);
      if (!message || !label) throw new Error(`no button for ${where} on ${from}`);
      for (const shown of await screensOf(user, () =>
        user.press(label, { messageId: message.messageId }),
      )) {
        screens.push({ where, message: shown });
      }
    }
    await press("/offers", (b) => /^1\. /.test(b), "offer card");
    // The offer's goals and promo materials, by the network's names for them.
    const card = screens.find((s) => s.where === "offer card")?.message;
    const offerId = Number(/· #(\d+)/.exec(card?.text ?? "")?.[1]);
    names = byLength([...names, ...(await offerNames(offerId))]);
    await press("offer card", (b) => b.startsWith("🎯"), "offer goals");
    await press("offer goals", (b) => b.startsWith("«"), "offer card again");
    await press("offer card again", (b) => b.startsWith("🖼"), "offer promo");
    await press("/stats", () => true, "/stats today");
    // Last week's card, its first offer opened, that offer's first day, and its hours.
    await press("/report", (b) => /^(Прошлая неделя|Semana passada)$/.test(b), "report card");
    await press("report card", (b) => /^1\. /.test(b), "an offer's days");
    await press("an offer's days", (b) => /^1\. /.test(b), "an offer's day by hour");
    await press("/payouts", (b) => b.startsWith("🧾"), "charges");
    await press("/start", (b) => b.startsWith("👤"), "account");
    await press("/start", (b) => b.startsWith("⚙️"), "settings");
    // The first rotator and postback (their buttons carry the publisher's names for them).
    await press("/rotators", (b) => !/^[➕🔍]/u.test(b), "rotator card");
    await press("/postbacks", (b) => /^🟢/u.test(b), "postback card");
    expect(screens.length).toBeGreaterThan(COMMANDS.length);

    const found = screens.flatMap(({ where, message }) =>
      sweep(message, language).map((f) => `${where}: ${f}`),
    );
    expect([...new Set(found)]).toEqual([]);
  });
});

const line = (text: string, word: string) =>
  (text.split("\n").find((l) => l.includes(word)) ?? "").trim().slice(0, 120);
