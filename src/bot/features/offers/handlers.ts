import { Composer } from "grammy";
import type { OfferKind, OfferType, PublisherClient } from "../../../publisher-api/index.js";
import {
  answerExpired,
  editView,
  openSearch,
  sendView,
  showSearchPage,
  type View,
} from "../../catalog/list-view.js";
import { catalogMoney as moneyStyle } from "../../catalog/money-style.js";
import type { Choice } from "../../catalog/paging.js";
import { recentOffers, rememberOffer } from "../../catalog/recent-offers.js";
import { reference } from "../../catalog/references-cache.js";
import {
  loadSearch,
  type OffersSearch,
  type OfferTab,
  searchWords,
} from "../../catalog/searches.js";
import { pageCount } from "../../catalog/text.js";
import { onButton } from "../../core/callback-data.js";
import type { BotContext, HandlerContext } from "../../core/context.js";
import { offerOpenButton } from "../../core/doors.js";
import { privateCommand, publisherButton } from "../../core/guards.js";
import { requirePublisher } from "../../core/publisher.js";
import {
  type FilterLabels,
  OFFER_FILTERS,
  type OfferFilter,
  type OfferSection,
  offerCard,
  offerCardKeyboard,
  offerSection,
  offerSectionKeyboard,
  offersBroader,
  offersEmptyKeyboard,
  offersFilter,
  offersFilterKeyboard,
  offersFilterMenu,
  offersListKeyboard,
  offersPage,
  offersTab,
} from "./keyboards.js";
import {
  offerCardText,
  offerGoalsText,
  offerLinksText,
  offerPromoText,
  offersEmptyText,
  offersPageText,
} from "./text.js";

const composer = new Composer<HandlerContext>();

const PAGE_SIZE = 8;
const PROMO_PAGE_SIZE = 5;
/** The API's offer types behind the tabs; favourites are the publisher's own list of every type. */
const TAB_TYPE: Record<OfferTab, OfferType> = {
  web: "web",
  mobile: "mobile",
  all: "all",
  fav: "all_favourite",
};
const FIELD = { category: "categoryId", region: "regionId", traffic: "trafficId" } as const;
/** Which reference trees a tab's filters come from; "all" and favourites use the web ones. */
const kindOf = (tab: OfferTab): OfferKind => (tab === "mobile" ? "mobile" : "web");

privateCommand(composer, "offers", async (ctx) => {
  const search: OffersSearch = { kind: "offers", words: searchWords(ctx.match), tab: "all" };
  await openSearch(ctx, search, (client, token) => listView(ctx, client, token, search, 0));
});

onButton(composer, offersPage, async (ctx, { search: token, page }) => {
  await showList(ctx, token, page, (search) => search);
});

onButton(composer, offersTab, async (ctx, { search: token, tab }) => {
  // Category and traffic ids belong to one kind's directory: a switch to the other drops them.
  const keep = (s: OffersSearch) => kindOf(s.tab) === kindOf(tab);
  await showList(ctx, token, 0, (s) =>
    keep(s) ? { ...s, tab } : { ...s, tab, categoryId: 0, trafficId: 0 },
  );
});

onButton(composer, offersBroader, async (ctx, { search: token }) => {
  await showList(ctx, token, 0, (s) => ({
    ...s,
    words: "",
    categoryId: 0,
    regionId: 0,
    trafficId: 0,
  }));
});

onButton(composer, offersFilter, async (ctx, { search: token, filter, value }) => {
  await showList(ctx, token, 0, (search) => ({ ...search, [FIELD[filter]]: value }));
});

onButton(composer, offersFilterMenu, async (ctx, { search: token, filter }) => {
  const search = await loadSearch(ctx, token, "offers");
  if (!search) return answerExpired(ctx, "/offers");
  const client = await requirePublisher(ctx);
  if (!client) return;
  await ctx.answerCallbackQuery();
  const choices = await filterChoices(ctx, client, filter, search.tab);
  const keyboard = offersFilterKeyboard(ctx, token, filter, choices, search[FIELD[filter]] ?? 0);
  await editView(ctx, { text: ctx.t(`offers-choose-${filter}`), keyboard });
});

/** A filter's values, from the reference lists cached for the whole bot. */
function filterChoices(
  ctx: BotContext,
  client: PublisherClient,
  filter: OfferFilter,
  tab: OfferTab,
): Promise<Choice[]> {
  const { storage } = ctx.deps;
  const mobile = kindOf(tab) === "mobile";
  if (filter === "region") return reference(storage, client, "regions");
  if (filter === "category") {
    return reference(storage, client, mobile ? "offer-categories-mobile" : "offer-categories-web");
  }
  return reference(storage, client, mobile ? "traffic-types-mobile" : "traffic-types-web");
}

async function filterLabels(
  ctx: BotContext,
  client: PublisherClient,
  search: OffersSearch,
): Promise<FilterLabels> {
  const labels: FilterLabels = { category: "", region: "", traffic: "" };
  for (const f of OFFER_FILTERS) {
    const id = search[FIELD[f]];
    if (!id) continue;
    const choices = await filterChoices(ctx, client, f, search.tab);
    labels[f] = choices.find((c) => c.id === id)?.name ?? `#${id}`;
  }
  return labels;
}

onButton(composer, offerCard, async (ctx, { id, search: token, page }) => {
  const card = await loadCard(ctx, id, editView);
  if (card) await editView(ctx, { ...card, keyboard: offerCardKeyboard(ctx, id, token, page) });
});

/** From another feature's message (a conversion alert): the card in a new message, no list behind. */
onButton(composer, offerOpenButton, async (ctx, { id }) => {
  const card = await loadCard(ctx, id, sendView);
  if (card) await sendView(ctx, { ...card, keyboard: offerCardKeyboard(ctx, id, "", 0) });
});

/** The card's text, with payouts that agree with its goals; says so when the offer is unknown. */
async function loadCard(
  ctx: HandlerContext,
  id: number,
  show: typeof sendView,
): Promise<{ text: string } | undefined> {
  const client = await requirePublisher(ctx);
  if (!client) return undefined;
  await ctx.answerCallbackQuery();
  const [{ items }, goals, money] = await Promise.all([
    client.catalog.offers("all", { ids: [id], limit: 1 }),
    // Without the goals the card shows the offer's own figures.
    client.catalog.offerGoals(id).catch(() => undefined),
    moneyStyle(ctx, client),
  ]);
  const offer = items.find((item) => item.id === id);
  if (!offer) {
    await show(ctx, { text: ctx.t("offers-unknown", { id: String(id) }) });
    return undefined;
  }
  await rememberOffer(ctx, { id: offer.id, name: offer.name });
  return { text: offerCardText(ctx, offer, money, goals) };
}

publisherButton(composer, offerSection, async (ctx, values, client) => {
  await ctx.answerCallbackQuery();
  // The card remembered the name; a section needs no second call for it.
  const name = (await recentOffers(ctx)).find((o) => o.id === values.id)?.name ?? `#${values.id}`;
  const { text, pages } = await sectionText(
    ctx,
    client,
    values.section,
    values.id,
    name,
    values.page,
  );
  await editView(ctx, { text, keyboard: offerSectionKeyboard(ctx, values, pages) });
});

async function sectionText(
  ctx: BotContext,
  client: PublisherClient,
  section: OfferSection,
  id: number,
  name: string,
  page: number,
): Promise<{ text: string; pages: number }> {
  if (section === "links") {
    const { items } = await client.catalog.offerLinks(id);
    return { text: offerLinksText(ctx, name, items), pages: 1 };
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
  return { text: offerPromoText(ctx, name, items, { index: page, count: pages }), pages };
}

/** Shows page `page` of the button's search, changed by `change`, in place. */
function showList(
  ctx: BotContext,
  token: string,
  page: number,
  change: (search: OffersSearch) => OffersSearch,
): Promise<void> {
  return showSearchPage(ctx, "offers", token, change, (client, search) =>
    listView(ctx, client, token, search, page),
  );
}

async function listView(
  ctx: BotContext,
  client: PublisherClient,
  token: string,
  search: OffersSearch,
  page: number,
): Promise<View> {
  const fetch = (start: number) =>
    client.catalog.offers(TAB_TYPE[search.tab], {
      q: search.words || undefined,
      categories: search.categoryId ? [search.categoryId] : undefined,
      geo: search.regionId ? [search.regionId] : undefined,
      traffic_types: search.trafficId ? [search.trafficId] : undefined,
      start,
      limit: PAGE_SIZE,
    });
  let result = await fetch(page);
  // The list shrank since this page was shown: go to its new last page.
  if (result.items.length === 0 && result.total > 0 && page > 0) {
    page = pageCount(result.total, PAGE_SIZE) - 1;
    result = await fetch(page);
  }
  const [labels, money] = await Promise.all([
    filterLabels(ctx, client, search),
    moneyStyle(ctx, client),
  ]);
  if (result.items.length === 0) {
    const keyboard = offersEmptyKeyboard(ctx, token, search, labels);
    return { text: offersEmptyText(ctx, search), keyboard };
  }
  const info = {
    index: page,
    count: pageCount(result.total, PAGE_SIZE),
    first: page * PAGE_SIZE,
    total: result.total,
  };
  return {
    text: offersPageText(ctx, search, result.items, info, money),
    keyboard: offersListKeyboard(ctx, token, search, labels, result.items, info),
  };
}

export { composer };
