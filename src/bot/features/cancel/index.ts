/** /cancel: leaves any open wizard; it sees updates before the wizards do. */

import type { Feature } from "../../core/feature.js";
import { composer } from "./handlers.js";

export const cancel: Feature = {
  name: "cancel",
  commands: ["cancel"],
  composer,
  beforeWizards: true,
};
