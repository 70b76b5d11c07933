import type { PublisherClient } from "../../publisher-api/index.js";
import { accountTag, headReplies } from "../accounts/label.js";
import type { BotContext } from "./context.js";
import { connectKeyboard } from "./doors.js";

/**
 * The caller's own client, built from the stored credentials of their active account, or
 * undefined. With more than one account connected, what the update then sends is headed by the
 * account's tag.
 */
export async function publisherOf(ctx: BotContext): Promise<PublisherClient | undefined> {
  if (ctx.from?.id === undefined) return undefined;
  const secrets = await ctx.deps.storage.vault.get(ctx.account.id);
  if (!secrets) return undefined;
  if (ctx.account.many) headReplies(ctx.api, ctx.chat?.id, accountTag(ctx.t, ctx.account));
  return ctx.deps.api.forPublisher(secrets);
}

/** Like `publisherOf`, and tells a publisher who has not connected yet how to do it. */
export async function requirePublisher(ctx: BotContext): Promise<PublisherClient | undefined> {
  const client = await publisherOf(ctx);
  if (!client) {
    if (ctx.callbackQuery) await ctx.answerCallbackQuery().catch(() => undefined);
    await ctx.reply(ctx.t("not-connected"), { reply_markup: connectKeyboard(ctx) });
  }
  return client;
}
