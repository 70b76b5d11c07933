/** /coupons: the list, filters, sorts, paging and an offer's coupons. */
import { SEARCHES_KIND } from "../../catalog/searches.js";
import type { Feature } from "../../core/feature.js";
import { composer } from "./handlers.js";
import { couponsOfferConversation } from "./offer-wizard.js";

export const coupons: Feature = {
  name: "coupons",
  commands: ["coupons"],
  composer,
  personKinds: [SEARCHES_KIND],
  wizards: { "coupons-offer": couponsOfferConversation },
};
