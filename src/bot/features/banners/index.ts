/** /banners [words]: promo banners by name, with their size and the network's picture. */
import type { Feature } from "../../core/feature.js";
import { BANNERS_SEARCH_KIND, bannersMore, composer } from "./handlers.js";

export const banners: Feature = {
  name: "banners",
  commands: ["banners"],
  composer,
  buttons: [bannersMore],
  personKinds: [BANNERS_SEARCH_KIND],
};
