import type { BotContext } from "../core/context.js";

export interface RecentOffer {
  id: number;
  name: string;
}

const KEEP = 6;

function records(ctx: BotContext) {
  return ctx.deps.storage.records<RecentOffer[]>("recent-offers");
}

/** The offers a publisher opened or linked last, newest first: the link wizard offers them. */
export async function recentOffers(ctx: BotContext): Promise<RecentOffer[]> {
  const userId = ctx.from && ctx.account.id;
  return userId === undefined ? [] : ((await records(ctx).get(userId)) ?? []);
}

export async function rememberOffer(ctx: BotContext, offer: RecentOffer): Promise<void> {
  const userId = ctx.from && ctx.account.id;
  if (userId === undefined) return;
  await records(ctx).update(userId, (list = []) =>
    [{ id: offer.id, name: offer.name }, ...list.filter((o) => o.id !== offer.id)].slice(0, KEEP),
  );
}
