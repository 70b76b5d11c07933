/** The list of channels and a channel's card, as every autopost handler shows them. */
import type { ChatMember } from "grammy/types";
import type { BotContext } from "../../core/context.js";
import { editInPlace } from "../../core/edit-in-place.js";
import { cardKeyboard, listKeyboard } from "./keyboards.js";
import { type ChannelSetup, type ChatKind, channelOf, readAutopost } from "./store.js";
import { cardText, listText } from "./text.js";

export async function showList(ctx: BotContext, edit: boolean): Promise<void> {
  const userId = ctx.account.id;
  const channels = (await readAutopost(ctx.deps.storage, userId))?.channels ?? [];
  const text = listText(ctx, channels);
  const keyboard = listKeyboard(ctx, channels);
  if (edit) await editInPlace(ctx, text, keyboard);
  else await ctx.reply(text, { reply_markup: keyboard });
}

export async function showCard(ctx: BotContext, setup: ChannelSetup, edit: boolean) {
  const text = cardText(ctx, setup, ctx.speech.zone);
  const keyboard = cardKeyboard(ctx, setup);
  if (edit) await editInPlace(ctx, text, keyboard);
  else await ctx.reply(text, { reply_markup: keyboard });
}

/** The caller's channel of a button, or an alert that it is gone (removed, /disconnect). */
export async function ownChannel(
  ctx: BotContext,
  chatId: number,
): Promise<ChannelSetup | undefined> {
  const setup = await channelOf(ctx.deps.storage, ctx.account.id, chatId);
  if (!setup) await ctx.answerCallbackQuery({ text: ctx.t("autopost-gone"), show_alert: true });
  return setup;
}

/** What the bot may not do yet in a chat it was shown: undefined when it may post. */
export function missingRight(ctx: BotContext, kind: ChatKind, member: ChatMember | undefined) {
  if (member?.status === "creator") return undefined;
  if (member?.status === "administrator" && (kind !== "channel" || member.can_post_messages))
    return undefined;
  return kind === "channel" ? ctx.t("autopost-right-post") : ctx.t("autopost-right-admin");
}
