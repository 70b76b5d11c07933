/** Inline mode: coupons and offer links shared into any chat. */
import { SEARCHES_KIND } from "../../catalog/searches.js";
import type { Feature } from "../../core/feature.js";
import { composer } from "./handlers.js";

export const inline: Feature = {
  name: "inline",
  composer,
  personKinds: [SEARCHES_KIND],
};
