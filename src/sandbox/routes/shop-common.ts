// Helpers shared by the coupons and goods catalogues.
import { intParam, strParam } from "../lib/params.js";

// Coupons and goods send booleans as true/false (elsewhere 1/0): docs/wire.md allows both.
export const bool = (b: boolean): string => (b ? "true" : "false");

export const ASSETS = "https://static.sandbox.test";

/** The publisher's tracking link for an offer, carrying channel and subaccount from the query. */
export function link(
  offerId: number,
  publisherId: number,
  q: URLSearchParams,
  target?: string,
): string {
  const params = new URLSearchParams({ link: "1" });
  const channel = intParam(q, "traffic_channel_id");
  const sub = strParam(q, "subaccount");
  if (channel !== undefined) params.set("tc", String(channel));
  if (sub !== undefined) params.set("sa", sub);
  if (target !== undefined) params.set("url", target);
  return `https://track.sandbox.test/click/${offerId}/${publisherId}?${params.toString()}`;
}
