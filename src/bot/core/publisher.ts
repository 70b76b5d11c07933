import type { PublisherClient } from "../../publisher-api/index.js";
import type { BotContext } from "./context.js";
import { connectKeyboard } from "./doors.js";

/** The caller's own client, built from their own stored credentials, or undefined. */
export async function publisherOf(ctx: BotContext): Promise<PublisherClient | undefined> {
  const userId = ctx.from?.id;
  if (userId === undefined) return undefined;
  const secrets = await ctx.deps.storage.vault.get(userId);
  return secrets ? ctx.deps.api.forPublisher(secrets) : undefined;
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
