import { Composer } from "grammy";
import type { CouponsQuery, PublisherClient } from "../../../publisher-api/index.js";
import {
  answerExpired,
  editView,
  openSearch,
  showSearchPage,
  type View,
} from "../../catalog/list-view.js";
import type { Choice } from "../../catalog/paging.js";
import { recentOffers } from "../../catalog/recent-offers.js";
import { liveCouponStatuses, reference } from "../../catalog/references-cache.js";
import {
  type CouponSort,
  type CouponsSearch,
  loadSearch,
  searchWords,
} from "../../catalog/searches.js";
import { pageCount } from "../../catalog/text.js";
import { onButton } from "../../core/callback-data.js";
import type { BotContext, HandlerContext } from "../../core/context.js";
import { offerCouponsButton } from "../../core/doors.js";
import { privateCommand } from "../../core/guards.js";
import { requirePublisher } from "../../core/publisher.js";
import {
  type ChoiceLabels,
  type CouponChoice,
  couponsChoiceKeyboard,
  couponsChoose,
  couponsClear,
  couponsKeyboard,
  couponsMenu,
  couponsPage,
  couponsSort,
  couponsToggle,
  isNarrowed,
} from "./keyboards.js";
import { couponsEmptyText, couponsPageText } from "./text.js";

const composer = new Composer<HandlerContext>();

const PAGE_SIZE = 5;
const SORTS: Record<CouponSort, Pick<CouponsQuery, "sort" | "sort_type">> = {
  new: { sort: "id", sort_type: "desc" },
  rating: { sort: "rating", sort_type: "desc" },
  ending: { sort: "active_to", sort_type: "asc" },
};
const FIELD: Record<CouponChoice, "typeId" | "categoryId" | "offerId"> = {
  type: "typeId",
  category: "categoryId",
  offer: "offerId",
};

function freshSearch(words: string, offerId = 0): CouponsSearch {
  const filters = { exclusive: false, personal: false, typeId: 0, categoryId: 0 };
  return { kind: "coupons", words, ...filters, offerId, sort: "new" };
}

privateCommand(composer, "coupons", async (ctx) => {
  await startSearch(ctx, freshSearch(searchWords(ctx.match)));
});

/** "Coupons of this offer" on an offer card: the list in place of the card, with a way back. */
onButton(composer, offerCouponsButton, async (ctx, card) => {
  await ctx.answerCallbackQuery();
  await startSearch(ctx, { ...freshSearch("", card.id), card }, { inPlace: true });
});

onButton(composer, couponsPage, (ctx, { search: token, page }) =>
  showList(ctx, token, page, (s) => s),
);
onButton(composer, couponsToggle, (ctx, { search: token, flag }) =>
  showList(ctx, token, 0, (s) => ({ ...s, [flag]: !s[flag] })),
);
onButton(composer, couponsSort, (ctx, { search: token, sort }) =>
  showList(ctx, token, 0, (s) => ({ ...s, sort })),
);
onButton(composer, couponsChoose, (ctx, { search: token, choice, value }) =>
  showList(ctx, token, 0, (s) => ({ ...s, [FIELD[choice]]: value })),
);
onButton(composer, couponsClear, (ctx, { search: token }) =>
  showList(ctx, token, 0, (s) => ({
    ...freshSearch(""),
    sort: s.sort,
    ...(s.card && { card: s.card }),
  })),
);

onButton(composer, couponsMenu, async (ctx, { search: token, choice }) => {
  const search = await loadSearch(ctx, token, "coupons");
  if (!search) return answerExpired(ctx, "/coupons");
  const client = await requirePublisher(ctx);
  if (!client) return;
  await ctx.answerCallbackQuery();
  const choices = await choicesOf(ctx, client, choice, search);
  const keyboard = couponsChoiceKeyboard(ctx, token, choice, choices, search[FIELD[choice]]);
  const hint =
    choice === "offer" && choices.length === 0 ? `\n\n${ctx.t("coupons-offer-hint")}` : "";
  await editView(ctx, { text: `${ctx.t(`coupons-choose-${choice}`)}${hint}`, keyboard });
});

/** Filter values: the cached directories, and for offers the ones the publisher opened lately. */
async function choicesOf(
  ctx: BotContext,
  client: PublisherClient,
  field: CouponChoice,
  search: CouponsSearch,
): Promise<Choice[]> {
  if (field === "type") return reference(ctx.deps.storage, client, "coupon-types");
  if (field === "category") return reference(ctx.deps.storage, client, "coupon-categories");
  const recent = await recentOffers(ctx);
  const current = search.offerId && !recent.some((o) => o.id === search.offerId);
  return current ? [{ id: search.offerId, name: `#${search.offerId}` }, ...recent] : recent;
}

function startSearch(
  ctx: BotContext,
  search: CouponsSearch,
  options: { inPlace?: boolean } = {},
): Promise<void> {
  return openSearch(
    ctx,
    search,
    (client, token) => listView(ctx, client, token, search, 0),
    options,
  );
}

/** Shows page `page` of the button's search, changed by `change`, in place. */
function showList(
  ctx: BotContext,
  token: string,
  page: number,
  change: (search: CouponsSearch) => CouponsSearch,
): Promise<void> {
  return showSearchPage(ctx, "coupons", token, change, (client, search) =>
    listView(ctx, client, token, search, page),
  );
}

async function listView(
  ctx: BotContext,
  client: PublisherClient,
  token: string,
  search: CouponsSearch,
  page: number,
): Promise<View> {
  const query: CouponsQuery = {
    keyword: search.words || undefined,
    is_exclusive: search.exclusive || undefined,
    is_personal: search.personal || undefined,
    type: search.typeId ? [search.typeId] : undefined,
    coupon_categories: search.categoryId ? [search.categoryId] : undefined,
    offers: search.offerId ? [search.offerId] : undefined,
    // Expired coupons are left out where the status directory names them; marked otherwise.
    status: await liveCouponStatuses(ctx.deps.storage, client),
    ...SORTS[search.sort],
    limit: PAGE_SIZE,
  };
  let result = await client.catalog.coupons({ ...query, start: page });
  if (result.items.length === 0 && result.total > 0 && page > 0) {
    page = pageCount(result.total, PAGE_SIZE) - 1;
    result = await client.catalog.coupons({ ...query, start: page });
  }
  const count = pageCount(result.total, PAGE_SIZE);
  const keyboard = couponsKeyboard(ctx, token, search, await labelsOf(ctx, client, search), {
    index: page,
    count: result.items.length === 0 ? 1 : count,
  });
  if (result.items.length === 0) {
    return { text: couponsEmptyText(ctx, search, isNarrowed(search)), keyboard };
  }
  const info = { index: page, count, total: result.total };
  const { lang } = ctx.speech;
  return { text: couponsPageText(ctx, search, result.items, info, new Date(), lang), keyboard };
}

async function labelsOf(
  ctx: BotContext,
  client: PublisherClient,
  search: CouponsSearch,
): Promise<ChoiceLabels> {
  const any = ctx.t("coupons-any");
  const nameIn = (list: Choice[], id: number) =>
    id ? (list.find((c) => c.id === id)?.name ?? `#${id}`) : any;
  const [types, categories, recent] = await Promise.all([
    search.typeId ? reference(ctx.deps.storage, client, "coupon-types") : [],
    search.categoryId ? reference(ctx.deps.storage, client, "coupon-categories") : [],
    search.offerId ? recentOffers(ctx) : [],
  ]);
  return {
    type: nameIn(types, search.typeId),
    category: nameIn(categories, search.categoryId),
    offer: nameIn(recent, search.offerId),
  };
}

export { composer };
