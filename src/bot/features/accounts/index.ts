/** /accounts: the accounts connected in this chat; switch, rename, remove, add one more. */
import type { Feature } from "../../core/feature.js";
import { composer } from "./handlers.js";
import {
  accountsAddButton,
  accountsListButton,
  accountsRemoveButton,
  accountsRemoveYesButton,
  accountsRenameButton,
  accountsSwitchButton,
} from "./keyboards.js";
import { accountsRenameConversation } from "./rename-wizard.js";

export const accounts: Feature = {
  name: "accounts",
  commands: ["accounts"],
  composer,
  buttons: [
    accountsAddButton,
    accountsListButton,
    accountsRemoveButton,
    accountsRemoveYesButton,
    accountsRenameButton,
    accountsSwitchButton,
  ],
  wizards: { "accounts-rename": accountsRenameConversation },
};
