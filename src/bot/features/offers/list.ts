/** The offers list as /offers declares it: what a page asks the API, and how it reads. */
import type { OfferListItem, OfferType } from "../../../publisher-api/index.js";
import type { CatalogList } from "../../catalog/list.js";
import { catalogMoney as moneyStyle } from "../../catalog/money-style.js";
import type { OfferTab } from "../../catalog/searches.js";
import { favouritesPage } from "./favourites.js";
import { filterLabels } from "./filters.js";
import { offersEmptyKeyboard, offersListKeyboard } from "./keyboards.js";
import { offersEmptyText, offersPageText } from "./text.js";

/** The API's offer types behind the tabs; favourites are the publisher's own list of every type. */
const TAB_TYPE: Record<OfferTab, OfferType> = {
  web: "web",
  mobile: "mobile",
  all: "all",
  fav: "all_favourite",
};

export const offersList: CatalogList<"offers", OfferListItem> = {
  kind: "offers",
  pageSize: 8,
  fetch(ctx, client, search, page) {
    const query = {
      q: search.words || undefined,
      categories: search.categoryId ? [search.categoryId] : undefined,
      geo: search.regionId ? [search.regionId] : undefined,
      traffic_types: search.trafficId ? [search.trafficId] : undefined,
      start: page,
      limit: offersList.pageSize,
    };
    if (search.tab === "fav") return favouritesPage(ctx, client, query);
    return client.catalog.offers(TAB_TYPE[search.tab], query);
  },
  async view(ctx, client, token, search, items, page) {
    const [labels, money] = await Promise.all([
      filterLabels(ctx, client, search),
      moneyStyle(ctx, client),
    ]);
    if (items.length === 0) {
      return {
        text: offersEmptyText(ctx, search),
        keyboard: offersEmptyKeyboard(ctx, token, search, labels),
      };
    }
    return {
      text: offersPageText(ctx, search, items, page, money),
      keyboard: offersListKeyboard(ctx, token, search, labels, items, page),
    };
  },
};
