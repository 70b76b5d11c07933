/** Reads behind /claims: a page of the list and one claim's card, with the names they show. */
import type { LostOrder, PublisherClient } from "../../../publisher-api/index.js";
import { offerNames } from "../../catalog/offer-names.js";
import type { BotDeps } from "../../core/context.js";
import type { ClaimNames, ClaimsPage } from "./text.js";
import type { Choice } from "./wizard-data.js";

const PAGE_SIZE = 5;
/** A publisher files claims by the dozen, not the thousand; past this the oldest are not listed. */
const MAX_CLAIMS = 1000;

function createdMs(claim: LostOrder): number {
  const ms = Date.parse(claim.created_at);
  return Number.isNaN(ms) ? 0 : ms;
}

/** Newest first: by creation time, then by id (ids grow with time). */
function newestFirst(a: LostOrder, b: LostOrder): number {
  return createdMs(b) - createdMs(a) || Number(b.id) - Number(a.id);
}

/**
 * One page of the publisher's claims, newest first. The API pages in its own order and gives no
 * total, so every claim of the filter is read (one call for most publishers) and sorted here.
 */
export async function loadClaimsPage(
  client: PublisherClient,
  config: BotDeps["config"],
  status: number,
  page: number,
): Promise<ClaimsPage> {
  const claims: LostOrder[] = [];
  const filter = status > 0 ? { status_id: [status], perpage: 200 } : { perpage: 200 };
  for await (const claim of client.lostOrders.each(filter)) {
    claims.push(claim);
    if (claims.length >= MAX_CLAIMS) break;
  }
  claims.sort(newestFirst);
  const pages = Math.max(1, Math.ceil(claims.length / PAGE_SIZE));
  const current = Math.min(Math.max(page, 0), pages - 1);
  const shown = claims.slice(current * PAGE_SIZE, (current + 1) * PAGE_SIZE);
  const offers = await offerNames(
    client,
    shown.map((claim) => claim.offer_id),
  ).catch(() => ({}));
  return {
    claims: shown,
    total: claims.length,
    page: current,
    pages,
    filter: config.claims.statuses.find((s) => s.id === status)?.name,
    offers,
    currencies: config.claims.currencies,
    statuses: config.claims.statuses,
  };
}

export interface ClaimView {
  claim: LostOrder;
  names: ClaimNames;
}

/** A claim and the names its card shows; a name the API cannot give is shown by id. */
export async function loadClaimView(
  client: PublisherClient,
  config: BotDeps["config"],
  claimId: string,
): Promise<ClaimView> {
  const claim = await client.lostOrders.get(claimId);
  const [offers, channels] = await Promise.allSettled([
    offerNames(client, [claim.offer_id]),
    client.account.trafficChannels(),
  ]);
  const channelChoices: Choice[] =
    channels.status === "fulfilled"
      ? channels.value.items.map((channel) => ({ id: channel.id, name: channel.name }))
      : [];
  return {
    claim,
    names: {
      offer: offers.status === "fulfilled" ? offers.value[claim.offer_id] : undefined,
      channels: channelChoices,
      currencies: config.claims.currencies,
      statuses: config.claims.statuses,
    },
  };
}

/** Whether the claim can still be edited or deleted (the API allows it only while `new`). */
export function isNew(config: BotDeps["config"], claim: LostOrder): boolean {
  return config.claims.statuses.find((s) => String(s.id) === claim.status_id)?.name === "new";
}
