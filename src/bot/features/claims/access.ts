import type { PublisherClient } from "../../../publisher-api/index.js";
import { hasClientPair } from "../../../storage/index.js";
import type { BotContext, BotDeps } from "../../core/context.js";
import { requirePublisher } from "../../core/publisher.js";
import { claimCredentialsKeyboard } from "./list-keyboards.js";

/** Whether the publisher's stored credentials reach lost-order claims (they need the client pair). */
export async function hasClaimCredentials(deps: BotDeps, userId: number): Promise<boolean> {
  return hasClientPair(await deps.storage.vault.get(userId));
}

/**
 * The caller's own client when it can file claims. A publisher who is not connected is told how to
 * connect; one connected without the client id and secret is told how to add them, with a button
 * (`forClaim`: from /claim, which starts once they are added).
 */
export async function requireClaimClient(
  ctx: BotContext,
  forClaim = false,
): Promise<PublisherClient | undefined> {
  const client = await requirePublisher(ctx);
  if (!client) return undefined;
  if (!(await hasClaimCredentials(ctx.deps, ctx.account.id))) {
    if (ctx.callbackQuery) await ctx.answerCallbackQuery().catch(() => undefined);
    await ctx.reply(ctx.t("claims-need-client"), {
      reply_markup: claimCredentialsKeyboard(ctx, forClaim),
    });
    return undefined;
  }
  return client;
}
