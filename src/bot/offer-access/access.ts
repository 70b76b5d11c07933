/**
 * Whether an offer is the publisher's, one answer for every screen that says it (the offer's card,
 * its 🔗 Links, /link): joined with links to share; joined but without one tracking link left (the
 * network took them away: its traffic earns nothing); not joined yet; or taken from them by the
 * network (paused: the watch found it gone from their offers, `offers-left.ts`).
 */
import type { OfferListItem } from "../../publisher-api/index.js";
import type { BotContext } from "../core/context.js";
import { dateText } from "../format/dates.js";
import { localDate } from "../format/local-time.js";

export type OfferAccess =
  | { kind: "joined" }
  | { kind: "no-links" }
  | { kind: "not-joined" }
  | { kind: "paused"; since: Date };

/**
 * `links`: how many tracking links of the publisher's the network lists for the offer; `leftAt`:
 * when the watch found it gone from their offers, if it did.
 */
export function offerAccess(
  offer: Pick<OfferListItem, "user_has_offer">,
  links: number,
  leftAt?: Date,
): OfferAccess {
  if (offer.user_has_offer) return links > 0 ? { kind: "joined" } : { kind: "no-links" };
  return leftAt ? { kind: "paused", since: leftAt } : { kind: "not-joined" };
}

/** The line that says it, the same on every screen. */
export function offerAccessText(ctx: BotContext, access: OfferAccess): string {
  if (access.kind !== "paused") return ctx.t(`offer-access-${access.kind}`);
  const { speech, deps } = ctx;
  const day = dateText(localDate(access.since, speech.zone), speech.lang, deps.now());
  return ctx.t("offer-access-paused", { day });
}
