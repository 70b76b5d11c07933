/** /balance and its Refresh button (`bal-r`). */

import type { Feature } from "../../core/feature.js";
import { composer } from "./handlers.js";
import { balanceRefreshButton } from "./keyboards.js";

export const balance: Feature = {
  name: "balance",
  commands: ["balance"],
  composer,
  buttons: [balanceRefreshButton],
};
