/** /claim (wizard `claim`), /claims, claims by the dozen from a file or pasted lines (batch/): the list, a card, edit (wizard `claim-edit`) and delete while new (`claims-*`), and the watch job that pushes status changes. */

import type { Feature } from "../../core/feature.js";
import { batchColumnButton } from "./batch/column-picker.js";
import {
  batchCancelButton,
  batchFileButton,
  batchHowButton,
  batchOfferButton,
  batchResumeButton,
} from "./batch/keyboards.js";
import { createBatchResumeJob } from "./batch/resume-job.js";
import { Batches } from "./batch/store.js";
import { batchOpenButton } from "./batch/views.js";
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
    batchFileButton,
    batchCancelButton,
    batchResumeButton,
    batchOfferButton,
    batchHowButton,
    batchColumnButton,
    batchOpenButton,
  ],
  wizards: { claim: claimConversation, "claim-edit": claimEditConversation },
  start: (deps) => ({ jobs: [createClaimWatchJob(deps), createBatchResumeJob(deps)] }),
  onForget: (storage, accountId) => new Batches(storage).forgetAccount(accountId),
};
