/** /connect and the Connect button: the API key, then the pair for claims (wizard `connect`); the pair alone later (`connect-client`). */

import { addClientButton, addClientForClaimButton, connectButton } from "../../core/doors.js";
import type { Feature } from "../../core/feature.js";
import { composer } from "./handlers.js";
import { connectConversation } from "./wizard.js";

export const connect: Feature = {
  name: "connect",
  commands: ["connect"],
  composer,
  buttons: [connectButton, addClientButton, addClientForClaimButton],
  wizards: { connect: connectConversation },
};
