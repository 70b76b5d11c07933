import { Composer } from "grammy";
import type { Postback } from "../../../publisher-api/index.js";
import { onButton } from "../../core/callback-data.js";
import type { HandlerContext } from "../../core/context.js";
import { editInPlace } from "../../core/edit-in-place.js";
import { requirePublisher } from "../../core/publisher.js";
import {
  postbackCardButton,
  postbackCardKeyboard,
  postbackConfirmOffKeyboard,
  postbackKeepButton,
  postbackListKeyboard,
  postbackOffButton,
  postbackOffConfirmButton,
  postbackOnButton,
  postbacksPageButton,
  postbacksSearchButton,
} from "./keyboards.js";
import { loadPostbackList, saveSearch, searchTerm } from "./list.js";
import { isSwitchedOn, rememberedOffers, switchPostback } from "./switch.js";
import {
  postbackCardText,
  postbackConfirmOffText,
  postbackListText,
  switchNoticeText,
} from "./text.js";

type Where = { id: number; t: number; p: number };

const composer = new Composer<HandlerContext>();
const feature = composer.chatType("private");

feature.command("postbacks", async (ctx) => {
  const client = await requirePublisher(ctx);
  if (!client) return;
  const { token, term } = await saveSearch(ctx.deps.storage, ctx.from.id, ctx.match);
  const list = await loadPostbackList(client, term, token, 0);
  await ctx.reply(postbackListText(ctx, list), { reply_markup: postbackListKeyboard(ctx, list) });
});

onButton(composer, postbacksSearchButton, async (ctx) => {
  await ctx.answerCallbackQuery();
  await ctx.conversation.exitAll();
  await ctx.conversation.enter("postbacks-search");
});

onButton(composer, postbacksPageButton, async (ctx, { t, p }) => {
  const client = await requirePublisher(ctx);
  if (!client) return;
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
onButton(composer, postbackCardButton, async (ctx, where) => {
  const client = await requirePublisher(ctx);
  if (!client) return;
  const changed = await showCard(ctx, await client.tools.postback(where.id), where);
  await ctx.answerCallbackQuery(changed ? {} : { text: ctx.t("postbacks-up-to-date") });
});

onButton(composer, postbackOffButton, async (ctx, where) => {
  const client = await requirePublisher(ctx);
  if (!client) return;
  const postback = await client.tools.postback(where.id);
  await ctx.answerCallbackQuery();
  if (!isSwitchedOn(postback)) {
    await showCard(ctx, postback, where, ctx.t("postbacks-already-off"));
    return;
  }
  await editInPlace(
    ctx,
    postbackConfirmOffText(ctx, postback),
    postbackConfirmOffKeyboard(ctx, where),
  );
});

onButton(composer, postbackKeepButton, async (ctx, where) => {
  const client = await requirePublisher(ctx);
  if (!client) return;
  await showCard(ctx, await client.tools.postback(where.id), where);
  await ctx.answerCallbackQuery({ text: ctx.t("postbacks-kept-on") });
});

onButton(composer, postbackOffConfirmButton, (ctx, where) => switchAndShow(ctx, where, false));
onButton(composer, postbackOnButton, (ctx, where) => switchAndShow(ctx, where, true));

async function switchAndShow(ctx: HandlerContext, where: Where, on: boolean): Promise<void> {
  const client = await requirePublisher(ctx);
  const userId = ctx.from?.id;
  if (!client || userId === undefined) return;
  const outcome = await switchPostback({
    client,
    storage: ctx.deps.storage,
    userId,
    postbackId: where.id,
    on,
  });
  if (outcome.kind === "failed") ctx.log.warn({ err: outcome.error }, "postback switch failed");
  await ctx.answerCallbackQuery();
  await showCard(ctx, outcome.postback, where, switchNoticeText(ctx, outcome));
}

async function showCard(
  ctx: HandlerContext,
  postback: Postback,
  where: Where,
  notice?: string,
): Promise<boolean> {
  const kept = ctx.from
    ? await rememberedOffers(ctx.deps.storage, ctx.from.id, postback.id)
    : undefined;
  const text = postbackCardText(ctx, postback, kept, notice);
  return editInPlace(ctx, text, postbackCardKeyboard(ctx, postback, { t: where.t, p: where.p }));
}

export { composer };
