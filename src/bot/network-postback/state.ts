/**
 * A postback's state as the network reports it, read the same way by /postbacks and /alerts. The
 * spec has no on/off field: a postback with no offer connected is off (the spec's way to
 * disconnect); one with offers is paused when its status is 2, what the network sends for one
 * paused in its interface (it delivers nothing until resumed there).
 */
import type { Postback } from "../../publisher-api/index.js";

export type PostbackState = "on" | "off" | "paused";

/** The status code the network is seen to send for a paused postback. */
const PAUSED_STATUS = 2;

export function postbackState(postback: Postback): PostbackState {
  if (!hasOffers(postback)) return "off";
  return postback.status === PAUSED_STATUS ? "paused" : "on";
}

/** Offers connected: the part of the state the bot can switch (status is the network's). */
export function hasOffers(postback: Postback): boolean {
  return postback.offers_included.length > 0;
}

/** The list's mark of each state. */
export const STATE_ICONS: Readonly<Record<PostbackState, string>> = {
  on: "🟢",
  off: "⏸",
  paused: "🟡",
};
