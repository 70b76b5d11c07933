/** A new offer that fits, in words: what it pays, its EPC, and why it fits (its category, regions). */
import { escapeHtml } from "../../format/html.js";
import { formatCommission } from "../../format/money.js";
import type { Speech } from "../../speech/speech.js";
import type { NewOffer } from "./new-offers-fit.js";

/** Regions named in the line; more are counted. */
const REGIONS_SHOWN = 3;

export function newOfferText(offer: NewOffer, currency: string, speech: Speech): string {
  const { t, lang } = speech;
  const money = (value: NewOffer["epc"]) => formatCommission(value, currency, lang);
  const pays: string[] = [];
  if (offer.cpa.kind !== "none") pays.push(`${t("watch-pay-sale")} ${money(offer.cpa)}`);
  if (offer.cpl.kind !== "none") pays.push(`${t("watch-pay-lead")} ${money(offer.cpl)}`);
  const regions = offer.regions.slice(0, REGIONS_SHOWN).map(escapeHtml);
  if (offer.regions.length > REGIONS_SHOWN)
    regions.push(`+${offer.regions.length - REGIONS_SHOWN}`);
  const where = [escapeHtml(offer.category), regions.join(", ")].filter(Boolean).join(" · ");
  return t("watch-new-offer", {
    offer: `<b>${escapeHtml(offer.offer)}</b>`,
    where,
    pay: pays.join(", ") || t("watch-new-offer-by-goal"),
    epc: money(offer.epc) || t("watch-new-offer-no-epc"),
  });
}
