/** /link and Make link (`mklink`): a tracking link for an offer (wizard `link`). */

import { makeLinkButton } from "../../core/doors.js";
import type { Feature } from "../../core/feature.js";
import { composer } from "./handlers.js";
import { linkConversation } from "./wizard.js";

export const link: Feature = {
  name: "link",
  commands: ["link"],
  composer,
  buttons: [makeLinkButton],
  wizards: { link: linkConversation },
};
