/** /offers: the list, tabs, filters, paging and the offer card with its sections. */
import { SEARCHES_KIND } from "../../catalog/searches.js";
import type { Feature } from "../../core/feature.js";
import { composer } from "./handlers.js";

export const offers: Feature = {
  name: "offers",
  commands: ["offers"],
  composer,
  personKinds: [SEARCHES_KIND],
};
