import type { PublisherClient } from "../../publisher-api/index.js";
import type { PublisherSecrets } from "../../storage/index.js";
import { accountTag, headReplies } from "../accounts/label.js";
import type { BotContext, BotDeps } from "./context.js";
import { connectKeyboard } from "./doors.js";

/** An account's stored credentials and the API client built from them. */
export interface Connection {
  client: PublisherClient;
  secrets: PublisherSecrets;
}

/**
 * The one way to an account's API client: built from its stored credentials, or undefined when
 * there are none (never connected, or disconnected meanwhile). Handlers reach it through
 * `publisherCommand`/`publisherButton`, wizards through `publisherExternal`; jobs call it and skip
 * an account it answers undefined for, quietly.
 */
export async function connection(
  deps: Pick<BotDeps, "storage" | "api">,
  accountId: number,
): Promise<Connection | undefined> {
  const secrets = await deps.storage.vault.get(accountId);
  return secrets && { client: deps.api.forPublisher(secrets), secrets };
}

/**
 * The caller's own client, built from the stored credentials of their active account, or
 * undefined. With more than one account connected, what the update then sends is headed by the
 * account's tag.
 */
export async function publisherOf(ctx: BotContext): Promise<PublisherClient | undefined> {
  if (ctx.from?.id === undefined) return undefined;
  const client = (await connection(ctx.deps, ctx.account.id))?.client;
  if (client && ctx.account.many) headReplies(ctx, accountTag(ctx.t, ctx.account));
  return client;
}

/** Tells a publisher without credentials (not yet, or no longer) how to connect. */
export async function tellNotConnected(ctx: BotContext): Promise<void> {
  if (ctx.callbackQuery) await ctx.answerCallbackQuery().catch(() => undefined);
  await ctx.reply(ctx.t("not-connected"), { reply_markup: connectKeyboard(ctx) });
}

/** Like `publisherOf`, and tells a publisher who has not connected yet how to do it. */
export async function requirePublisher(ctx: BotContext): Promise<PublisherClient | undefined> {
  const client = await publisherOf(ctx);
  if (!client) await tellNotConnected(ctx);
  return client;
}
