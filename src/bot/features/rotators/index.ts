/** /rotators: banner rotators listed, a card with switches and lists, a search to add, a wizard to create. */
import type { Feature } from "../../core/feature.js";
import { rotatorCreateConversation } from "./create-wizard.js";
import { rotatorFindConversation } from "./find-wizard.js";
import { composer } from "./handlers.js";
import {
  rotatorCard,
  rotatorFind,
  rotatorMove,
  rotatorMoveSure,
  rotatorPart,
  rotatorStats,
  rotatorSwitch,
  rotatorsNew,
  rotatorsPage,
} from "./keyboards.js";

export const rotators: Feature = {
  name: "rotators",
  commands: ["rotators"],
  composer,
  buttons: [
    rotatorCard,
    rotatorFind,
    rotatorMove,
    rotatorMoveSure,
    rotatorPart,
    rotatorStats,
    rotatorSwitch,
    rotatorsNew,
    rotatorsPage,
  ],
  wizards: { "rotator-create": rotatorCreateConversation, "rotator-find": rotatorFindConversation },
};
