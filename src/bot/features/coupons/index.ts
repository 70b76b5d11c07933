/** /coupons: the list, filters, sorts, paging and an offer's coupons. */
import type { Feature } from "../../core/feature.js";
import { composer } from "./handlers.js";
import { couponsOfferConversation } from "./offer-wizard.js";

export const coupons: Feature = {
  name: "coupons",
  commands: ["coupons"],
  composer,
  wizards: { "coupons-offer": couponsOfferConversation },
};
