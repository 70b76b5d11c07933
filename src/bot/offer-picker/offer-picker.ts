/**
 * Choosing an offer by what a publisher remembers of it: its name (or part of it) or its id, as
 * /offers finds it. One picker for every place an offer is chosen (the link wizard, /alerts'
 * offers, the coupons' offer filter): the matches as buttons with their whole names.
 */
import { InlineKeyboard } from "grammy";
import type { PublisherClient } from "../../publisher-api/index.js";
import { newRow } from "../catalog/paging.js";
import type { RecentOffer } from "../catalog/recent-offers.js";
import { callbackKind } from "../core/callback-data.js";
import type { BotContext } from "../core/context.js";
import { clip, clipHtml } from "../format/clip.js";

/** An offer pressed among the matches (a wizard waits for it). */
export const offerPickButton = callbackKind("offer-pick", { id: "id" });

/** Matches shown at once: a phone's screen of buttons. */
export const MAX_MATCHES = 8;

/** "1203", "#1203", "1203 1410": ids; anything else is a name. */
export function typedOfferIds(text: string): number[] | undefined {
  const words = text.split(/[\s,;]+/).filter(Boolean);
  if (words.length === 0 || !words.every((word) => /^#?\d{1,9}$/.test(word))) return undefined;
  const ids = [...new Set(words.map((word) => Number(word.replace("#", ""))))];
  return ids.every((id) => id > 0) ? ids : undefined;
}

/**
 * The offers a typed text names: those ids, else those whose name holds the words (only joined
 * ones with `joined`: a link needs one).
 */
export async function matchingOffers(
  client: PublisherClient,
  text: string,
  options: { joined?: boolean } = {},
): Promise<RecentOffer[]> {
  const ids = typedOfferIds(text);
  const joined = options.joined ? { user_has_offer: true } : {};
  const { items } = ids
    ? await client.catalog.offers("all", { ids, limit: ids.length, ...joined })
    : await client.catalog.offers("all", { q: text, limit: MAX_MATCHES, ...joined });
  return items.map((offer) => ({ id: offer.id, name: offer.name.trim() }));
}

/** The offers one to a row, whole names (the data carries the id only); `data` packs a press. */
export function offerChoicesKeyboard(
  offers: readonly RecentOffer[],
  data: (id: number) => string = (id) => offerPickButton.pack({ id }),
  keyboard = new InlineKeyboard(),
): InlineKeyboard {
  for (const offer of offers) {
    newRow(keyboard).text(clip(offer.name, 100) || `#${offer.id}`, data(offer.id));
  }
  return keyboard;
}

/** "Offers matching …: pick one" or "nothing matches", for the picker's answers. */
export function matchesText(ctx: BotContext, words: string, found: number): string {
  const shown = clipHtml(words, 60);
  return found === 0
    ? ctx.t("offer-picker-none", { words: shown })
    : ctx.t("offer-picker-found", { words: shown });
}
