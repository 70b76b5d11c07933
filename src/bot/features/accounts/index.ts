/** /accounts: the accounts connected in this chat; switch, rename, remove, add one more. */
import type { Feature } from "../../core/feature.js";
import { composer } from "./handlers.js";
import { accountsRenameConversation } from "./rename-wizard.js";

export const accounts: Feature = {
  name: "accounts",
  commands: ["accounts"],
  composer,
  wizards: { "accounts-rename": accountsRenameConversation },
};
