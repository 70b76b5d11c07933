/**
 * The tracking link of the link wizard and of autopost's coupon buttons: the offer's default
 * link's deep link (or a coupon's link), plus where the click should land and the publisher's
 * subaccount. The spec does not say how those two are
 * added; this network family's trackers read `ulp` (the landing page, URL-encoded) and `subid`
 * (the subaccount) as query parameters of the deep link, so that is what is appended (see
 * docs/wire.md, "Tracking links made by the bot"). Values already on the deep link are replaced.
 */

const MAX_URL_CHARS = 2000;
const SUBACCOUNT = /^[A-Za-z0-9_.-]{1,50}$/;

export type UrlProblem = "not-url" | "scheme" | "no-host" | "too-long";
export type SubaccountProblem = "characters" | "too-long";

export type Checked<P> = { ok: true; value: string } | { ok: false; problem: P };

/** A landing page the publisher typed: an absolute http(s) URL with a host. */
export function checkTargetUrl(text: string): Checked<UrlProblem> {
  const typed = text.trim();
  if (typed.length > MAX_URL_CHARS) return { ok: false, problem: "too-long" };
  // The URL parser would quietly encode a space; in a typed address it is a slip.
  if (/\s/.test(typed)) return { ok: false, problem: "not-url" };
  let url: URL;
  try {
    url = new URL(typed);
  } catch {
    // "shop.com/sale" is the common slip: say what is missing rather than "not a URL".
    return { ok: false, problem: /^[\w-]+(\.[\w-]+)+(\/|$)/.test(typed) ? "scheme" : "not-url" };
  }
  if (url.protocol !== "http:" && url.protocol !== "https:")
    return { ok: false, problem: "scheme" };
  if (!url.hostname.includes(".") && url.hostname !== "localhost") {
    return { ok: false, problem: "no-host" };
  }
  return { ok: true, value: url.toString() };
}

/** A subaccount as trackers accept it: letters, digits, `_ . -`, at most 50. */
export function checkSubaccount(text: string): Checked<SubaccountProblem> {
  const typed = text.trim();
  if (typed.length > 50) return { ok: false, problem: "too-long" };
  return SUBACCOUNT.test(typed) ? { ok: true, value: typed } : { ok: false, problem: "characters" };
}

export function trackingLink(deepLink: string, target?: string, subaccount?: string): string {
  const url = new URL(deepLink);
  if (target) url.searchParams.set("ulp", target);
  if (subaccount) url.searchParams.set("subid", subaccount);
  return url.toString();
}
