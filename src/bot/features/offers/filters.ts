/** An offers search's filters (category, region, traffic type): their values and labels. */
import type { OfferKind, PublisherClient } from "../../../publisher-api/index.js";
import type { Choice } from "../../catalog/paging.js";
import { reference } from "../../catalog/references-cache.js";
import type { OffersSearch, OfferTab } from "../../catalog/searches.js";
import type { BotContext } from "../../core/context.js";
import { type FilterLabels, OFFER_FILTERS, type OfferFilter } from "./keyboards.js";

/** Where each filter keeps its value in the search. */
export const FIELD = { category: "categoryId", region: "regionId", traffic: "trafficId" } as const;

/** Which reference trees a tab's filters come from; "all" and favourites use the web ones. */
export const kindOf = (tab: OfferTab): OfferKind => (tab === "mobile" ? "mobile" : "web");

/** A filter's values, from the reference lists cached for the whole bot. */
export function filterChoices(
  ctx: BotContext,
  client: PublisherClient,
  filter: OfferFilter,
  tab: OfferTab,
): Promise<Choice[]> {
  const { storage } = ctx.deps;
  const mobile = kindOf(tab) === "mobile";
  if (filter === "region") return reference(storage, client, "regions");
  if (filter === "category") {
    return reference(storage, client, mobile ? "offer-categories-mobile" : "offer-categories-web");
  }
  return reference(storage, client, mobile ? "traffic-types-mobile" : "traffic-types-web");
}

export async function filterLabels(
  ctx: BotContext,
  client: PublisherClient,
  search: OffersSearch,
): Promise<FilterLabels> {
  const labels: FilterLabels = { category: "", region: "", traffic: "" };
  for (const f of OFFER_FILTERS) {
    const id = search[FIELD[f]];
    if (!id) continue;
    const choices = await filterChoices(ctx, client, f, search.tab);
    labels[f] = choices.find((c) => c.id === id)?.name ?? `#${id}`;
  }
  return labels;
}
