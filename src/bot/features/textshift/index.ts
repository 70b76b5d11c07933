/** /textshift: the publisher's text shift settings, sent whole on every change and kept by the bot. */
import type { Feature } from "../../core/feature.js";
import { composer } from "./handlers.js";
import {
  textShiftAsk,
  textShiftCuTarget,
  textShiftMode,
  textShiftScheme,
  textShiftTarget,
} from "./keyboards.js";
import { textShiftValueConversation } from "./value-wizard.js";

export const textShift: Feature = {
  name: "textshift",
  commands: ["textshift"],
  composer,
  buttons: [textShiftAsk, textShiftCuTarget, textShiftMode, textShiftScheme, textShiftTarget],
  wizards: { "textshift-value": textShiftValueConversation },
};
