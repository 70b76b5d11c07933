/** /claim (wizard `claim`), /claims: the list, a card, edit (wizard `claim-edit`) and delete while new (`claims-*`), and the watch job that pushes status changes. */

import type { Feature } from "../../core/feature.js";
import { claimEditConversation } from "./edit-wizard.js";
import { claimConversation } from "./file-wizard.js";
import { composer } from "./handlers.js";
import {
  claimsCardButton,
  claimsDeleteButton,
  claimsDeleteConfirmButton,
  claimsEditButton,
  claimsListButton,
  claimsNewButton,
} from "./list-keyboards.js";
import { createClaimWatchJob } from "./watch-job.js";

export const claims: Feature = {
  name: "claims",
  commands: ["claim", "claims"],
  composer,
  buttons: [
    claimsCardButton,
    claimsDeleteButton,
    claimsDeleteConfirmButton,
    claimsEditButton,
    claimsListButton,
    claimsNewButton,
  ],
  wizards: { claim: claimConversation, "claim-edit": claimEditConversation },
  start: (deps) => ({ jobs: [createClaimWatchJob(deps)] }),
};
