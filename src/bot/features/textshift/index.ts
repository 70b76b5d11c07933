/** /textshift: the publisher's text shift settings, sent whole on every change and kept by the bot. */
import type { Feature } from "../../core/feature.js";
import { composer } from "./handlers.js";
import { textShiftAsk, textShiftCuTarget, textShiftMode, textShiftTarget } from "./keyboards.js";
import { textShiftValueConversation } from "./value-wizard.js";

export const textShift: Feature = {
  name: "textshift",
  commands: ["textshift"],
  composer,
  // The scheme picker's buttons are its wizard's own (value-wizard.ts): no handler here.
  buttons: [textShiftAsk, textShiftCuTarget, textShiftMode, textShiftTarget],
  wizards: { "textshift-value": textShiftValueConversation },
};
