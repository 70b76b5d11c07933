/** /disconnect and its confirmation buttons (`disconnect`). */

import type { Feature } from "../../core/feature.js";
import { composer } from "./handlers.js";
import { disconnectButton } from "./keyboards.js";

export const disconnect: Feature = {
  name: "disconnect",
  commands: ["disconnect"],
  composer,
  buttons: [disconnectButton],
};
