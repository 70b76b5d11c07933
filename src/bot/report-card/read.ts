/**
 * What a report card is made of, read once: the period's summary exactly as /stats reads it (so
 * its headline is /stats' for the same days), its offers and the same offers over the days it is
 * compared with, and the claims and payouts of those days. Claims and payouts that cannot be read
 * are said to be so, never zeros.
 */
import {
  eachItem,
  type LostOrder,
  type PageRequest,
  type Payout,
  PublisherApiError,
  type PublisherClient,
} from "../../publisher-api/index.js";
import type { MomentPlace } from "../format/dates.js";
import { apiDay, payoutDay } from "../payout-status/payout-dates.js";
import type { Period, Preset } from "../reports/period.js";
import {
  type ReportReadWatch,
  type Row,
  readBreakdown,
  readSummary,
  type Summary,
} from "../reports/report.js";

/** An id of the network's and its name (claim statuses, claim currencies: the bot's config). */
export interface Named {
  id: number;
  name: string;
}

/** What the card is asked for: the period, the preset that named it, and the time now. */
export interface CardAsk {
  period: Period;
  preset?: Preset;
  now: Date;
  /** the network's zone as it last said, when known */
  knownZone: () => string | undefined;
  /** the publisher's language and zone: a payout's day is theirs */
  place: MomentPlace;
  /** the claim statuses and currencies by id, when the account can read claims (client pair) */
  claims?: { statuses: readonly Named[]; currencies: readonly Named[] };
}

export interface ClaimsOfPeriod {
  /** claims filed in the period */
  filed: number;
  /** claims the network accepted or rejected in the period (their last action then) */
  accepted: number;
  rejected: number;
  /** the accepted claims' order sums, by currency code */
  acceptedSums: { currency: string; amount: number }[];
}

export interface PayoutsOfPeriod {
  /** payouts requested in the period: how many, and their sum (the account's currency) */
  requested: number;
  requestedSum: number;
  /** payouts the network paid in the period */
  paid: number;
  paidSum: number;
}

/** Claims or payouts: read, not set up (claims without the client pair), or not readable now. */
export type Part<T> = { kind: "read"; value: T } | { kind: "not-set-up" } | { kind: "unavailable" };

export interface CardRows {
  summary: Summary;
  /** the offers of the days shown, biggest earners first */
  offers: Row[];
  /** the offers of the days compared and of the period before, when the summary is compared */
  offersCompared?: Row[];
  offersBefore?: Row[];
  claims: Part<ClaimsOfPeriod>;
  payouts: Part<PayoutsOfPeriod>;
}

/** Reads every row of the card (the summary first: its clock says which days the rest are). */
export async function readCardRows(
  client: PublisherClient,
  ask: CardAsk,
  watch?: ReportReadWatch,
): Promise<CardRows> {
  const summary = await readSummary(
    client,
    {
      period: ask.period,
      now: ask.now,
      knownZone: ask.knownZone,
      ...(ask.preset && { preset: ask.preset }),
    },
    watch,
  );
  const { comparison, period } = summary;
  if (comparison.kind === "not-begun") {
    const none = { kind: "unavailable" } as const;
    return { summary, offers: [], claims: none, payouts: none };
  }
  const compared = comparison.kind === "previous" ? comparison.compared : undefined;
  const sameDays = compared?.to === period.to;
  const [offers, offersCompared, offersBefore, claims, payouts] = await Promise.all([
    readBreakdown(client, period, "offer", watch),
    compared && !sameDays ? readBreakdown(client, compared, "offer", watch) : undefined,
    comparison.kind === "previous"
      ? readBreakdown(client, comparison.previous, "offer", watch)
      : undefined,
    claimsOf(client, period, ask.claims),
    payoutsOf(client, period, ask.place),
  ]);
  const rows: CardRows = { summary, offers, claims, payouts };
  if (offersBefore) {
    rows.offersCompared = offersCompared ?? offers;
    rows.offersBefore = offersBefore;
  }
  return rows;
}

const PER_PAGE = 200;

async function claimsOf(
  client: PublisherClient,
  period: Period,
  names: CardAsk["claims"],
): Promise<Part<ClaimsOfPeriod>> {
  if (!names) return { kind: "not-set-up" };
  try {
    // Filed in the period, and decided in it: two lists, read at once.
    const [filed, decided] = await Promise.all([
      all(
        client.lostOrders.each({
          created_at_start: period.from,
          created_at_end: period.to,
          perpage: PER_PAGE,
        }),
      ),
      all(
        client.lostOrders.each({
          updated_at_start: period.from,
          updated_at_end: period.to,
          perpage: PER_PAGE,
        }),
      ),
    ]);
    return { kind: "read", value: claimsTally(filed, decided, names) };
  } catch (error) {
    if (error instanceof PublisherApiError) return { kind: "unavailable" };
    throw error;
  }
}

/** Filed, accepted and rejected claims, and the accepted ones' sums by currency. */
function claimsTally(
  filed: readonly LostOrder[],
  decided: readonly LostOrder[],
  names: NonNullable<CardAsk["claims"]>,
): ClaimsOfPeriod {
  const status = (claim: LostOrder) =>
    names.statuses.find((s) => String(s.id) === claim.status_id)?.name;
  const accepted = decided.filter((c) => status(c) === "accepted");
  const sums = new Map<string, number>();
  for (const claim of accepted) {
    const currency =
      names.currencies.find((c) => String(c.id) === claim.order_currency_id)?.name ?? "";
    const amount = Number(claim.order_sum.replace(",", "."));
    if (Number.isFinite(amount)) sums.set(currency, (sums.get(currency) ?? 0) + amount);
  }
  return {
    filed: filed.length,
    accepted: accepted.length,
    rejected: decided.filter((c) => status(c) === "rejected").length,
    acceptedSums: [...sums].map(([currency, amount]) => ({ currency, amount })),
  };
}

async function payoutsOf(
  client: PublisherClient,
  period: Period,
  place: MomentPlace,
): Promise<Part<PayoutsOfPeriod>> {
  try {
    const list: Payout[] = [];
    const pages = (request: PageRequest) => client.account.payouts(request);
    for await (const payout of eachItem(pages, { limit: 1000, maxPages: 3 })) list.push(payout);
    return { kind: "read", value: payoutsTally(list, period, place) };
  } catch (error) {
    if (error instanceof PublisherApiError) return { kind: "unavailable" };
    throw error;
  }
}

/**
 * Payouts requested in the period (on the day /payouts shows each on) and paid in it (the day
 * the network processed them), both on the publisher's clock.
 */
function payoutsTally(
  list: readonly Payout[],
  period: Period,
  place: MomentPlace,
): PayoutsOfPeriod {
  const within = (day: string) => day !== "" && period.from <= day && day <= period.to;
  const requested = list.filter((p) => within(payoutDay(p, place)));
  const paid = list.filter((p) => p.processed && within(apiDay(p.processed_at, place)));
  const sum = (items: readonly Payout[]) => items.reduce((total, p) => total + p.value, 0);
  return {
    requested: requested.length,
    requestedSum: sum(requested),
    paid: paid.length,
    paidSum: sum(paid),
  };
}

async function all<T>(items: AsyncIterable<T>): Promise<T[]> {
  const list: T[] = [];
  for await (const item of items) list.push(item);
  return list;
}
