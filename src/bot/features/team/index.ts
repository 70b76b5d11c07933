/** /team: team groups that get the account's news, routed by offer and subaccount. */
import type { Feature } from "../../core/feature.js";
import { forgetTeam } from "../../team/store.js";
import { composer } from "./handlers.js";
import {
  teamAddButton,
  teamCardButton,
  teamRemoveButton,
  teamRoutesButton,
  teamToggleButton,
} from "./keyboards.js";
import { teamRoutesConversation } from "./routes-wizard.js";

export const team: Feature = {
  name: "team",
  commands: ["team"],
  composer,
  buttons: [teamAddButton, teamCardButton, teamRemoveButton, teamRoutesButton, teamToggleButton],
  wizards: { "team-routes": teamRoutesConversation },
  groupButtons: [teamCardButton.prefix, teamToggleButton.prefix, teamRemoveButton.prefix],
  groupCommands: ["stats"],
  onForget: (storage, accountId) => forgetTeam(storage, accountId),
};
