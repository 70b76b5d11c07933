/**
 * What the claim wizard reads from the API: offers to suggest, traffic channels, the publisher's
 * currency, offer search. Each function runs inside `conversation.external` and returns plain data.
 */
import {
  cleanName,
  type OfferListItem,
  type PublisherClient,
  type StatisticsItem,
} from "../../../publisher-api/index.js";
import { accountCurrency } from "../../core/account-currency.js";
import type { BotDeps } from "../../core/context.js";
import { addDays } from "./input.js";

export interface Choice {
  id: number;
  name: string;
}

export interface ClaimSetup {
  /** offers earned on over the last 30 days, then offers joined */
  suggestions: Choice[];
  channels: Choice[];
  /** the configured currencies, the publisher's own first */
  currencies: Choice[];
}

const SUGGESTIONS = 8;
const SEARCH_RESULTS = 8;
/** A deferred report is not worth a wait at the start of a wizard: suggest joined offers instead. */
const SUGGESTION_WAIT_MS = 4000;

/**
 * `today` is the publisher's (their clock), `yyyy-mm-dd`: "recently" is the 30 days up to it. The account's
 * currency is the one kept from an earlier read when the network does not tell it now.
 */
export async function loadClaimSetup(
  deps: BotDeps,
  client: PublisherClient,
  accountId: number,
  today: string,
): Promise<ClaimSetup> {
  // Suggestions and the currency order are conveniences: without them the wizard still works.
  const [earned, joined, currency, channels] = await Promise.allSettled([
    client.statistics.offers(
      { date_from: addDays(today, -30), date_to: today, limit: 50 },
      { signal: AbortSignal.timeout(SUGGESTION_WAIT_MS) },
    ),
    client.catalog.offers("all", { user_has_offer: true, limit: SUGGESTIONS }),
    accountCurrency(deps.storage, accountId, client),
    client.account.trafficChannels(),
  ]);
  if (channels.status === "rejected") throw channels.reason;
  const active = channels.value.items.filter((channel) => channel.is_active === 1);
  const usable = active.length > 0 ? active : channels.value.items;
  const own = currency.status === "fulfilled" ? currency.value : "";
  return {
    suggestions: suggest(
      earned.status === "fulfilled" ? earned.value.items : [],
      joined.status === "fulfilled" ? joined.value.items : [],
    ),
    channels: usable.map((channel) => ({ id: channel.id, name: channel.name })),
    currencies: [...deps.config.claims.currencies].sort(
      (a, b) => Number(b.name === own) - Number(a.name === own),
    ),
  };
}

function suggest(earned: readonly StatisticsItem[], joined: readonly OfferListItem[]): Choice[] {
  const byEarnings = [...earned].sort(
    (a, b) => b.commissionApproved + b.commissionOpen - (a.commissionApproved + a.commissionOpen),
  );
  const choices = new Map<number, Choice>();
  for (const item of byEarnings) {
    const id = Number(item.actionID);
    if (Number.isSafeInteger(id) && id > 0)
      choices.set(id, { id, name: cleanName(item.actionName) });
  }
  for (const offer of joined) choices.set(offer.id, choices.get(offer.id) ?? offerChoice(offer));
  return [...choices.values()].slice(0, SUGGESTIONS);
}

function offerChoice(offer: OfferListItem): Choice {
  return { id: offer.id, name: offer.name };
}

/** Offers matching a typed id or a part of a name. */
export async function searchOffers(client: PublisherClient, words: string): Promise<Choice[]> {
  const query = /^\d{1,12}$/.test(words)
    ? { ids: [words], limit: SEARCH_RESULTS }
    : { q: words, limit: SEARCH_RESULTS };
  const found = await client.catalog.offers("all", query);
  return found.items.map(offerChoice);
}
