/** /start and /help; the account button under them opens the account feature. */

import type { Feature } from "../../core/feature.js";
import { menuPage } from "../../core/main-menu.js";
import { composer } from "./handlers.js";

export const start: Feature = {
  name: "start",
  commands: ["start", "help"],
  composer,
  buttons: [menuPage],
};
