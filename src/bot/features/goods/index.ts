/** /goods: the list, price bands, currency, sort, paging and an item. */
import { SEARCHES_KIND } from "../../catalog/searches.js";
import type { Feature } from "../../core/feature.js";
import { composer } from "./handlers.js";

export const goods: Feature = {
  name: "goods",
  commands: ["goods"],
  composer,
  personKinds: [SEARCHES_KIND],
};
