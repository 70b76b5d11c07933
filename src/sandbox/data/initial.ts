// Per-publisher starting state: joined offers, postbacks (some with null lists), rotators (ids of
// 1000 and above), notification settings and lost-order claims in all four statuses.
import { DAY_MS, dateTime, isoDay } from "../lib/dates.js";
import { Rng, seedOf } from "../lib/prng.js";
import type { SandboxPublisher } from "../publishers.js";
import { channelsOf } from "./channels.js";
import { currencyId } from "./currencies.js";
import { NOTIFICATION_CATEGORIES } from "./offer-ref.js";
import type { Offer } from "./offers.js";
import type { Claim, ClaimStatus, NotificationSetting, Postback, Rotator } from "./records.js";
import { type JoinedOffer, STATS_DAYS } from "./stats.js";

export function joinOffers(
  seed: number,
  pub: SandboxPublisher,
  offers: readonly Offer[],
  today: number,
): JoinedOffer[] {
  const rng = new Rng(seedOf(seed, "joined", pub.id));
  const audience = new Set<string>(pub.audience);
  const local = offers.filter((o) => o.geo.some((c) => audience.has(c.iso)));
  const rest = offers.filter((o) => !local.includes(o));
  const chosen = rng.sample(local, pub.joinedOffers);
  if (chosen.length < pub.joinedOffers)
    chosen.push(...rng.sample(rest, pub.joinedOffers - chosen.length));
  // Zipf-like shares: a few offers carry most of the traffic.
  const weights = chosen.map((_, rank) => 1 / (rank + 1) ** 0.9);
  const sum = weights.reduce((a, b) => a + b, 0);
  const firstDay = today - STATS_DAYS + 1;
  return chosen
    .map((offer, rank) => ({
      offer,
      share: (weights[rank] ?? 0) / sum,
      // Most offers were joined before the generated year; some during it (their stats start later).
      joinedDay: rng.chance(0.7) ? firstDay - 100 : firstDay + rng.int(0, 330),
    }))
    .sort((a, b) => a.offer.id - b.offer.id);
}

export function initialPostbacks(
  pub: SandboxPublisher,
  joined: readonly JoinedOffer[],
): Postback[] {
  const ids = joined.map((j) => j.offer.id);
  const base = pub.id === 710001 ? 501 : 511;
  const list: Postback[] = [
    {
      id: base,
      name: "Tracker: all conversions",
      url: `https://tracker.example.com/postback/${pub.firstName.toLowerCase()}`,
      actionType: "0",
      requestType: "get",
      status: 1,
      comment: "",
      queryParams: [
        { name: "click_id", value: "subid" },
        { name: "payout", value: "payout" },
        { name: "status", value: "status" },
        { name: "offer_id", value: "offer" },
      ],
      offersIncluded: [0],
    },
    {
      id: base + 1,
      name: "Sales to spreadsheet",
      url: "https://hooks.example.org/sales",
      actionType: "cpa",
      requestType: "post",
      status: 2,
      comment: "Paused by the publisher",
      queryParams: [],
      offersIncluded: ids.slice(0, 3),
    },
  ];
  if (pub.id === 710001) {
    list.push({
      id: base + 2,
      name: "Old tracker",
      url: "http://old-tracker.example.net/pb",
      actionType: "cpl",
      requestType: "get",
      status: 3,
      comment: "The address answered 404 repeatedly",
      queryParams: [],
      offersIncluded: [],
    });
  }
  return list;
}

export function initialRotators(
  pub: SandboxPublisher,
  joined: readonly JoinedOffer[],
  today: number,
): Rotator[] {
  const ids = joined.map((j) => j.offer.id);
  const mk = (
    id: number,
    name: string,
    type: Rotator["type"],
    sizes: string[],
    ageDays: number,
    subaccount: string,
  ): Rotator => ({
    id,
    name,
    // One of the publisher's subaccounts with traffic, so a rotator's stats have figures.
    subaccount,
    addedAt: dateTime((today - ageDays) * DAY_MS + 11 * 3600_000),
    type,
    offersIncluded: ids.slice(id % 5, (id % 5) + 4),
    offersExcluded: [],
    addNewOffers: 1,
    bannerSizes: sizes,
    categoryIncluded: [],
    categoryExcluded: [],
    bannersIncluded: [],
    bannersExcluded: [],
    enableOptimization: 1,
  });
  return pub.id === 710001
    ? [
        mk(1001, "Sidebar", "image", ["240x400", "300x250"], 200, "sidebar"),
        mk(1002, "Footer wide", "all", ["728x90"], 45, ""),
      ]
    : [mk(1003, "Blog top", "image", ["970x250", "728x90"], 120, "blog")];
}

export function initialNotifications(pub: SandboxPublisher): NotificationSetting[] {
  const off = pub.id === 710001 ? [4, 7] : [3, 4];
  return NOTIFICATION_CATEGORIES.map((c) => ({
    categoryId: c.id,
    status: off.includes(c.id) ? 0 : 1,
  }));
}

const CLAIM_PLAN: ReadonlyArray<[ClaimStatus, number]> = [
  ["new", 6],
  ["processing", 6],
  ["accepted", 7],
  ["rejected", 5],
];

const MANAGER_COMMENTS: Readonly<Record<ClaimStatus, readonly string[]>> = {
  new: [""],
  processing: ["Sent to the advertiser for checking", ""],
  accepted: ["Order found, the commission was added", "Confirmed by the advertiser"],
  rejected: [
    "The order was placed without your link",
    "The customer cancelled the order",
    "Duplicate of an existing order",
  ],
};

export function initialClaims(
  seed: number,
  pub: SandboxPublisher,
  joined: readonly JoinedOffer[],
  nowMs: number,
): Claim[] {
  const today = Math.floor(nowMs / DAY_MS);
  const rng = new Rng(seedOf(seed, "claims", pub.id, today));
  const channels = channelsOf(pub.id).filter((c) => c.isActive);
  const out: Claim[] = [];
  let n = pub.id === 710001 ? 4001 : 4101;
  for (const [status, count] of CLAIM_PLAN) {
    for (let i = 0; i < count; i++) {
      const createdDay = status === "new" ? today - rng.int(0, 10) : today - rng.int(5, 150);
      // Never in the sandbox's future: today's claims are filed before "now".
      const createdMs = Math.min(
        createdDay * DAY_MS + rng.int(8 * 3600, 22 * 3600) * 1000,
        nowMs - (i + 1) * 600_000,
      );
      const updatedMs =
        status === "new"
          ? createdMs
          : Math.min(createdMs + rng.int(1, 20) * DAY_MS, nowMs - (i + 1) * 60_000);
      const offer = rng.pick(joined).offer;
      out.push({
        id: String(n++),
        publisherId: pub.id,
        offerId: String(offer.id),
        trafficChannelId: String(rng.pick(channels).id),
        orderNumber: rng.chance(0.5)
          ? `ORD-${rng.int(100_000, 999_999)}`
          : String(rng.int(10_000_000, 99_999_999)),
        orderSum: (rng.int(1500, 60_000) / 100).toFixed(2),
        orderCurrencyId: String(currencyId(pub.currency)),
        orderDate: isoDay(createdDay - rng.int(1, 20)),
        status,
        comment: rng.pick([
          "Paid by card, the cookie may have been lost",
          "Ordered from the app",
          "Customer used my promo code",
          "",
        ]),
        managerComment: rng.pick(MANAGER_COMMENTS[status]),
        createdMs,
        updatedMs,
      });
    }
  }
  return out.sort((a, b) => a.createdMs - b.createdMs);
}
