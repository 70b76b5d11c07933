import { InlineKeyboard } from "grammy";
import type { OfferListItem } from "../../publisher-api/index.js";
import { callbackKind } from "../callback-data.js";
import { OFFER_TABS, type OffersSearch, type OfferTab } from "../catalog-searches.js";
import type { WizardContext } from "../context.js";
import { offerCouponsButton } from "./coupons.js";
import { makeLinkButton } from "./link.js";
import { addPager, newRow } from "./paging.js";

/** `t` is the search token (see catalog-searches.ts); "" when a card was opened outside a list. */
export const offersPage = callbackKind("ofp", { t: "str", p: "int" });
export const offersTab = callbackKind("oft", { t: "str", tab: OFFER_TABS });
/** A broader search after an empty one: the same tab's whole list, no words. */
export const offersBroader = callbackKind("ofw", { t: "str" });
export const offerCard = callbackKind("ofc", { id: "int", t: "str", p: "int" });
export const OFFER_SECTIONS = ["links", "goals", "promo"] as const;
export type OfferSection = (typeof OFFER_SECTIONS)[number];
/** `p` pages promo materials; `lp` is the list page the card came from. */
export const offerSection = callbackKind("ofs", {
  id: "int",
  s: OFFER_SECTIONS,
  p: "int",
  t: "str",
  lp: "int",
});

function tabRow(ctx: WizardContext, keyboard: InlineKeyboard, token: string, active: OfferTab) {
  for (const tab of OFFER_TABS) {
    const label = ctx.t(`offers-tab-${tab}`);
    keyboard.text(tab === active ? `• ${label}` : label, offersTab.pack({ t: token, tab }));
  }
  return keyboard;
}

export function offersListKeyboard(
  ctx: WizardContext,
  token: string,
  search: OffersSearch,
  offers: OfferListItem[],
  page: { index: number; count: number; first: number },
): InlineKeyboard {
  const keyboard = tabRow(ctx, new InlineKeyboard(), token, search.tab);
  offers.forEach((offer, i) => {
    const name = offer.name.length > 48 ? `${offer.name.slice(0, 47)}…` : offer.name;
    const label = `${page.first + i + 1}. ${name || `#${offer.id}`}`;
    newRow(keyboard).text(label, offerCard.pack({ id: offer.id, t: token, p: page.index }));
  });
  return addPager(keyboard, ctx, page.index, page.count, (p) => offersPage.pack({ t: token, p }));
}

export function offersEmptyKeyboard(
  ctx: WizardContext,
  token: string,
  search: OffersSearch,
): InlineKeyboard {
  const keyboard = tabRow(ctx, new InlineKeyboard(), token, search.tab);
  if (search.words)
    newRow(keyboard).text(ctx.t("offers-broader"), offersBroader.pack({ t: token }));
  return keyboard;
}

export function offerCardKeyboard(
  ctx: WizardContext,
  offerId: number,
  token: string,
  listPage: number,
): InlineKeyboard {
  const section = (s: OfferSection) =>
    offerSection.pack({ id: offerId, s, p: 0, t: token, lp: listPage });
  const keyboard = new InlineKeyboard()
    .text(ctx.t("offers-button-links"), section("links"))
    .text(ctx.t("offers-button-goals"), section("goals"))
    .row()
    .text(ctx.t("offers-button-promo"), section("promo"))
    .text(ctx.t("offers-button-coupons"), offerCouponsButton.pack({ id: offerId }))
    .row()
    .text(ctx.t("offers-button-make-link"), makeLinkButton.pack({ id: offerId }));
  if (token)
    keyboard.row().text(ctx.t("offers-back-to-list"), offersPage.pack({ t: token, p: listPage }));
  return keyboard;
}

export function offerSectionKeyboard(
  ctx: WizardContext,
  values: { id: number; s: OfferSection; p: number; t: string; lp: number },
  pages: number,
): InlineKeyboard {
  const keyboard = addPager(new InlineKeyboard(), ctx, values.p, pages, (p) =>
    offerSection.pack({ ...values, p }),
  );
  return newRow(keyboard).text(
    ctx.t("offers-back-to-offer"),
    offerCard.pack({ id: values.id, t: values.t, p: values.lp }),
  );
}
