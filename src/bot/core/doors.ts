/**
 * Buttons that open one feature from another feature's message. Their callback kinds live here,
 * so a feature that shows such a button need not import the feature that answers it.
 */
import { InlineKeyboard } from "grammy";
import { type Period, PRESETS, periodNumbers } from "../reports/period.js";
import { callbackKind } from "./callback-data.js";
import type { BotContext } from "./context.js";

/** Starts /connect: under "connect first" and on /start. Answered by the connect feature. */
export const connectButton = callbackKind("connect", {});

export function connectKeyboard(ctx: BotContext): InlineKeyboard {
  return new InlineKeyboard().text(ctx.t("button-connect"), connectButton.pack({}));
}

/**
 * Adds the client id and secret (for claims) to a connected account: asks for the pair only, the
 * stored API key stays. Answered by the connect feature.
 */
export const addClientButton = callbackKind("connect-client", {});

/** The same from /claim: once the pair is added, the claim wizard starts where /claim stopped. */
export const addClientForClaimButton = callbackKind("connect-client-claim", {});

/** Opens the account (profile and notifications) in a new message: from /start and /help. */
export const accountOpenButton = callbackKind("account-open", {});

/** "Make link" for one offer: on an offer card, among recent offers, under search results. */
export const makeLinkButton = callbackKind("offer-link", { id: "id" });

/**
 * An offer's card: from its list (`search` the list's search token, "" outside a list; `page` the
 * list page), and back to it from the coupons opened on it. Answered by the offers feature.
 */
export const offerCardButton = callbackKind("offer-card", {
  id: "id",
  search: "str",
  page: "int",
});

/** "Coupons of this offer" on an offer card; `search` and `page` are the card's own, for the way back. */
export const offerCouponsButton = callbackKind("offer-coupons", {
  id: "id",
  search: "str",
  page: "int",
});

/** Analytics periods, in months (the spec's enum). */
export const SITE_MONTHS = ["1", "3", "6", "12"] as const;

/**
 * "📈 Site" on an offer card: the advertiser site's analytics over `months`; `search` and `page`
 * are the card's own, for the way back. Answered by the site-analytics feature.
 */
export const offerSiteButton = callbackKind("offer-site", {
  id: "id",
  months: SITE_MONTHS,
  search: "str",
  page: "int",
});

/** Opens an offer's card in a new message (under a conversion alert). Answered by offers. */
export const offerOpenButton = callbackKind("offer-open", { id: "id" });

/** Opens /alerts in a new message: on the account view. Answered by the alerts feature. */
export const alertsOpenButton = callbackKind("alerts-open", {});

/** A preset period of /stats, resolved against "today" when pressed: on /stats and under a digest. */
export const statsPresetButton = callbackKind("stats-preset", { preset: PRESETS });

/**
 * One day's /stats summary (the day as yyyymmdd) of the account the message is about (`account`,
 * its number): under a digest, the very day it is about, which need not be "yesterday" when the
 * network is still counting that. Answered by the stats feature.
 */
export const statsDayButton = callbackKind("stats-day", { day: "int", account: "account" });

/**
 * The report card of a period (days as yyyymmdd) of the account the summary is of: under a /stats
 * summary, for the summary's days. Answered by the report feature.
 */
export const reportCardButton = callbackKind("report-card", {
  from: "int",
  to: "int",
  account: "account",
});

/**
 * A report card's rows by day as CSV (days as yyyymmdd) of the card's account: under every card,
 * wherever it was sent (/report, a push). Answered by the report feature.
 */
export const reportCsvButton = callbackKind("report-csv", {
  from: "int",
  to: "int",
  account: "account",
});

/**
 * Opens one offer's row of /stats for a period (days as yyyymmdd) of an account: its days and its
 * subaccounts, with its chart, and ⬅ to the period's offers, as a press on that row of /stats'
 * offers does. Answered by the stats feature.
 */
export const statsOfferButton = callbackKind("stats-offer", {
  from: "int",
  to: "int",
  id: "id",
  account: "account",
});

/**
 * The button that opens an offer's row (`label` as the row is named where it is put) of the
 * account numbered `account` in its owner's list (0: the active one).
 */
export function statsOfferRow(label: string, period: Period, offerId: number, account: number) {
  const range = periodNumbers(period);
  return InlineKeyboard.text(label, statsOfferButton.pack({ ...range, id: offerId, account }));
}

/**
 * Runs a command as if it were typed (the main menu's buttons). Every command registered with
 * `privateCommand` answers its own, so the menu needs no door per feature.
 */
export function commandButton(command: string) {
  return callbackKind(`run-${command}`, {});
}

/**
 * A saved search's list (offers, coupons or goods) in a new message: under the results of a free
 * text search. Answered by the feature of that list.
 */
export const foundListButton = {
  offers: callbackKind("offers-found", { search: "str" }),
  coupons: callbackKind("coupons-found", { search: "str" }),
  goods: callbackKind("goods-found", { search: "str" }),
} as const;
