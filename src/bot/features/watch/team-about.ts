/**
 * What each watch event is about, as team routes read it (team/store.ts `routes`): an offer's
 * news names the offer, a campaign's (a value of a subaccount level) its subaccount, a limit's
 * what it watches; the balance, payouts and the account's own traffic name neither, so only a
 * group that routes by nothing gets them.
 */
import type { NewsAbout } from "../../team/store.js";
import type { WatchEvent } from "./events.js";

export function aboutOf(event: WatchEvent): NewsAbout {
  if (event.kind === "campaign-clicks-stopped" || event.kind === "campaign-conversions-stopped")
    return { subaccount: event.campaign };
  if (event.kind === "limit-crossed") {
    const { scope } = event;
    if (scope.kind === "offer") return offer(scope.offerId);
    if (scope.kind === "campaign") return { subaccount: scope.name };
    return {};
  }
  if ("offerId" in event) return offer(event.offerId);
  return {};
}

function offer(id: string): NewsAbout {
  const offerId = Number(id);
  return Number.isSafeInteger(offerId) && offerId > 0 ? { offerId } : {};
}
