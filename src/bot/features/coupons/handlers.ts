import { Composer } from "grammy";
import type { PublisherClient } from "../../../publisher-api/index.js";
import { foundButton, openList, pageButton, searchButton } from "../../catalog/list.js";
import { answerExpired, editView } from "../../catalog/list-view.js";
import type { Choice } from "../../catalog/paging.js";
import { recentOffers } from "../../catalog/recent-offers.js";
import { reference } from "../../catalog/references-cache.js";
import {
  type CouponsSearch,
  loadSearch,
  newCouponsSearch,
  searchWords,
} from "../../catalog/searches.js";
import type { BotContext, HandlerContext } from "../../core/context.js";
import { foundListButton, offerCouponsButton } from "../../core/doors.js";
import { publisherButton, publisherCommand } from "../../core/guards.js";
import { enterWizard } from "../../wizard/enter.js";
import {
  type CouponChoice,
  couponsChoiceKeyboard,
  couponsChoose,
  couponsClear,
  couponsMenu,
  couponsOfferFind,
  couponsPage,
  couponsSort,
  couponsToggle,
} from "./keyboards.js";
import { couponsList } from "./list.js";

const composer = new Composer<HandlerContext>();

const FIELD: Record<CouponChoice, "typeId" | "categoryId" | "offerId"> = {
  type: "typeId",
  category: "categoryId",
  offer: "offerId",
};

publisherCommand(composer, "coupons", async (ctx, client, words) => {
  await openList(ctx, client, couponsList, newCouponsSearch(searchWords(words)));
});

/** "Coupons of this offer" on an offer card: the list in place of the card, with a way back. */
publisherButton(composer, offerCouponsButton, async (ctx, card, client) => {
  await ctx.answerCallbackQuery();
  const search = { ...newCouponsSearch("", card.id), card };
  await openList(ctx, client, couponsList, search, { inPlace: true });
});

pageButton(composer, couponsList, couponsPage);
foundButton(composer, couponsList, foundListButton.coupons);
searchButton(composer, couponsList, couponsToggle, (s, { flag }) => ({ ...s, [flag]: !s[flag] }));
searchButton(composer, couponsList, couponsSort, (s, { sort }) => ({ ...s, sort }));
searchButton(composer, couponsList, couponsChoose, (s, { choice, value }) => ({
  ...s,
  [FIELD[choice]]: value,
}));
searchButton(composer, couponsList, couponsClear, (s) => ({
  ...newCouponsSearch(""),
  sort: s.sort,
  ...(s.card && { card: s.card }),
}));

publisherButton(composer, couponsMenu, async (ctx, { search: token, choice }, client) => {
  const search = await loadSearch(ctx, token, "coupons");
  if (!search) return answerExpired(ctx, "/coupons");
  await ctx.answerCallbackQuery();
  const choices = await choicesOf(ctx, client, choice, search);
  const keyboard = couponsChoiceKeyboard(ctx, token, choice, choices, search[FIELD[choice]]);
  const hint = choice === "offer" ? `\n\n${ctx.t("coupons-offer-hint")}` : "";
  await editView(ctx, { text: `${ctx.t(`coupons-choose-${choice}`)}${hint}`, keyboard });
});

/** The offer filter by name: the shared picker, as a wizard that ends on the filtered list. */
publisherButton(composer, couponsOfferFind, async (ctx, { search: token }) => {
  await ctx.answerCallbackQuery();
  await enterWizard(ctx, "coupons-offer", token);
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

export { composer };
