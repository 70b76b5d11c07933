import { Composer } from "grammy";
import type { Postback, PublisherClient } from "../../../publisher-api/index.js";
import { offerNamesOrNone } from "../../catalog/offer-names.js";
import { onButton } from "../../core/callback-data.js";
import type { HandlerContext } from "../../core/context.js";
import { editInPlace } from "../../core/edit-in-place.js";
import { publisherButton, publisherCommand } from "../../core/guards.js";
import { enterWizard } from "../../wizard/enter.js";
import {
  postbackCardButton,
  postbackCardKeyboard,
  postbackConfirmOffKeyboard,
  postbackConfirmOnKeyboard,
  postbackKeepButton,
  postbackKeepOffButton,
  postbackListKeyboard,
  postbackOffButton,
  postbackOffConfirmButton,
  postbackOnAllButton,
  postbackOnButton,
  postbacksPageButton,
  postbacksSearchButton,
} from "./keyboards.js";
import { loadPostbackList, saveSearch, searchTerm } from "./list.js";
import { isSwitchedOn, rememberedOffers, switchPostback } from "./switch.js";
import {
  postbackCardText,
  postbackConfirmOffText,
  postbackConfirmOnText,
  postbackListText,
  SHOWN_OFFERS,
  switchNoticeText,
} from "./text.js";

type Where = { id: number; search: number; page: number; account: number };

const composer = new Composer<HandlerContext>();

publisherCommand(composer, "postbacks", async (ctx, client, words) => {
  const { token, term } = await saveSearch(ctx.deps.storage, ctx.from.id, words);
  const list = await loadPostbackList(client, term, token, 0);
  await ctx.reply(postbackListText(ctx, list), { reply_markup: postbackListKeyboard(ctx, list) });
});

onButton(composer, postbacksSearchButton, async (ctx) => {
  await ctx.answerCallbackQuery();
  await enterWizard(ctx, "postbacks-search");
});

publisherButton(composer, postbacksPageButton, async (ctx, { search: t, page: p }, client) => {
  const term = await searchTerm(ctx.deps.storage, ctx.from.id, t);
  if (term === undefined) {
    await ctx.answerCallbackQuery({ text: ctx.t("postbacks-search-expired"), show_alert: true });
    return;
  }
  const list = await loadPostbackList(client, term, t, p);
  const changed = await editInPlace(
    ctx,
    postbackListText(ctx, list),
    postbackListKeyboard(ctx, list),
  );
  await ctx.answerCallbackQuery(changed ? {} : { text: ctx.t("postbacks-up-to-date") });
});

/** Opens a card, or refreshes it (the card's own Refresh button is this one). */
publisherButton(composer, postbackCardButton, async (ctx, where, client) => {
  const changed = await showCard(ctx, client, await client.tools.postback(where.id), where);
  await ctx.answerCallbackQuery(changed ? {} : { text: ctx.t("postbacks-up-to-date") });
});

publisherButton(composer, postbackOffButton, async (ctx, where, client) => {
  const postback = await client.tools.postback(where.id);
  await ctx.answerCallbackQuery();
  if (!isSwitchedOn(postback)) {
    await showCard(ctx, client, postback, where, ctx.t("postbacks-already-off"));
    return;
  }
  await editInPlace(
    ctx,
    postbackConfirmOffText(ctx, postback, await namesOf(client, postback.offers_included)),
    postbackConfirmOffKeyboard(ctx, where),
  );
});

publisherButton(composer, postbackKeepButton, async (ctx, where, client) => {
  await showCard(ctx, client, await client.tools.postback(where.id), where);
  await ctx.answerCallbackQuery({ text: ctx.t("postbacks-kept-on") });
});

publisherButton(composer, postbackOffConfirmButton, (ctx, where, client) =>
  switchAndShow(ctx, client, where, false),
);
publisherButton(composer, postbackOnAllButton, (ctx, where, client) =>
  switchAndShow(ctx, client, where, true),
);

/** On again with the offers it had; with none remembered, all offers, but only once confirmed. */
publisherButton(composer, postbackOnButton, async (ctx, where, client) => {
  const kept = await rememberedOffers(ctx.deps.storage, ctx.account.id, where.id);
  if (kept) return switchAndShow(ctx, client, where, true);
  const postback = await client.tools.postback(where.id);
  await ctx.answerCallbackQuery();
  if (isSwitchedOn(postback)) {
    await showCard(ctx, client, postback, where, ctx.t("postbacks-already-on"));
    return;
  }
  const count = await joinedOfferCount(client).catch((error) => {
    ctx.log.warn({ err: error }, "could not count the joined offers");
    return undefined;
  });
  await editInPlace(
    ctx,
    postbackConfirmOnText(ctx, postback, count),
    postbackConfirmOnKeyboard(ctx, where, count),
  );
});

publisherButton(composer, postbackKeepOffButton, async (ctx, where, client) => {
  await showCard(ctx, client, await client.tools.postback(where.id), where);
  await ctx.answerCallbackQuery({ text: ctx.t("postbacks-kept-off") });
});

/** "All offers" in the API's words are the offers the publisher has joined. */
async function joinedOfferCount(client: PublisherClient): Promise<number> {
  return (await client.catalog.offers("all", { user_has_offer: true, limit: 1 })).total;
}

async function switchAndShow(
  ctx: HandlerContext,
  client: PublisherClient,
  where: Where,
  on: boolean,
): Promise<void> {
  if (ctx.from === undefined) return;
  const userId = ctx.account.id;
  const outcome = await switchPostback({
    client,
    storage: ctx.deps.storage,
    userId,
    postbackId: where.id,
    on,
  });
  if (outcome.kind === "failed") ctx.log.warn({ err: outcome.error }, "postback switch failed");
  await ctx.answerCallbackQuery();
  const switched = [
    ...(outcome.kind === "off" || outcome.kind === "restored" ? outcome.offers : []),
    ...(outcome.kind === "failed" ? (outcome.kept ?? []) : []),
  ];
  const notice = switchNoticeText(ctx, outcome, await namesOf(client, switched));
  await showCard(ctx, client, outcome.postback, where, notice);
}

/** The names of the offers a card or notice lists (as many as it shows). */
function namesOf(client: PublisherClient, ...lists: (readonly number[])[]) {
  return offerNamesOrNone(client, [...new Set(lists.flatMap((ids) => ids.slice(0, SHOWN_OFFERS)))]);
}

async function showCard(
  ctx: HandlerContext,
  client: PublisherClient,
  postback: Postback,
  where: Where,
  notice?: string,
): Promise<boolean> {
  const kept = ctx.from
    ? await rememberedOffers(ctx.deps.storage, ctx.account.id, postback.id)
    : undefined;
  const names = await namesOf(client, postback.offers_included, kept ?? []);
  const text = postbackCardText(ctx, postback, kept, names, notice);
  return editInPlace(
    ctx,
    text,
    postbackCardKeyboard(ctx, postback, {
      search: where.search,
      page: where.page,
      account: ctx.account.no,
    }),
  );
}

export { composer };
