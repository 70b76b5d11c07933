/** The account view (opened by `acc` from /start and /help): profile, notification toggles (`acc-n`), refresh (`acc-r`). */
import type { Feature } from "../../core/feature.js";
import { composer } from "./handlers.js";

export const account: Feature = {
  name: "account",
  composer,
};
