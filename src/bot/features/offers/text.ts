import type {
  Commission,
  OfferGoal,
  OfferLink,
  OfferListItem,
  OfferTrafficType,
  PromoItem,
} from "../../../publisher-api/index.js";
import type { OffersSearch } from "../../catalog/searches.js";
import { commissionText, type MoneyStyle, pageLine } from "../../catalog/text.js";
import type { BotContext } from "../../core/context.js";
import { clipHtml } from "../../format/clip.js";
import { escapeHtml } from "../../format/html.js";
import { networkWords, regionNamed } from "../../format/names.js";
import { sizeText } from "../../format/sizes.js";
import { type OfferAccess, offerAccess, offerAccessText } from "../../offer-access/access.js";
import {
  cardPayText,
  goalsPayLine,
  kindText,
  offerPayText,
  personalPayLine,
} from "../../offer-pay/pay-text.js";

function heading(ctx: BotContext, search: OffersSearch): string {
  const tab = ctx.t(`offers-tab-${search.tab}`);
  return search.words
    ? ctx.t("offers-title-search", { words: clipHtml(search.words, 60), tab })
    : ctx.t("offers-title", { tab });
}

/** Each offer with what it pays, as its card and every other screen say it. */
export function offersPageText(
  ctx: BotContext,
  search: OffersSearch,
  offers: readonly OfferListItem[],
  page: { index: number; count: number; first: number; total: number },
  money: MoneyStyle,
): string {
  const lines = offers.map((offer, i) => {
    const joined = offer.user_has_offer ? " ✅" : "";
    const pay = offerPayText(ctx, offer, money);
    return `<b>${page.first + i + 1}.</b> ${clipHtml(offer.name, 60)}${joined}\n    ${pay}`;
  });
  const total = ctx.t("offers-found", { count: page.total });
  // The mark is explained once, under the list, when the page shows it.
  const legend = offers.some((offer) => offer.user_has_offer)
    ? `<i>${ctx.t("offers-joined-mark")}</i>`
    : "";
  return [
    `<b>${heading(ctx, search)}</b> · ${total}`,
    ...lines,
    [legend, pageLine(ctx, page.index, page.count)].filter(Boolean).join("\n"),
  ].join("\n\n");
}

export function offersEmptyText(ctx: BotContext, search: OffersSearch): string {
  return `<b>${heading(ctx, search)}</b>\n\n${ctx.t(search.words ? "offers-none-words" : "offers-none")}`;
}

function names(list: string[], max: number): string {
  const shown = list.slice(0, max).map((name) => clipHtml(name, 40));
  return list.length > max ? `${shown.join(", ")} +${list.length - max}` : shown.join(", ");
}

/** The network's own names (categories, traffic types), marked as the network's; "" for none. */
function networkNames(list: string[], max: number): string {
  const shown = names(list, max);
  return shown ? `<i>${shown}</i>` : "";
}

/**
 * Regions: countries by their names in the publisher's language, the others (a continent, a
 * city) by the network's own names, marked as the network's.
 */
function regionNames(
  ctx: BotContext,
  regions: { name?: string; title?: string; iso?: string; country_id?: string; code?: string }[],
  max: number,
): { text: string; network: boolean } {
  const named = regions.map((region) => regionNamed(region, ctx.speech.lang));
  const shown = named
    .slice(0, max)
    .map((r) => (r.own ? clipHtml(r.own, 40) : `<i>${clipHtml(r.network, 40)}</i>`));
  const more = named.length > max ? ` +${named.length - max}` : "";
  return {
    text: shown.length > 0 ? `${shown.join(", ")}${more}` : "",
    network: named.slice(0, max).some((r) => !r.own),
  };
}

function traffic(types: OfferTrafficType[], allowed: boolean): string[] {
  return types.filter((type) => type.value === allowed).map((type) => type.name);
}

/**
 * `goals` are the offer's goals when they could be read: what they pay is a line of its own
 * under what the offer pays, never merged into it. `leftAt`: when the network took the offer
 * from the publisher, if it did.
 */
export function offerCardText(
  ctx: BotContext,
  offer: OfferListItem,
  money: MoneyStyle,
  goals?: readonly OfferGoal[],
  leftAt?: Date,
): string {
  const categories = offer.categories.flatMap((c) => [
    c.main_title,
    ...c.other_categories.map((o) => o.title),
  ]);
  const regions = regionNames(ctx, offer.geo, 12);
  const types = [...offer.traffic_types, ...offer.additional_traffic_types];
  const allowed = networkNames(traffic(types, true), 20);
  const forbidden = networkNames(traffic(types, false), 20);
  const categoryNames = networkNames(categories, 6);
  // The network's words are in italics, and the card says so once under them.
  const network = Boolean(categoryNames || allowed || forbidden || regions.network);
  const none = ctx.t("catalog-none");
  const days = (value: string) =>
    value ? ctx.t("offers-days", { days: escapeHtml(value) }) : none;
  const lines = [
    `<b>${clipHtml(offer.name, 100)}</b> · #${offer.id}`,
    offerAccessText(ctx, offerAccess(offer, offer.items.length, leftAt)),
    offer.site ? `🌐 ${clipHtml(offer.site, 100)}` : "",
    `${ctx.t("offers-categories")}: ${categoryNames || none}`,
    `${ctx.t("offers-regions")}: ${regions.text || none}`,
    `${ctx.t("offers-pays")}: ${cardPayText(ctx, offer, goals, money)}`,
    goalsPayLine(ctx, offer, goals, money),
    personalPayLine(ctx, goals, money),
    `${ctx.t("offers-epc")}: ${commissionText(ctx, offer.epc7days, money)} · ${commissionText(ctx, offer.epc90days, money)}`,
    `${ctx.t("offers-approval")}: ${days(offer.approval_time)} · ${ctx.t("offers-cookie")}: ${days(offer.cookie_ltv)}`,
    `${ctx.t("offers-traffic-allowed")}: ${allowed || none}`,
    `${ctx.t("offers-traffic-forbidden")}: ${forbidden || none}`,
    network ? `\n<i>${ctx.t("network-words-legend")}</i>` : "",
    // What a publisher whose offer was paused can do, under what it is.
    !offer.user_has_offer && leftAt ? `\n<i>${ctx.t("offers-paused-what")}</i>` : "",
  ];
  return lines.filter(Boolean).join("\n");
}

/**
 * The offer's links; with none, why, as its card says it (`access`): not joined yet (they appear
 * once it is), or joined and the network took them away, or paused.
 */
export function offerLinksText(
  ctx: BotContext,
  name: string,
  links: OfferLink[],
  access: OfferAccess,
): string {
  const title = `<b>${clipHtml(name, 100)}</b> · ${ctx.t("offers-links-title")}`;
  if (links.length === 0) {
    const why =
      access.kind === "not-joined" ? ctx.t("offers-links-none") : offerAccessText(ctx, access);
    return `${title}\n\n${why}`;
  }
  const lines = links.slice(0, 12).map((link) => {
    const mark = link.is_default ? ` ${ctx.t("offers-link-default")}` : "";
    return `<b>${clipHtml(link.title || "—", 60)}</b>${mark}\n<code>${escapeHtml(link.deep_link)}</code>`;
  });
  return [title, ...lines].join("\n\n");
}

function goalLine(ctx: BotContext, goal: OfferGoal, money: MoneyStyle): string {
  const parts: string[] = [];
  const text = (value: Commission) => commissionText(ctx, value, money);
  const upTo = (max: OfferGoal["cpl"]) =>
    max.kind === "none" ? "" : ` ${ctx.t("offers-up-to", { value: text(max) })}`;
  if (goal.cpl.kind !== "none")
    parts.push(kindText(ctx, "lead", `${text(goal.cpl)}${upTo(goal.cpl_max)}`));
  if (goal.cps.kind !== "none")
    parts.push(kindText(ctx, "sale", `${text(goal.cps)}${upTo(goal.cps_max)}`));
  const personal = goal.is_personal ? ` ${ctx.t("offers-goal-personal")}` : "";
  const areas = regionNames(ctx, goal.service_area, 8).text;
  const where = areas ? `\n    🌍 ${areas}` : "";
  return `<b>${clipHtml(goal.title || "—", 80)}</b>${personal}\n    ${parts.join(" · ") || ctx.t("catalog-not-published")}${where}`;
}

export function offerGoalsText(
  ctx: BotContext,
  name: string,
  goals: OfferGoal[],
  money: MoneyStyle,
): string {
  const title = `<b>${clipHtml(name, 100)}</b> · ${ctx.t("offers-goals-title")}`;
  if (goals.length === 0) return `${title}\n\n${ctx.t("offers-goals-none")}`;
  const shown = goals.slice(0, 12);
  const network = shown.some((goal) => regionNames(ctx, goal.service_area, 8).network);
  const legend = network ? [`<i>${ctx.t("network-words-legend")}</i>`] : [];
  return [title, ...shown.map((goal) => goalLine(ctx, goal, money)), ...legend].join("\n\n");
}

function promoLine(ctx: BotContext, promo: PromoItem): string {
  // The kind in our words when we have them, else the network's, marked; its size as every screen.
  const type = promo.promo_type.trim();
  const ours = type
    ? ctx.t("offers-promo-kind", { kind: type.toLowerCase().replace(/\W+/g, "_") }).trim()
    : "";
  const size = sizeText(promo.size);
  const kind = [ours || (type ? networkWords(type) : ""), escapeHtml(size)]
    .filter(Boolean)
    .join(", ");
  const file = /^https?:\/\//i.test(promo.file)
    ? `\n    <a href="${escapeHtml(promo.file)}">${ctx.t("offers-promo-file")}</a>`
    : "";
  const code = promo.promo_code
    ? `\n    ${ctx.t("offers-promo-code")}: <code>${escapeHtml(promo.promo_code)}</code>`
    : "";
  return `<b>${clipHtml(promo.name || "—", 80)}</b>${kind ? ` (${kind})` : ""}${file}${code}`;
}

export function offerPromoText(
  ctx: BotContext,
  name: string,
  promos: PromoItem[],
  page: { index: number; count: number },
): string {
  const title = `<b>${clipHtml(name, 100)}</b> · ${ctx.t("offers-promo-title")}`;
  if (promos.length === 0) return `${title}\n\n${ctx.t("offers-promo-none")}`;
  return [
    title,
    ...promos.map((promo) => promoLine(ctx, promo)),
    pageLine(ctx, page.index, page.count),
  ].join("\n\n");
}
