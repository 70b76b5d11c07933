/** /postbacks: the list, search (wizard `postbacks-search`), a card, switch off and on (`pbs-*`). */
import type { Feature } from "../../core/feature.js";
import { composer } from "./handlers.js";
import {
  postbackCardButton,
  postbackKeepButton,
  postbackKeepOffButton,
  postbackOffButton,
  postbackOffConfirmButton,
  postbackOnAllButton,
  postbackOnButton,
  postbacksPageButton,
  postbacksSearchButton,
} from "./keyboards.js";
import { POSTBACKS_SEARCH_KIND } from "./list.js";
import { postbacksSearchConversation } from "./search-wizard.js";

export const postbacks: Feature = {
  name: "postbacks",
  commands: ["postbacks"],
  composer,
  buttons: [
    postbackCardButton,
    postbackKeepOffButton,
    postbackKeepButton,
    postbackOffButton,
    postbackOffConfirmButton,
    postbackOnButton,
    postbackOnAllButton,
    postbacksPageButton,
    postbacksSearchButton,
  ],
  wizards: { "postbacks-search": postbacksSearchConversation },
  personKinds: [POSTBACKS_SEARCH_KIND],
};
