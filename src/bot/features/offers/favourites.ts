/**
 * Favourites starred and unstarred from an offer's card, and the favourites tab. What the bot
 * keeps of them (the changes laid over the network's list) is shared with the watch:
 * src/bot/favourites/.
 */
import type {
  OfferListItem,
  OffersQuery,
  Page,
  PublisherClient,
} from "../../../publisher-api/index.js";
import type { BotContext } from "../../core/context.js";
import {
  type FavouriteChanges,
  favouriteChanges,
  MAX_ADDED,
  NETWORK_LIMIT,
} from "../../favourites/favourites.js";

function records(ctx: BotContext) {
  return favouriteChanges(ctx.deps.storage);
}

async function changesOf(ctx: BotContext): Promise<FavouriteChanges | undefined> {
  // The network keeps favourites per account: the bot's changes to them are the account's too.
  const userId = ctx.from && ctx.account.id;
  return userId === undefined ? undefined : records(ctx).get(userId);
}

/** Whether the offer is a favourite: starred here, else as the network lists it. */
export async function isFavourite(
  ctx: BotContext,
  client: PublisherClient,
  id: number,
): Promise<boolean> {
  const changes = await changesOf(ctx);
  if (changes?.added.includes(id)) return true;
  if (changes?.removed.includes(id)) return false;
  const { items } = await client.catalog.offers("all_favourite", { ids: [id], limit: 1 });
  return items.some((offer) => offer.id === id);
}

export async function setFavourite(ctx: BotContext, id: number, on: boolean): Promise<void> {
  const userId = ctx.from && ctx.account.id;
  if (userId === undefined) return;
  await records(ctx).update(userId, (saved = { added: [], removed: [] }) => {
    const added = saved.added.filter((other) => other !== id);
    const removed = saved.removed.filter((other) => other !== id);
    return on
      ? { added: [id, ...added].slice(0, MAX_ADDED), removed }
      : { added, removed: [id, ...removed].slice(0, NETWORK_LIMIT) };
  });
}

/**
 * One page of the favourites tab: the network's own list while the publisher changed nothing
 * here, else the network's and the bot's merged, by id, with the same filters and paging.
 */
export async function favouritesPage(
  ctx: BotContext,
  client: PublisherClient,
  query: OffersQuery,
): Promise<Page<OfferListItem>> {
  const changes = await changesOf(ctx);
  if (!changes || (changes.added.length === 0 && changes.removed.length === 0)) {
    return client.catalog.offers("all_favourite", query);
  }
  const network = await client.catalog.offers("all_favourite", {
    start: 0,
    limit: NETWORK_LIMIT,
    linksonly: true,
  });
  const ids = [...new Set([...changes.added, ...network.items.map((offer) => offer.id)])].filter(
    (id) => !changes.removed.includes(id),
  );
  if (ids.length === 0) return { total: 0, items: [] };
  return client.catalog.offers("all", { ...query, ids });
}
