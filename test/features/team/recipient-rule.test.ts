/**
 * The one recipient rule of team groups (team/store.ts `routes`), swept over every push kind as
 * each describes its news (the watch per event: watch/team-about.ts; alerts, claims and the digest
 * as their jobs pass it): a group routed to "Offers: 4861 / Subaccounts: tg_*" gets exactly the
 * news its routes name, an unrouted group gets every piece of each kind it takes. The issue's
 * case: "📈 IDEALICA: venda 6% → 9%", "⛔ IDEALICA parou" and banner_top's campaign stop reached
 * such a group.
 */
import { describe, expect, it } from "vitest";
import type { WatchEvent } from "../../../src/bot/features/watch/events.js";
import { aboutOf } from "../../../src/bot/features/watch/team-about.js";
import { type News, type NewsAbout, routes, type TeamGroup } from "../../../src/bot/team/store.js";

const everything = { digest: true, alerts: true, watch: true, claims: true };
const routed: TeamGroup = {
  chatId: -1,
  title: "Routed",
  news: everything,
  offers: [4861],
  subaccounts: ["tg_*"],
};
const unrouted: TeamGroup = { ...routed, chatId: -2, title: "All", offers: [], subaccounts: [] };
const byOffer: TeamGroup = { ...routed, chatId: -3, title: "Offer", subaccounts: [] };

const commission = { value: 6, currency: "%" } as never;
const pay = (offerId: string, offer: string): WatchEvent =>
  ({
    kind: "offer-pay",
    offerId,
    offer,
    pay: "sale",
    from: commission,
    to: commission,
    cut: false,
  }) as WatchEvent;
const limit = (scope: object): WatchEvent =>
  ({
    kind: "limit-crossed",
    limitId: "l1",
    crossing: 1,
    figure: "clicks",
    scope,
    days: 1,
    side: "below",
    mark: 1,
    value: 0,
  }) as never;

/** Each push kind with what it is about: the pieces a routed group may or may not take. */
const pushes: { push: string; news: News; about: NewsAbout; routedTakes: boolean }[] = [
  {
    push: "watch: IDEALICA's pay",
    news: "watch",
    about: aboutOf(pay("5120", "IDEALICA")),
    routedTakes: false,
  },
  {
    push: "watch: IDEALICA stopped",
    news: "watch",
    about: aboutOf({ kind: "offer-stopped", offerId: "5120", offer: "IDEALICA" }),
    routedTakes: false,
  },
  {
    push: "watch: 4861's pay",
    news: "watch",
    about: aboutOf(pay("4861", "Shop")),
    routedTakes: false,
  },
  {
    push: "campaigns: banner_top stopped",
    news: "watch",
    about: aboutOf({
      kind: "campaign-clicks-stopped",
      campaign: "banner_top",
      since: "",
      hours: 3,
      usual: 9,
    }),
    routedTakes: false,
  },
  {
    push: "campaigns: tg_ads stopped",
    news: "watch",
    about: aboutOf({
      kind: "campaign-clicks-stopped",
      campaign: "tg_ads",
      since: "",
      hours: 3,
      usual: 9,
    }),
    routedTakes: false,
  },
  {
    push: "limits: offer 4861",
    news: "watch",
    about: aboutOf(limit({ kind: "offer", offerId: "4861", name: "Shop" })),
    routedTakes: false,
  },
  {
    push: "limits: campaign tg_ads",
    news: "watch",
    about: aboutOf(limit({ kind: "campaign", level: "subaccount", name: "tg_ads" })),
    routedTakes: false,
  },
  {
    push: "limits: the account",
    news: "watch",
    about: aboutOf(limit({ kind: "account" })),
    routedTakes: false,
  },
  {
    push: "payouts: a new payout",
    news: "watch",
    about: aboutOf({ kind: "payout-new", payoutId: "1", value: 5, status: "new" }),
    routedTakes: false,
  },
  {
    push: "watch: the balance",
    news: "watch",
    about: aboutOf({ kind: "balance", balance: 1, mark: 2, rose: false }),
    routedTakes: false,
  },
  {
    push: "watch: the account's clicks",
    news: "watch",
    about: aboutOf({ kind: "clicks-stopped", since: "", hours: 3, usual: 9 }),
    routedTakes: false,
  },
  {
    push: "alerts: 4861 via tg_1",
    news: "alerts",
    about: { offerId: 4861, subaccount: "tg_1" },
    routedTakes: true,
  },
  {
    push: "alerts: 4861 via fb_1",
    news: "alerts",
    about: { offerId: 4861, subaccount: "fb_1" },
    routedTakes: false,
  },
  {
    push: "alerts: 5120 via tg_1",
    news: "alerts",
    about: { offerId: 5120, subaccount: "tg_1" },
    routedTakes: false,
  },
  {
    push: "claims: an order of 4861",
    news: "claims",
    about: { offerId: 4861 },
    routedTakes: false,
  },
  { push: "digest", news: "digest", about: {}, routedTakes: false },
];

describe("the team recipient rule, every push kind", () => {
  it("a routed group gets exactly what its routes name; an unrouted one gets it all", () => {
    const taken = (group: TeamGroup) =>
      Object.fromEntries(pushes.map((p) => [p.push, routes(group, p.news, p.about)]));
    expect(taken(routed)).toEqual(Object.fromEntries(pushes.map((p) => [p.push, p.routedTakes])));
    expect(taken(unrouted)).toEqual(Object.fromEntries(pushes.map((p) => [p.push, true])));
  });

  it("routed by an offer alone: that offer's news of every kind, nothing else", () => {
    const taken = pushes.filter((p) => routes(byOffer, p.news, p.about)).map((p) => p.push);
    expect(taken).toEqual([
      "watch: 4861's pay",
      "limits: offer 4861",
      "alerts: 4861 via tg_1",
      "alerts: 4861 via fb_1",
      "claims: an order of 4861",
    ]);
  });

  it("a kind switched off, or a group stopped, takes nothing", () => {
    const off = { ...unrouted, news: { ...everything, watch: false } };
    expect(pushes.filter((p) => routes(off, p.news, p.about)).map((p) => p.news)).not.toContain(
      "watch",
    );
    expect(pushes.some((p) => routes({ ...unrouted, stopped: true }, p.news, p.about))).toBe(false);
  });
});
