/** /coupons: the list, filters, sorts, paging (`cpp` `cpx` `cpm` `cpv` `cps` `cpc`) and an offer's coupons (`cpo`). */
import type { Feature } from "../../core/feature.js";
import { composer } from "./handlers.js";

export const coupons: Feature = {
  name: "coupons",
  commands: ["coupons"],
  composer,
};
