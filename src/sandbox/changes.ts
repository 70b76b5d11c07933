// What the controls changed since the sandbox started, laid over the generated dataset (which is
// shared and never edited): an offer paused for a publisher, an offer's or a goal's payout, goals
// added or removed, payouts made. Every answer reads the dataset through `view`/`publisherView`.
import { statsByHour } from "./data/clock-cut.js";
import type { Dataset, PublisherData } from "./data/dataset.js";
import { zeroMetrics } from "./data/metrics.js";
import { buildOffer, type NewOfferOptions } from "./data/new-offers.js";
import { movedStats, type RateMove } from "./data/offer-rates.js";
import type { Offer } from "./data/offers.js";
import type { Payout } from "./data/records.js";
import type { StatRow } from "./data/stats.js";
import { type SteadyTraffic, sameSteady, withSteady } from "./data/steady-traffic.js";
import { sameTraffic, stoppedStats, type TrafficStop, withRows } from "./data/traffic-stops.js";
import { dateTime, isoDay } from "./lib/dates.js";

export type Goal = Offer["goals"][number];

/** Payout fields a control may set: the strings the API sends (`"4.15"`, `"12%"`, `"1 - 2"`). */
export interface PayoutFields {
  cpl?: string;
  cpa?: string;
}

export type ConversionStatus = "open" | "approved" | "cancelled";

export interface GoalFields {
  title?: string;
  cpl?: string;
  cplMax?: string;
  cps?: string;
  cpsMax?: string;
}

/** The changes as JSON, to go on with them in another sandbox (the demo's DEMO_KEEP=1). */
export interface SavedChanges {
  paused: [number, number[]][];
  unlinked: [number, number[]][];
  /** Changed offers by what a control may change: what they pay and their goals. */
  offers: { id: number; cpl: string; cpa: string; goals: Goal[] }[];
  payouts: [number, Payout[]][];
  stops: [number, TrafficStop[]][];
  rows: [number, StatRow[]][];
  /** offers converting or paying otherwise from an hour on */
  rates?: RateMove[];
  /** subaccounts with clicks in every hour */
  steady?: [number, SteadyTraffic[]][];
  nextGoalId: number;
  nextPayoutId: number;
  /** offers the network added (a control), as they were asked for */
  addedOffers?: { id: number; options: NewOfferOptions; atMs: number }[];
}

export class SandboxChanges {
  private readonly paused = new Map<number, Set<number>>();
  private readonly unlinked = new Map<number, Set<number>>();
  /** offer id → its changed copy */
  private readonly offers = new Map<number, Offer>();
  private readonly payouts = new Map<number, Payout[]>();
  private readonly stops = new Map<number, TrafficStop[]>();
  private readonly rows = new Map<number, StatRow[]>();
  /** offer id → how its conversions and pay moved, for every publisher */
  private readonly rates = new Map<number, RateMove>();
  private readonly steady = new Map<number, SteadyTraffic[]>();
  private nextGoalId = 9_000_001;
  private nextPayoutId = 990_000_001;
  /** offers the network added, after the generated ones */
  private readonly added: { offer: Offer; options: NewOfferOptions; atMs: number }[] = [];
  private cached?: { ds: Dataset; version: number; view: Dataset };
  private version = 0;

  /** The offer leaves the publisher's joined offers (as a paused or closed offer does). */
  pause(publisherId: number, offerId: number): void {
    let set = this.paused.get(publisherId);
    if (!set) {
      set = new Set();
      this.paused.set(publisherId, set);
    }
    set.add(offerId);
  }

  resume(publisherId: number, offerId: number): void {
    this.paused.get(publisherId)?.delete(offerId);
  }

  /** The offer stays joined, but the publisher has no tracking link for it any more. */
  removeLinks(publisherId: number, offerId: number): void {
    const set = this.unlinked.get(publisherId) ?? new Set<number>();
    set.add(offerId);
    this.unlinked.set(publisherId, set);
  }

  /**
   * What the offer pays changes as the network changes it: its open goals are rated within the
   * new figure (its list figure is their span), so the list, the offer and its goals agree. An
   * empty figure (the list's quirk of saying nothing) leaves the goals as they are.
   */
  setOfferPayout(ds: Dataset, offerId: number, fields: PayoutFields): void {
    this.edit(ds, offerId, (offer) => {
      let goals = offer.goals;
      if (fields.cpl) goals = rated(goals, fields.cpl, "cpl", "cplMax");
      if (fields.cpa) goals = rated(goals, fields.cpa, "cps", "cpsMax");
      return { ...offer, ...fields, goals };
    });
  }

  setGoal(ds: Dataset, offerId: number, goalId: number, fields: GoalFields): void {
    this.edit(ds, offerId, (offer) => {
      if (!offer.goals.some((g) => g.id === goalId))
        throw new Error(`offer ${offerId} has no goal ${goalId}`);
      return {
        ...offer,
        goals: offer.goals.map((g) => (g.id === goalId ? { ...g, ...fields } : g)),
      };
    });
  }

  addGoal(ds: Dataset, offerId: number, fields: GoalFields): number {
    const id = this.nextGoalId++;
    this.edit(ds, offerId, (offer) => {
      const goal: Goal = {
        id,
        title: fields.title ?? "New goal",
        cpl: fields.cpl ?? "",
        cplMax: fields.cplMax ?? "",
        cps: fields.cps ?? "",
        cpsMax: fields.cpsMax ?? "",
        serviceArea: offer.geo.slice(0, 3),
        restriction: [],
      };
      return { ...offer, goals: [...offer.goals, goal] };
    });
    return id;
  }

  removeGoal(ds: Dataset, offerId: number, goalId: number): void {
    this.edit(ds, offerId, (offer) => ({
      ...offer,
      goals: offer.goals.filter((g) => g.id !== goalId),
    }));
  }

  /** An offer the network adds now, with the next id after every offer listed. */
  addOffer(ds: Dataset, options: NewOfferOptions, nowMs: number): Offer {
    const last = this.added.at(-1)?.offer.id ?? Math.max(0, ...ds.offers.map((o) => o.id));
    const offer = buildOffer(this.view(ds), last + 1, options, nowMs);
    // Kept as built (not "like" another offer), so a restored sandbox builds the same offer.
    const built: NewOfferOptions = {
      name: offer.name,
      category: offer.otherCategories[0]?.id ?? offer.mainCategory.id,
      regions: offer.geo.map((c) => c.iso),
      kind: offer.kind,
      payout: offer.cpa || offer.cpl,
      epc: offer.epc7days,
    };
    this.added.push({ offer, options: built, atMs: nowMs });
    this.version++;
    return offer;
  }

  /** A payout made now to the publisher (processing until `processed`); returns its id. */
  addPayout(publisherId: number, value: number, nowMs: number, name = "PayPal"): number {
    const id = this.nextPayoutId++;
    const list = this.payouts.get(publisherId) ?? [];
    list.unshift({
      id,
      value,
      addedAt: dateTime(nowMs),
      processed: 0,
      processedAt: "",
      referalId: "",
      xkeyTrans: 0,
      accountToId: publisherId * 10 + 1,
      accountFromId: 1,
      name,
      submissionId: 0,
      date: isoDay(Math.floor(nowMs / 86_400_000)),
      statusName: "Processing",
    });
    this.payouts.set(publisherId, list);
    return id;
  }

  /** A payout the control added is paid now. */
  payPayout(publisherId: number, payoutId: number, nowMs: number): void {
    const payout = this.payouts.get(publisherId)?.find((p) => p.id === payoutId);
    if (!payout) throw new Error(`no added payout ${payoutId} for ${publisherId}`);
    payout.processed = 1;
    payout.processedAt = dateTime(nowMs);
    payout.statusName = "Paid";
  }

  /**
   * A stop of some of the publisher's traffic, in place of an earlier stop of the same traffic
   * (the same offer and subaccount); `what` undefined lets that traffic flow again.
   */
  stopTraffic(publisherId: number, stop: Omit<TrafficStop, "what"> & Partial<TrafficStop>): void {
    const others = (this.stops.get(publisherId) ?? []).filter((s) => !sameTraffic(s, stop));
    const what = stop.what;
    const stops = what ? [...others, { ...stop, what }] : others;
    if (stops.length > 0) this.stops.set(publisherId, stops);
    else this.stops.delete(publisherId);
  }

  /** The offer's conversions and pay move from an hour on (in place of an earlier move of it). */
  moveOfferRates(move: RateMove): void {
    if (move.conversions === 1 && move.pay === 1) this.rates.delete(move.offerId);
    else this.rates.set(move.offerId, move);
  }

  /**
   * Steady traffic of one subaccount value, in place of earlier steady traffic of the same value;
   * no clicks an hour ends it.
   */
  steadyTraffic(publisherId: number, steady: SteadyTraffic): void {
    const others = (this.steady.get(publisherId) ?? []).filter((s) => !sameSteady(s, steady));
    const list = steady.clicksPerHour > 0 ? [...others, steady] : others;
    if (list.length > 0) this.steady.set(publisherId, list);
    else this.steady.delete(publisherId);
  }

  /** Sales of the offer on `day` in the publisher's statistics: pending, or decided already. */
  addConversion(
    publisherId: number,
    offerId: number,
    cents: number,
    day: number,
    status: ConversionStatus = "open",
    count = 1,
  ): void {
    const m = { ...zeroMetrics(), shows: 10 * count, clicks: count, uniq: count };
    if (status === "open") Object.assign(m, { saleOpen: count, comOpen: cents * count });
    if (status === "approved")
      Object.assign(m, { saleApproved: count, comApproved: cents * count });
    if (status === "cancelled")
      Object.assign(m, { saleCancelled: count, comCancelled: cents * count });
    const row: StatRow = { day, offerId, channelId: 0, countryId: 0, subaccount: "", h: 0, m };
    this.rows.set(publisherId, [...(this.rows.get(publisherId) ?? []), row]);
  }

  saved(): SavedChanges {
    const lists = (map: Map<number, Set<number>>): [number, number[]][] =>
      [...map].map(([id, set]) => [id, [...set]]);
    return {
      paused: lists(this.paused),
      unlinked: lists(this.unlinked),
      offers: [...this.offers.values()].map(({ id, cpl, cpa, goals }) => ({ id, cpl, cpa, goals })),
      payouts: [...this.payouts],
      stops: [...this.stops],
      rows: [...this.rows],
      rates: [...this.rates.values()],
      steady: [...this.steady],
      nextGoalId: this.nextGoalId,
      nextPayoutId: this.nextPayoutId,
      addedOffers: this.added.map(({ offer, options, atMs }) => ({ id: offer.id, options, atMs })),
    };
  }

  /** Goes on from `saved`, over `ds` (offers the dataset no longer has are left out). */
  restore(ds: Dataset, saved: SavedChanges): void {
    for (const { id, options, atMs } of saved.addedOffers ?? []) {
      this.added.push({ offer: buildOffer(ds, id, options, atMs), options, atMs });
    }
    for (const [id, ids] of saved.paused) this.paused.set(id, new Set(ids));
    for (const [id, ids] of saved.unlinked) this.unlinked.set(id, new Set(ids));
    for (const { id, cpl, cpa, goals } of saved.offers) {
      const offer = ds.offerById.get(id) ?? this.added.find((a) => a.offer.id === id)?.offer;
      if (offer) this.offers.set(id, { ...offer, cpl, cpa, goals });
    }
    for (const [id, list] of saved.payouts) this.payouts.set(id, list);
    for (const [id, stop] of saved.stops) this.stops.set(id, stop);
    for (const [id, rows] of saved.rows) this.rows.set(id, rows);
    for (const move of saved.rates ?? []) this.rates.set(move.offerId, move);
    for (const [id, steady] of saved.steady ?? []) this.steady.set(id, steady);
    this.nextGoalId = saved.nextGoalId;
    this.nextPayoutId = saved.nextPayoutId;
    this.version++;
  }

  /** The dataset with the changed offers in place of the generated ones. */
  view(ds: Dataset): Dataset {
    if (this.offers.size === 0 && this.added.length === 0) return ds;
    const cached = this.cached;
    if (cached?.ds === ds && cached.version === this.version) return cached.view;
    const listed = [...ds.offers, ...this.added.map((a) => a.offer)];
    const offers = listed.map((o) => this.offers.get(o.id) ?? o);
    const view = { ...ds, offers, offerById: new Map(offers.map((o) => [o.id, o])) };
    this.cached = { ds, version: this.version, view };
    return view;
  }

  /**
   * The publisher's data without the offers paused for them, with the payouts made since: each
   * taken from the available and main balance; today's statistics up to `hourNow`, the network's
   * hour (`day * 24 + hour`).
   */
  publisherView(generated: PublisherData, hourNow: number): PublisherData {
    const byHour = statsByHour(generated.stats, hourNow);
    const data = byHour === generated.stats ? generated : { ...generated, stats: byHour };
    const paused = this.paused.get(data.publisher.id);
    const added = this.payouts.get(data.publisher.id) ?? [];
    const stops = this.stops.get(data.publisher.id) ?? [];
    const rows = this.rows.get(data.publisher.id) ?? [];
    const steady = this.steady.get(data.publisher.id) ?? [];
    const unlinked = this.unlinked.get(data.publisher.id);
    if (
      !paused?.size &&
      !unlinked?.size &&
      added.length === 0 &&
      stops.length === 0 &&
      rows.length === 0 &&
      this.rates.size === 0 &&
      steady.length === 0
    )
      return data;
    const joinedIds = paused?.size
      ? new Set([...data.joinedIds].filter((id) => !paused.has(id)))
      : data.joinedIds;
    const account = added.length > 0 ? withPayouts(data.account, added) : data.account;
    const moved = movedStats(data.stats, [...this.rates.values()]);
    // Steady traffic before the stops, so that a stop of its subaccount stops it too.
    const [firstOffer = 0] = data.joinedIds;
    const flowing = withSteady(moved, steady, hourNow, firstOffer);
    const stats = withRows(stoppedStats(flowing, stops), rows);
    return { ...data, joinedIds, account, stats, ...(unlinked && { unlinkedIds: unlinked }) };
  }

  private edit(ds: Dataset, offerId: number, change: (offer: Offer) => Offer): void {
    const offer =
      this.offers.get(offerId) ??
      ds.offerById.get(offerId) ??
      this.added.find((a) => a.offer.id === offerId)?.offer;
    if (!offer) throw new Error(`no offer ${offerId}`);
    this.offers.set(offerId, change(offer));
    this.version++;
  }
}

/**
 * The open goals rated within a list figure ("4.15", "12%", "1.00 - 2.00", "5% - 9%"): the first
 * pays the least and the last the most, a single goal the whole span (its maximum the top).
 */
function rated(
  goals: readonly Goal[],
  figure: string,
  field: "cpl" | "cps",
  maxField: "cplMax" | "cpsMax",
): Goal[] {
  const percent = figure.includes("%");
  const [low = Number.NaN, high = low] = figure
    .split(/\s+-\s+/)
    .map((part) => Number.parseFloat(part.replace(",", ".")));
  if (!Number.isFinite(low) || !Number.isFinite(high)) return [...goals];
  const open = goals.filter((g) => g.personalFor === undefined);
  const last = Math.max(open.length - 1, 1);
  const text = (value: number) => (percent ? `${Number(value.toFixed(2))}%` : value.toFixed(2));
  const at = (k: number) => text(low + ((high - low) * k) / last);
  return goals.map((goal) => {
    const k = open.indexOf(goal);
    if (k < 0) return goal;
    const top = open.length === 1 && high !== low ? text(high) : "";
    return { ...goal, [field]: at(k), [maxField]: top };
  });
}

const cents = (value: number) => Math.round(value * 100);

/**
 * The account with payouts made since, on the same books as the generated ones: each leaves the
 * available and main balance when it is made, counts as requested and not yet paid
 * (`earnings_on_payment`) until it is processed, and is charged on its day.
 */
function withPayouts(account: PublisherData["account"], added: readonly Payout[]) {
  const made = added.reduce((sum, p) => sum + cents(p.value), 0);
  const unpaid = added.reduce((sum, p) => sum + (p.processed ? 0 : cents(p.value)), 0);
  const { balance } = account;
  const charges = [
    ...added.map((p) => ({ date: p.date, amount: -p.value, description: `Payout #${p.id}` })),
    ...account.charges,
  ].sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0));
  return {
    ...account,
    payouts: [...added, ...account.payouts],
    charges,
    balance: {
      ...balance,
      availableBalance: (cents(balance.availableBalance) - made) / 100,
      mainBalance: (cents(balance.mainBalance) - made) / 100,
      earningsOnPayment: (cents(balance.earningsOnPayment) + unpaid) / 100,
    },
  };
}
