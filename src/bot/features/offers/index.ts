/** /offers: the list, tabs, filters, paging and the offer card with its sections. */
import { SEARCHES_KIND } from "../../catalog/searches.js";
import { foundListButton, offerCardButton, offerOpenButton } from "../../core/doors.js";
import type { Feature } from "../../core/feature.js";
import { composer } from "./handlers.js";
import {
  offerFavourite,
  offerSection,
  offersBroader,
  offersFilter,
  offersFilterMenu,
  offersPage,
  offersTab,
} from "./keyboards.js";

export const offers: Feature = {
  name: "offers",
  commands: ["offers"],
  composer,
  buttons: [
    offerCardButton,
    offerFavourite,
    offerOpenButton,
    offerSection,
    offersBroader,
    offersFilter,
    offersFilterMenu,
    foundListButton.offers,
    offersPage,
    offersTab,
  ],
  personKinds: [SEARCHES_KIND],
};
