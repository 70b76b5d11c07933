/** Free text is a search: offers by name or id, coupons and goods, from anywhere outside a wizard. */
import { SEARCHES_KIND } from "../../catalog/searches.js";
import type { Feature } from "../../core/feature.js";
import { composer } from "./handlers.js";

export const search: Feature = {
  name: "search",
  composer,
  personKinds: [SEARCHES_KIND],
};
