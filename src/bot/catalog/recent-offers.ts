import type { BotContext } from "../core/context.js";

export interface RecentOffer {
  id: number;
  name: string;
}

const KEEP = 6;

function records(ctx: BotContext) {
  return ctx.deps.storage.records<RecentOffer[]>("recent-offers");
}

/**
 * The offers a publisher opened or linked last, newest first: the link wizard offers them. Of the
 * active account, or of `userId` (a wizard's own account, whatever is active now).
 */
export async function recentOffers(
  ctx: BotContext,
  userId = ctx.from && ctx.account.id,
): Promise<RecentOffer[]> {
  return userId === undefined ? [] : ((await records(ctx).get(userId)) ?? []);
}

export async function rememberOffer(
  ctx: BotContext,
  offer: RecentOffer,
  userId = ctx.from && ctx.account.id,
): Promise<void> {
  if (userId === undefined) return;
  await records(ctx).update(userId, (list = []) =>
    [{ id: offer.id, name: offer.name }, ...list.filter((o) => o.id !== offer.id)].slice(0, KEEP),
  );
}
