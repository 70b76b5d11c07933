import { InlineKeyboard } from "grammy";
import type { OfferListItem } from "../../../publisher-api/index.js";
import { addChoices, addPager, type Choice, newRow } from "../../catalog/paging.js";
import { OFFER_TABS, type OffersSearch, type OfferTab } from "../../catalog/searches.js";
import { callbackKind } from "../../core/callback-data.js";
import type { BotContext } from "../../core/context.js";
import { addCopyButton } from "../../core/copy-button.js";
import {
  makeLinkButton,
  offerCardButton,
  offerCouponsButton,
  offerSiteButton,
} from "../../core/doors.js";

/** `search` is the saved search's token (catalog/searches.ts); "" when a card was opened outside a list. */
export const offersPage = callbackKind("offers-page", { search: "str", page: "int" });
export const offersTab = callbackKind("offers-tab", { search: "str", tab: OFFER_TABS });
/** A broader search after an empty one: the same tab's whole list, no words, no filters. */
export const offersBroader = callbackKind("offers-broader", { search: "str" });
export const OFFER_FILTERS = ["category", "region", "traffic"] as const;
export type OfferFilter = (typeof OFFER_FILTERS)[number];
export const offersFilterMenu = callbackKind("offers-filter-menu", {
  search: "str",
  filter: OFFER_FILTERS,
});
/** `value` is the chosen id; 0 means "any". */
export const offersFilter = callbackKind("offers-filter", {
  search: "str",
  filter: OFFER_FILTERS,
  value: "int",
});
export const offerCard = offerCardButton;
export const OFFER_SECTIONS = ["links", "goals", "promo"] as const;
export type OfferSection = (typeof OFFER_SECTIONS)[number];
/** `page` pages promo materials; `listPage` is the list page the card came from. */
export const offerSection = callbackKind("offer-section", {
  id: "id",
  section: OFFER_SECTIONS,
  page: "int",
  search: "str",
  listPage: "int",
});

function tabRow(ctx: BotContext, keyboard: InlineKeyboard, token: string, active: OfferTab) {
  for (const tab of OFFER_TABS) {
    const label = ctx.t(`offers-tab-${tab}`);
    keyboard.text(tab === active ? `• ${label}` : label, offersTab.pack({ search: token, tab }));
  }
  return keyboard;
}

/** The filter values' names, or "" for "any". */
export type FilterLabels = Record<OfferFilter, string>;

/** The category (the longest names) on a row of its own, region and traffic beside each other. */
function filterRow(ctx: BotContext, keyboard: InlineKeyboard, token: string, labels: FilterLabels) {
  for (const f of OFFER_FILTERS) {
    if (f !== "traffic") newRow(keyboard);
    const value = labels[f] || ctx.t(`offers-any-${f}`);
    keyboard.text(
      ctx.t(`offers-filter-${f}`, { value }),
      offersFilterMenu.pack({ search: token, filter: f }),
    );
  }
  return keyboard;
}

export function isFiltered(search: OffersSearch): boolean {
  return Boolean(search.words || search.categoryId || search.regionId || search.trafficId);
}

export function offersListKeyboard(
  ctx: BotContext,
  token: string,
  search: OffersSearch,
  labels: FilterLabels,
  offers: readonly OfferListItem[],
  page: { index: number; count: number; first: number },
): InlineKeyboard {
  const keyboard = filterRow(
    ctx,
    tabRow(ctx, new InlineKeyboard(), token, search.tab),
    token,
    labels,
  );
  offers.forEach((offer, i) => {
    const name = offer.name.length > 48 ? `${offer.name.slice(0, 47)}…` : offer.name;
    const label = `${page.first + i + 1}. ${name || `#${offer.id}`}`;
    newRow(keyboard).text(label, offerCard.pack({ id: offer.id, search: token, page: page.index }));
  });
  return addPager(keyboard, ctx, page.index, page.count, (p) =>
    offersPage.pack({ search: token, page: p }),
  );
}

export function offersEmptyKeyboard(
  ctx: BotContext,
  token: string,
  search: OffersSearch,
  labels: FilterLabels,
): InlineKeyboard {
  const keyboard = filterRow(
    ctx,
    tabRow(ctx, new InlineKeyboard(), token, search.tab),
    token,
    labels,
  );
  if (isFiltered(search))
    newRow(keyboard).text(ctx.t("offers-broader"), offersBroader.pack({ search: token }));
  return keyboard;
}

/** A favourite starred (`on`) or unstarred from the card; `search` and `page` the card's own. */
export const offerFavourite = callbackKind(
  "offer-favourite",
  {
    id: "id",
    on: ["on", "off"],
    search: "str",
    page: "int",
  },
  { writes: true },
);

/** What the card's keyboard reads of the offer. */
export interface OfferCard {
  text: string;
  offer: Pick<OfferListItem, "id" | "user_has_offer">;
  favourite: boolean;
  /** the network took it from the publisher (offer-access/offers-left.ts): its page, not "join" */
  paused?: boolean;
}

/** The offer's page on the network's site, where a publisher joins it; none when not configured. */
function joinUrl(ctx: BotContext, offerId: number): string | undefined {
  return ctx.deps.config.networkOfferUrl?.replace("{id}", String(offerId));
}

export function offerCardKeyboard(
  ctx: BotContext,
  card: OfferCard,
  token: string,
  listPage: number,
): InlineKeyboard {
  const offerId = card.offer.id;
  const section = (s: OfferSection) =>
    offerSection.pack({ id: offerId, section: s, page: 0, search: token, listPage: listPage });
  const keyboard = new InlineKeyboard()
    .text(ctx.t("offers-button-links"), section("links"))
    .text(ctx.t("offers-button-goals"), section("goals"))
    .row()
    .text(ctx.t("offers-button-promo"), section("promo"))
    .text(
      ctx.t("offers-button-coupons"),
      offerCouponsButton.pack({ id: offerId, search: token, page: listPage }),
    )
    .row()
    .text(ctx.t("offers-button-make-link"), makeLinkButton.pack({ id: offerId }))
    .text(
      ctx.t("site-open"),
      offerSiteButton.pack({ id: offerId, months: "3", search: token, page: listPage }),
    )
    .row()
    .text(
      ctx.t(card.favourite ? "offers-button-unfavourite" : "offers-button-favourite"),
      offerFavourite.pack({
        id: offerId,
        on: card.favourite ? "off" : "on",
        search: token,
        page: listPage,
      }),
    );
  const join = card.offer.user_has_offer ? undefined : joinUrl(ctx, offerId);
  if (join)
    keyboard
      .row()
      .url(ctx.t(card.paused ? "offers-button-network-page" : "offers-button-join"), join);
  if (token)
    keyboard
      .row()
      .text(ctx.t("offers-back-to-list"), offersPage.pack({ search: token, page: listPage }));
  return keyboard;
}

/** What a section lets the publisher copy in one tap: its links, its promo codes. */
export interface Copy {
  label: string;
  text: string;
}

export function offerSectionKeyboard(
  ctx: BotContext,
  values: { id: number; section: OfferSection; page: number; search: string; listPage: number },
  pages: number,
  copies: readonly Copy[] = [],
): InlineKeyboard {
  const keyboard = new InlineKeyboard();
  for (const copy of copies) addCopyButton(newRow(keyboard), copy.label, copy.text);
  addPager(keyboard, ctx, values.page, pages, (page) => offerSection.pack({ ...values, page }));
  return newRow(keyboard).text(
    ctx.t("offers-back-to-offer"),
    offerCard.pack({ id: values.id, search: values.search, page: values.listPage }),
  );
}

/** One filter's values from the cached reference list, "any" first; Back returns to the list. */
export function offersFilterKeyboard(
  ctx: BotContext,
  token: string,
  filter: OfferFilter,
  choices: Choice[],
  selected: number,
): InlineKeyboard {
  const options = [{ id: 0, name: ctx.t(`offers-any-${filter}`) }, ...choices];
  const keyboard = addChoices(new InlineKeyboard(), options, selected, (v) =>
    offersFilter.pack({ search: token, filter: filter, value: v }),
  );
  return newRow(keyboard).text(ctx.t("offers-back"), offersPage.pack({ search: token, page: 0 }));
}
