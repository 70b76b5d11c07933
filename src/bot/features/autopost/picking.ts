/**
 * Adding a chat: Telegram's chat pickers (reply buttons with `request_chat`) and the chat_shared
 * answer; and the my_chat_member updates that take the bot's right to post away again.
 */
import { Composer } from "grammy";
import type { ChatMember } from "grammy/types";
import type { HandlerContext } from "../../core/context.js";
import { publisherButton } from "../../core/guards.js";
import { requirePublisher } from "../../core/publisher.js";
import { escapeHtml } from "../../format/html.js";
import { setAside } from "../../wizard/shelf.js";
import { newestCouponId } from "./coupons.js";
import { autopostAdd, PICK_CHANNEL, PICK_GROUP, pickKeyboard } from "./keyboards.js";
import { pauseForRights } from "./publish.js";
import { type ChannelSetup, type ChatKind, channelOf, chatSet, saveChannel } from "./store.js";
import { missingRight, showCard } from "./views.js";

const composer = new Composer<HandlerContext>();
const feature = composer.chatType("private");

publisherButton(composer, autopostAdd, async (ctx) => {
  await ctx.answerCallbackQuery();
  // An open wizard would take the picked chat for its answer: it is set aside, answers kept.
  await setAside(ctx);
  await ctx.reply(ctx.t("autopost-pick"), { reply_markup: pickKeyboard(ctx) });
});

feature
  .filter((ctx) => ctx.message?.text === ctx.t("autopost-pick-cancel"))
  .on("message:text", async (ctx) => {
    await ctx.reply(ctx.t("autopost-pick-cancelled"), { reply_markup: { remove_keyboard: true } });
  });

feature.on("message:chat_shared", async (ctx, next) => {
  const shared = ctx.message.chat_shared;
  if (shared.request_id !== PICK_CHANNEL && shared.request_id !== PICK_GROUP) return next();
  const userId = ctx.account.id;
  const client = await requirePublisher(ctx);
  if (!client) return;
  const chatId = shared.chat_id;
  const chat = await ctx.api.getChat(chatId).catch(() => undefined);
  const kind: ChatKind =
    chat?.type === "channel" || chat?.type === "group" || chat?.type === "supergroup"
      ? chat.type
      : shared.request_id === PICK_CHANNEL
        ? "channel"
        : "supergroup";
  const title =
    shared.title ?? (chat && "title" in chat ? chat.title : undefined) ?? String(chatId);
  const member = await ctx.api.getChatMember(chatId, ctx.me.id).catch(() => undefined);
  const right = missingRight(ctx, kind, member);
  const removeReplyKeyboard = { reply_markup: { remove_keyboard: true as const } };
  if (right) {
    await ctx.reply(
      ctx.t("autopost-not-admin", { title: escapeHtml(title), right }),
      removeReplyKeyboard,
    );
    return;
  }
  const language = ctx.speech.lang;
  const watermark = await newestCouponId(client).catch(() => undefined);
  const existing = await channelOf(ctx.deps.storage, userId, chatId);
  const setup: ChannelSetup = existing
    ? { ...existing, title, kind, ...(existing.paused === "rights" ? { paused: undefined } : {}) }
    : {
        chatId,
        title,
        kind,
        offers: [],
        categories: [],
        regions: [],
        codesOnly: false,
        language,
        schedule: "live",
        at: 10 * 60,
        markExpired: true,
        ...(watermark === undefined ? {} : { watermark }),
      };
  await saveChannel(ctx.deps.storage, userId, setup, language);
  await ctx.reply(ctx.t("autopost-added", { title: escapeHtml(title) }), removeReplyKeyboard);
  await showCard(ctx, setup, false);
});

/** May the bot still post there? Otherwise every autopost into that chat pauses, each owner told once. */
function canPost(chatType: string, member: ChatMember): boolean {
  if (member.status === "creator") return true;
  if (member.status === "administrator")
    return chatType !== "channel" || member.can_post_messages === true;
  if (chatType === "channel") return false;
  if (member.status === "member") return true;
  return member.status === "restricted" && member.can_send_messages;
}

composer.on("my_chat_member", async (ctx, next) => {
  const chat = ctx.myChatMember.chat;
  if (chat.type === "private" || canPost(chat.type, ctx.myChatMember.new_chat_member)) {
    return next();
  }
  const owners = await ctx.deps.storage.sets.members(chatSet(chat.id));
  const { outbox, storage, speeches } = ctx.deps;
  const deps = { outbox, storage, speeches, logger: ctx.log };
  for (const userId of owners) await pauseForRights(deps, userId, chat.id);
  await next();
});

export { composer as picking };
