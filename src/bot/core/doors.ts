/**
 * Buttons that open one feature from another feature's message. Their callback kinds live here,
 * so a feature that shows such a button need not import the feature that answers it.
 */
import { InlineKeyboard } from "grammy";
import { PRESETS } from "../reports/period.js";
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

/** Opens the account (profile and notifications) in a new message: from /start and /help. */
export const accountOpenButton = callbackKind("account-open", {});

export function accountOpenKeyboard(ctx: BotContext): InlineKeyboard {
  return new InlineKeyboard().text(ctx.t("account-open"), accountOpenButton.pack({}));
}

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
