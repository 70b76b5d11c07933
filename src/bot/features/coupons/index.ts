/** /coupons: the list, filters, sorts, paging and an offer's coupons. */
import { SEARCHES_KIND } from "../../catalog/searches.js";
import { foundListButton, offerCouponsButton } from "../../core/doors.js";
import type { Feature } from "../../core/feature.js";
import { composer } from "./handlers.js";
import {
  couponsChoose,
  couponsClear,
  couponsMenu,
  couponsOfferFind,
  couponsPage,
  couponsSort,
  couponsToggle,
} from "./keyboards.js";
import { couponsOfferConversation } from "./offer-wizard.js";

export const coupons: Feature = {
  name: "coupons",
  commands: ["coupons"],
  composer,
  buttons: [
    couponsChoose,
    couponsClear,
    foundListButton.coupons,
    couponsMenu,
    couponsOfferFind,
    couponsPage,
    couponsSort,
    couponsToggle,
    offerCouponsButton,
  ],
  personKinds: [SEARCHES_KIND],
  wizards: { "coupons-offer": couponsOfferConversation },
};
