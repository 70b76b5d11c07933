/** /goods: the list, price bands, currency, sort, paging and an item. */
import type { Feature } from "../../core/feature.js";
import { composer } from "./handlers.js";

export const goods: Feature = {
  name: "goods",
  commands: ["goods"],
  composer,
};
