/** /rotators: banner rotators listed, a card with switches and lists, a search to add, a wizard to create. */
import type { Feature } from "../../core/feature.js";
import { rotatorCreateConversation } from "./create-wizard.js";
import { rotatorFindConversation } from "./find-wizard.js";
import { composer } from "./handlers.js";

export const rotators: Feature = {
  name: "rotators",
  commands: ["rotators"],
  composer,
  wizards: { "rotator-create": rotatorCreateConversation, "rotator-find": rotatorFindConversation },
};
