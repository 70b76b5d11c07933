/** /textshift: the publisher's text shift settings, sent whole on every change and kept by the bot. */
import type { Feature } from "../../core/feature.js";
import { composer } from "./handlers.js";
import { textShiftValueConversation } from "./value-wizard.js";

export const textShift: Feature = {
  name: "textshift",
  commands: ["textshift"],
  composer,
  wizards: { "textshift-value": textShiftValueConversation },
};
