/** /payouts: payouts, charges and exchange rates, paged. */
import type { Feature } from "../../core/feature.js";
import { composer } from "./handlers.js";
import { payoutsButton } from "./keyboards.js";

export const payouts: Feature = {
  name: "payouts",
  commands: ["payouts"],
  composer,
  buttons: [payoutsButton],
};
