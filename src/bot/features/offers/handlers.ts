import { Composer } from "grammy";
import type { PublisherClient } from "../../../publisher-api/index.js";
import { foundButton, openList, pageButton, searchButton } from "../../catalog/list.js";
import { answerExpired, editView, sendView } from "../../catalog/list-view.js";
import { catalogMoney as moneyStyle } from "../../catalog/money-style.js";
import { recentOffers, rememberOffer } from "../../catalog/recent-offers.js";
import {
  loadSearch,
  type OffersSearch,
  searchWords,
  typedOfferId,
} from "../../catalog/searches.js";
import { pageCount } from "../../catalog/text.js";
import type { BotContext, HandlerContext } from "../../core/context.js";
import { foundListButton, offerOpenButton } from "../../core/doors.js";
import { publisherButton, publisherCommand } from "../../core/guards.js";
import { offerAccess } from "../../offer-access/access.js";
import { offerLeftAt } from "../../offer-access/offers-left.js";
import { isFavourite, setFavourite } from "./favourites.js";
import { FIELD, filterChoices, kindOf } from "./filters.js";
import {
  type Copy,
  type OfferCard,
  type OfferSection,
  offerCard,
  offerCardKeyboard,
  offerFavourite,
  offerSection,
  offerSectionKeyboard,
  offersBroader,
  offersFilter,
  offersFilterKeyboard,
  offersFilterMenu,
  offersPage,
  offersTab,
} from "./keyboards.js";
import { offersList } from "./list.js";
import { offerCardText, offerGoalsText, offerLinksText, offerPromoText } from "./text.js";

const composer = new Composer<HandlerContext>();

const PROMO_PAGE_SIZE = 5;

publisherCommand(composer, "offers", async (ctx, client, typed) => {
  const words = searchWords(typed);
  // "/offers 1435": the offer its card calls #1435, else offers with that number in their name.
  const id = typedOfferId(words);
  const card = id === undefined ? undefined : await loadCard(ctx, client, id);
  if (id !== undefined && card) {
    await sendView(ctx, { ...card, keyboard: offerCardKeyboard(ctx, card, "", 0) });
    return;
  }
  const search: OffersSearch = { kind: "offers", words, tab: "all" };
  await openList(ctx, client, offersList, search);
});

pageButton(composer, offersList, offersPage);
foundButton(composer, offersList, foundListButton.offers);

// Category and traffic ids belong to one kind's directory: a switch to the other drops them.
searchButton(composer, offersList, offersTab, (s, { tab }) =>
  kindOf(s.tab) === kindOf(tab) ? { ...s, tab } : { ...s, tab, categoryId: 0, trafficId: 0 },
);

searchButton(composer, offersList, offersBroader, (s) => ({
  ...s,
  words: "",
  categoryId: 0,
  regionId: 0,
  trafficId: 0,
}));

searchButton(composer, offersList, offersFilter, (s, { filter, value }) => ({
  ...s,
  [FIELD[filter]]: value,
}));

publisherButton(composer, offersFilterMenu, async (ctx, { search: token, filter }, client) => {
  const search = await loadSearch(ctx, token, "offers");
  if (!search) return answerExpired(ctx, "/offers");
  await ctx.answerCallbackQuery();
  const choices = await filterChoices(ctx, client, filter, search.tab);
  const keyboard = offersFilterKeyboard(ctx, token, filter, choices, search[FIELD[filter]] ?? 0);
  await editView(ctx, { text: ctx.t(`offers-choose-${filter}`), keyboard });
});

publisherButton(composer, offerCard, async (ctx, { id, search: token, page }, client) => {
  await ctx.answerCallbackQuery();
  const card = await cardOrUnknown(ctx, client, id, editView);
  if (card) await editView(ctx, { ...card, keyboard: offerCardKeyboard(ctx, card, token, page) });
});

/** From another feature's message (a conversion alert): the card in a new message, no list behind. */
publisherButton(composer, offerOpenButton, async (ctx, { id }, client) => {
  await ctx.answerCallbackQuery();
  const card = await cardOrUnknown(ctx, client, id, sendView);
  if (card) await sendView(ctx, { ...card, keyboard: offerCardKeyboard(ctx, card, "", 0) });
});

/** ☆/★ on the card: the offer into or out of the favourites tab, and the card again. */
publisherButton(composer, offerFavourite, async (ctx, { id, on, search: token, page }, client) => {
  await setFavourite(ctx, id, on === "on");
  await ctx.answerCallbackQuery({
    text: ctx.t(on === "on" ? "offers-favourite-added" : "offers-favourite-removed"),
  });
  const card = await cardOrUnknown(ctx, client, id, editView);
  if (card) await editView(ctx, { ...card, keyboard: offerCardKeyboard(ctx, card, token, page) });
});

async function cardOrUnknown(
  ctx: HandlerContext,
  client: PublisherClient,
  id: number,
  show: typeof sendView,
): Promise<OfferCard | undefined> {
  const card = await loadCard(ctx, client, id);
  if (!card) await show(ctx, { text: ctx.t("offers-unknown", { id: String(id) }) });
  return card;
}

/** The card's text, its goals' pay apart from the offer's; undefined when the offer is unknown. */
async function loadCard(
  ctx: HandlerContext,
  client: PublisherClient,
  id: number,
): Promise<OfferCard | undefined> {
  const [{ items }, goals, money, favourite, leftAt] = await Promise.all([
    client.catalog.offers("all", { ids: [id], limit: 1 }),
    // Without the goals the card shows what the offer pays, and no goals line.
    client.catalog.offerGoals(id).catch(() => undefined),
    moneyStyle(ctx, client),
    // A favourite the network could not say is shown as not one; the star still works.
    isFavourite(ctx, client, id).catch(() => false),
    offerLeftAt(ctx.deps.storage, ctx.account.id, id),
  ]);
  const offer = items.find((item) => item.id === id);
  if (!offer) return undefined;
  await rememberOffer(ctx, { id: offer.id, name: offer.name });
  const paused = !offer.user_has_offer && leftAt !== undefined;
  const text = offerCardText(ctx, offer, money, goals, paused ? leftAt : undefined);
  return { text, offer, favourite, paused };
}

publisherButton(composer, offerSection, async (ctx, values, client) => {
  await ctx.answerCallbackQuery();
  // The card remembered the name; a section needs no second call for it.
  const name = (await recentOffers(ctx)).find((o) => o.id === values.id)?.name ?? `#${values.id}`;
  const { text, pages, copies } = await sectionText(
    ctx,
    client,
    values.section,
    values.id,
    name,
    values.page,
  );
  await editView(ctx, { text, keyboard: offerSectionKeyboard(ctx, values, pages, copies) });
});

async function sectionText(
  ctx: BotContext,
  client: PublisherClient,
  section: OfferSection,
  id: number,
  name: string,
  page: number,
): Promise<{ text: string; pages: number; copies?: Copy[] }> {
  if (section === "links") {
    const [{ items }, listed, leftAt] = await Promise.all([
      client.catalog.offerLinks(id),
      client.catalog.offers("all", { ids: [id], limit: 1 }),
      offerLeftAt(ctx.deps.storage, ctx.account.id, id),
    ]);
    // Whether it is theirs, as its card says it: no links reads differently when joined.
    const offer = listed.items.find((item) => item.id === id);
    const access = offerAccess(offer ?? { user_has_offer: false }, items.length, leftAt);
    const copies = items.map((link) => ({
      label: `📋 ${link.title || ctx.t("offers-link-copy")}`,
      text: link.deep_link,
    }));
    return { text: offerLinksText(ctx, name, items, access), pages: 1, copies };
  }
  if (section === "goals") {
    const [goals, money] = await Promise.all([
      client.catalog.offerGoals(id),
      moneyStyle(ctx, client),
    ]);
    return { text: offerGoalsText(ctx, name, goals, money), pages: 1 };
  }
  const { total, items } = await client.catalog.promo(id, { start: page, limit: PROMO_PAGE_SIZE });
  const pages = pageCount(total, PROMO_PAGE_SIZE);
  const copies = items
    .map((promo) => promo.promo_code.trim())
    .filter(Boolean)
    .map((code) => ({ label: `📋 ${code}`, text: code }));
  return { text: offerPromoText(ctx, name, items, { index: page, count: pages }), pages, copies };
}

export { composer };
