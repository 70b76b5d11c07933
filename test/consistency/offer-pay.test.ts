/**
 * What an offer pays reads one text on every screen that shows it — the offers
 * list, the card's pay line, the free-text search answer and the inline result — for every offer
 * of the sandbox, in en, ru and pt; the card of an offer paid by goal adds what its goals pay. The dashboard shows no offer's pay, so it has no line here.
 *
 * The network may give an offer a goal of a kind its own figures do not state (a registration
 * paying a small lead on a sale offer, or below a lead offer's span): some offers get one here,
 * as the network adds it, so an offer's goals and its own figures differ, as they were seen to.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TelegramUser } from "../../src/bot-api-stand-in/user.js";
import type { OfferListItem } from "../../src/publisher-api/index.js";
import { demoOffers } from "../catalog/support.js";
import { connectedUser, type Harness, startHarness } from "../support/harness.js";

let harness: Harness;
/** Every offer of the sandbox, as the API lists them (the list's own order). */
let offers: OfferListItem[];
/** Offers given a registration goal paying a lead their own figures may not state. */
const registered = new Set<number>();

/** Every fifth offer that states a pay of its own gets the goal: sale offers and lead offers. */
const REGISTRATION_EVERY = 5;
/** The registration's pay as any language writes it: "$0.50", "0,50 $", "US$ 0,50". */
const REGISTRATION_PAY = /(?<!\d)0[.,]50(?!\d)/;

beforeAll(async () => {
  harness = await startHarness();
  offers = await demoOffers(harness);
  const stating = offers.filter((o) => o.cpa.kind !== "none" || o.cpl.kind !== "none");
  stating.forEach((offer, i) => {
    if (i % REGISTRATION_EVERY !== 0) return;
    harness.sandbox.control.addGoal(offer.id, { title: "Registration", cpl: "0.50" });
    registered.add(offer.id);
  });
});
afterAll(async () => harness?.stop());

interface Words {
  lang: string;
  next: string;
  back: string;
  byGoal: string;
  notStated: string;
  goals: string;
}

const WORDS: Words[] = [
  {
    lang: "en",
    next: "Next ›",
    back: "« Back to the list",
    byGoal: "by goal",
    notStated: "not stated",
    goals: "🎯 Goals: ",
  },
  {
    lang: "ru",
    next: "Дальше ›",
    back: "« К списку",
    byGoal: "по целям",
    notStated: "не указано",
    goals: "🎯 Цели: ",
  },
  {
    lang: "pt",
    next: "Próxima ›",
    back: "« Voltar à lista",
    byGoal: "por meta",
    notStated: "não informado",
    goals: "🎯 Metas: ",
  },
];

/** What each screen says an offer pays, by offer id. */
interface Screens {
  list: Map<number, string>;
  card: Map<number, string>;
  /** the card's goals line, when it has one */
  goals: Map<number, string>;
  search: Map<number, string>;
  inline: Map<number, string>;
}

/** The list's pay line and the card's, every page, every offer (a card opened from its row). */
async function listAndCards(user: TelegramUser, words: Words, screens: Screens): Promise<void> {
  user.send("/offers");
  let page = await user.next();
  const pages = Number(/(\d+)\D*$/.exec(page.text)?.[1]);
  let index = 0;
  for (let p = 0; p < pages; p++) {
    // "1. Name ✅\n    sale 12%": the line under each offer's name.
    const rows = [...page.text.matchAll(/^(\d+)\. (.+?)(?: ✅)?\n {4}(.+)$/gm)];
    for (const [, rank, , pay] of rows) {
      const offer = offers[index++];
      if (!offer) throw new Error(`the list shows more offers than the sandbox holds`);
      screens.list.set(offer.id, pay ?? "");
      user.press(new RegExp(`^${rank}\\. `), { messageId: page.messageId });
      const card = await user.next();
      expect(card.text).toContain(`#${offer.id}`);
      screens.card.set(offer.id, /^💰 [^:]+: (.+)$/m.exec(card.text)?.[1] ?? "");
      const goals = card.text.split("\n").find((line) => line.startsWith(words.goals));
      if (goals) screens.goals.set(offer.id, goals.slice(words.goals.length));
      user.press(words.back, { messageId: page.messageId });
      page = await user.next();
    }
    if (p < pages - 1) {
      user.press(words.next, { messageId: page.messageId });
      page = await user.next();
    }
  }
}

/** The free-text search answer for each offer's id: the line under the offer it found. */
async function searches(user: TelegramUser, screens: Screens): Promise<void> {
  for (const offer of offers) {
    user.send(String(offer.id));
    const found = await user.next();
    const line = new RegExp(`^#${offer.id} · .*\\n {4}(.+)$`, "m").exec(found.text)?.[1];
    screens.search.set(offer.id, line ?? "");
  }
}

/** `@bot offer:` paged to the end: each joined offer's result says what it pays, then its link. */
async function inlineResults(user: TelegramUser, screens: Screens): Promise<void> {
  let offset = "";
  do {
    const answer = await user.inline("offer:", offset);
    for (const result of answer.results as unknown as { id: string; description?: string }[]) {
      const id = Number(result.id.replace(/^o/, ""));
      screens.inline.set(id, result.description?.split("\n")[0] ?? "");
    }
    offset = answer.next_offset ?? "";
  } while (offset);
}

describe("what an offer pays, on every screen", () => {
  it.each(WORDS)(
    "reads one text for every offer ($lang)",
    async (words) => {
      const user = await connectedUser(harness, words.lang);
      const screens: Screens = {
        list: new Map(),
        card: new Map(),
        goals: new Map(),
        search: new Map(),
        inline: new Map(),
      };
      await listAndCards(user, words, screens);
      await searches(user, screens);
      await inlineResults(user, screens);

      const differ: string[] = [];
      for (const offer of offers) {
        const list = screens.list.get(offer.id);
        const shown = {
          card: screens.card.get(offer.id),
          search: screens.search.get(offer.id),
          ...(offer.user_has_offer && offer.items.length > 0
            ? { inline: screens.inline.get(offer.id) }
            : {}),
        };
        const states = offer.cpa.kind !== "none" || offer.cpl.kind !== "none";
        for (const [screen, text] of Object.entries(shown)) {
          // The card of an offer paid by goal says what its goals pay after the list's words:
          // "by goal: lead $23.15", never "by goal" alone.
          const same =
            screen === "card" && !states
              ? text?.startsWith(`${list} — `) && /\d/.test(text)
              : text === list;
          if (!same) differ.push(`#${offer.id} list "${list}" ${screen} "${text}"`);
        }
        if (list === words.notStated || !list) differ.push(`#${offer.id} list "${list}"`);
        // An offer that states nothing of its own pays by goal, and says so everywhere.
        if (!states && list !== words.byGoal) differ.push(`#${offer.id} states nothing: "${list}"`);
        // The registration's lead is the goals' pay, in their own line, never the offer's.
        const goals = screens.goals.get(offer.id);
        const half = (text = "") => REGISTRATION_PAY.test(text);
        const goalsShown = states ? goals : screens.card.get(offer.id);
        if (registered.has(offer.id) && (!half(goalsShown) || half(list))) {
          differ.push(`#${offer.id} goals line "${screens.goals.get(offer.id)}"`);
        }
      }
      expect(differ.slice(0, 12), `${differ.length} disagreements`).toEqual([]);

      // Every offer of the sandbox went through the list, the card and the search.
      expect(screens.list.size).toBe(offers.length);
      expect(screens.search.size).toBe(offers.length);
      const joined = offers.filter((o) => o.user_has_offer && o.items.length > 0);
      expect(joined.length).toBeGreaterThan(0);
      expect(joined.every((o) => screens.inline.has(o.id))).toBe(true);
      expect(registered.size).toBeGreaterThan(0);
      console.info(
        `offer pay (${words.lang}): ${offers.length} offers through list, card and search, ` +
          `${joined.length} joined through inline, ${registered.size} with a registration goal`,
      );
    },
    300_000,
  );
});
