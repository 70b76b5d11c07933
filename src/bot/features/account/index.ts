/** The account view (opened from /start and /help): profile, notification toggles, refresh. */
import type { Feature } from "../../core/feature.js";
import { composer } from "./handlers.js";

export const account: Feature = {
  name: "account",
  composer,
};
