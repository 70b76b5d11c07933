// A year of daily statistics per publisher, generated at the finest grain used by any report
// (day x offer x channel x country x subaccount, sparse) and aggregated per day, so every grouping
// of the same period sums to the same totals and short reports only touch a few aggregates.
import { Rng, seedOf } from "../lib/prng.js";
import type { SandboxPublisher } from "../publishers.js";
import { channelsOf, SUBACCOUNTS, type TrafficChannel } from "./channels.js";
import { COUNTRY_BY_ISO } from "./geo.js";
import { addInto, type Metrics, zeroMetrics } from "./metrics.js";
import type { Offer } from "./offers.js";

export const STATS_DAYS = 366;

export interface StatRow {
  day: number;
  offerId: number;
  channelId: number;
  countryId: number;
  subaccount: string;
  /** Per-row hash from which the finer dimensions (browser, hour, ...) are derived. */
  h: number;
  m: Metrics;
  /** The row's hour of the day, where a control set it (else derived from `h`). */
  hourOfDay?: number;
  /** The row's value at subaccount `level` 2 to 5, where a control set it (else derived from `h`). */
  named?: { level: number; value: string };
}

export interface DayAgg {
  day: number;
  rows: StatRow[];
  total: Metrics;
  byOffer: Map<number, Metrics>;
  byChannel: Map<number, Metrics>;
}

export interface PublisherStats {
  firstDay: number;
  lastDay: number;
  days: DayAgg[];
}

export interface JoinedOffer {
  offer: Offer;
  /** Share of the publisher's clicks. */
  share: number;
  /** Epoch day the publisher joined (no traffic before). */
  joinedDay: number;
}

/** Probabilities that a conversion of this age is already approved or cancelled. */
function settle(age: number): [number, number] {
  if (age <= 2) return [0.02, 0.01];
  if (age <= 14) return [0.15, 0.05];
  if (age <= 45) return [0.55, 0.12];
  return [0.82, 0.16];
}

function pickChannel(rng: Rng, channels: readonly TrafficChannel[], age: number): TrafficChannel {
  const live = channels.filter((c) =>
    c.retiredDaysAgo === undefined ? true : age > c.retiredDaysAgo,
  );
  const total = live.reduce((s, c) => s + c.weight, 0);
  let r = rng.next() * total;
  for (const c of live) {
    r -= c.weight;
    if (r <= 0) return c;
  }
  return live[live.length - 1] ?? (channels[0] as TrafficChannel);
}

function addConversions(
  m: Metrics,
  offer: Offer,
  count: number,
  rng: Rng,
  settleRng: Rng,
  age: number,
): void {
  const [pa, pc] = settle(age);
  for (let i = 0; i < count; i++) {
    const p = offer.payout;
    const cents =
      "fixedCents" in p
        ? rng.int(p.fixedCents[0], p.fixedCents[1])
        : Math.round(
            rng.int(1500, 25_000) * (rng.int(p.percent[0] * 10, p.percent[1] * 10) / 1000),
          );
    const r = settleRng.next();
    const lead = offer.kind === "lead";
    if (r < pa) {
      if (lead) m.leadsApproved++;
      else m.saleApproved++;
      m.comApproved += cents;
    } else if (r < pa + pc) {
      if (lead) m.leadsCancelled++;
      else m.saleCancelled++;
      m.comCancelled += cents;
    } else {
      if (lead) m.leadsOpen++;
      else m.saleOpen++;
      m.comOpen += cents;
    }
  }
}

function dayVolume(pub: SandboxPublisher, rng: Rng, day: number, first: number): number {
  const dow = (day + 3) % 7;
  const weekend = dow >= 5 ? 0.8 : 1;
  const season = 1 + 0.2 * Math.sin((2 * Math.PI * day) / 365.25);
  const trend = 0.75 + (0.25 * (day - first)) / STATS_DAYS;
  // Today is made whole: an answer shows the part of it whose hours have come (clock-cut.ts).
  return pub.clicksPerDay * weekend * season * trend * rng.float(0.85, 1.15);
}

export function generateStats(
  seed: number,
  pub: SandboxPublisher,
  joined: readonly JoinedOffer[],
  today: number,
): PublisherStats {
  const channels = channelsOf(pub.id);
  const subs = SUBACCOUNTS[pub.id] ?? [""];
  const audience = new Set<string>(pub.audience);
  const firstDay = today - STATS_DAYS + 1;
  const days: DayAgg[] = [];
  for (let day = firstDay; day <= today; day++) {
    // Counts depend only on the day; approval states also on its age, i.e. on today.
    const rng = new Rng(seedOf(seed, "stats", pub.id, day));
    const settleRng = new Rng(seedOf(seed, "settle", pub.id, day, today));
    const age = today - day;
    const volume = dayVolume(pub, rng, day, firstDay);
    const agg: DayAgg = {
      day,
      rows: [],
      total: zeroMetrics(),
      byOffer: new Map(),
      byChannel: new Map(),
    };
    for (const j of joined) {
      if (day < j.joinedDay) continue;
      const expected = volume * j.share;
      let clicks =
        expected < 1 ? (rng.chance(expected) ? 1 : 0) : Math.round(expected * rng.float(0.6, 1.4));
      if (clicks === 0) continue;
      const pieces = expected > 60 ? rng.int(1, 3) : 1;
      const local = j.offer.geo.filter((c) => audience.has(c.iso));
      for (let k = 0; k < pieces && clicks > 0; k++) {
        const part =
          k === pieces - 1 ? clicks : Math.max(1, Math.round(clicks * rng.float(0.3, 0.7)));
        clicks -= part;
        const country =
          local.length > 0 && rng.chance(0.85) ? rng.pickSkewed(local) : rng.pick(j.offer.geo);
        const m = zeroMetrics();
        m.clicks = part;
        m.uniq = Math.max(1, Math.round(part * rng.float(0.7, 0.95)));
        m.shows = part * rng.int(5, 40);
        m.backUrl = rng.chance(0.3) ? rng.int(0, Math.ceil(part * 0.02)) : 0;
        const channel = pickChannel(rng, channels, age);
        const x = part * j.offer.cr * rng.float(0.7, 1.3);
        const count = Math.floor(x) + (rng.chance(x - Math.floor(x)) ? 1 : 0);
        addConversions(m, j.offer, channel.neverConverts ? 0 : count, rng, settleRng, age);
        const row: StatRow = {
          day,
          offerId: j.offer.id,
          channelId: channel.id,
          countryId: (COUNTRY_BY_ISO.get(country.iso) ?? country).id,
          subaccount: rng.pick(subs),
          h: seedOf(seed, pub.id, day, j.offer.id, k),
          m,
        };
        agg.rows.push(row);
        addInto(agg.total, m);
        addTo(agg.byOffer, row.offerId, m);
        addTo(agg.byChannel, row.channelId, m);
      }
    }
    days.push(agg);
  }
  return { firstDay, lastDay: today, days };
}

function addTo(map: Map<number, Metrics>, key: number, m: Metrics): void {
  let t = map.get(key);
  if (!t) {
    t = zeroMetrics();
    map.set(key, t);
  }
  addInto(t, m);
}

/** The day aggregates inside [from, to], clipped to the generated year. */
export function daysIn(stats: PublisherStats, from: number, to: number): DayAgg[] {
  const a = Math.max(from, stats.firstDay) - stats.firstDay;
  const b = Math.min(to, stats.lastDay) - stats.firstDay;
  return a > b ? [] : stats.days.slice(a, b + 1);
}
