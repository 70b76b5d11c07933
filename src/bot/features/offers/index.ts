/** /offers: the list, tabs, filters, paging (`ofp` `oft` `ofw` `ofm` `off`) and the offer card with its sections (`ofc` `ofs`). */
import type { Feature } from "../../core/feature.js";
import { composer } from "./handlers.js";

export const offers: Feature = {
  name: "offers",
  commands: ["offers"],
  composer,
};
