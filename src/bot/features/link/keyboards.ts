import { InlineKeyboard } from "grammy";
import { newRow } from "../../catalog/paging.js";
import type { RecentOffer } from "../../catalog/recent-offers.js";
import { callbackKind } from "../../core/callback-data.js";
import type { BotContext } from "../../core/context.js";
import { makeLinkButton } from "../../core/doors.js";
import { clip } from "../../format/clip.js";
import { skipButton } from "../../wizard/skip.js";

/** At the landing-page question: no landing page, the link leads to the offer's main page. */
export const linkMainPageButton = callbackKind("link-main", {});

export function linkTargetKeyboard(ctx: BotContext): InlineKeyboard {
  return new InlineKeyboard().text(ctx.t("link-main-page"), linkMainPageButton.pack({}));
}

/** The link wizard's offer choice: recent offers (or search results), one a row. */
export function linkOffersKeyboard(offers: RecentOffer[]): InlineKeyboard {
  const keyboard = new InlineKeyboard();
  for (const offer of offers) {
    const label = clip(offer.name, 40);
    newRow(keyboard).text(label || `#${offer.id}`, makeLinkButton.pack({ id: offer.id }));
  }
  return keyboard;
}

export function linkSubaccountKeyboard(ctx: BotContext): InlineKeyboard {
  return new InlineKeyboard().text(ctx.t("link-no-subaccount"), skipButton.pack({}));
}

/** Under a finished link: another one for the same offer. */
export function linkDoneKeyboard(ctx: BotContext, offerId: number): InlineKeyboard {
  return new InlineKeyboard().text(ctx.t("link-another"), makeLinkButton.pack({ id: offerId }));
}
