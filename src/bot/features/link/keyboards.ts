import { InlineKeyboard } from "grammy";
import type { RecentOffer } from "../../catalog/recent-offers.js";
import { callbackKind } from "../../core/callback-data.js";
import type { BotContext } from "../../core/context.js";
import { addCopyButton } from "../../core/copy-button.js";
import { makeLinkButton } from "../../core/doors.js";
import { offerChoicesKeyboard } from "../../offer-picker/offer-picker.js";
import { skipButton } from "../../wizard/skip.js";
import { withWayOut } from "../../wizard/way-out.js";

/** At the landing-page question: no landing page, the link leads to the offer's main page. */
export const linkMainPageButton = callbackKind("link-main", {});

export function linkTargetKeyboard(ctx: BotContext, back?: string): InlineKeyboard {
  const keyboard = new InlineKeyboard().text(ctx.t("link-main-page"), linkMainPageButton.pack({}));
  return withWayOut(ctx, keyboard, back);
}

/** The link wizard's offer choice: recent offers (or search results), one a row. */
export function linkOffersKeyboard(offers: RecentOffer[]): InlineKeyboard {
  return offerChoicesKeyboard(offers, (id) => makeLinkButton.pack({ id }));
}

export function linkSubaccountKeyboard(ctx: BotContext, back?: string): InlineKeyboard {
  const keyboard = new InlineKeyboard().text(ctx.t("link-no-subaccount"), skipButton.pack({}));
  return withWayOut(ctx, keyboard, back);
}

/** Under a finished link: the link copied in one tap, and another one for the same offer. */
export function linkDoneKeyboard(ctx: BotContext, offerId: number, url: string): InlineKeyboard {
  const keyboard = new InlineKeyboard();
  if (addCopyButton(keyboard, ctx.t("link-copy"), url)) keyboard.row();
  return keyboard.text(ctx.t("link-another"), makeLinkButton.pack({ id: offerId }));
}
