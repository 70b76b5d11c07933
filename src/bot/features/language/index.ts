/** /language, its language buttons and the question about the account's language (`lang-acc*`). */

import type { Feature } from "../../core/feature.js";
import { composer } from "./handlers.js";
import { accountLanguageButton, accountLanguageKeepButton, languageButton } from "./keyboards.js";

export const language: Feature = {
  name: "language",
  commands: ["language"],
  composer,
  buttons: [languageButton, accountLanguageButton, accountLanguageKeepButton],
};
