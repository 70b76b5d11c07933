import { createConversation } from "@grammyjs/conversations";
import type { Middleware } from "grammy";
import type { BotContext, BotDeps, WizardContext } from "../core/context.js";
import { claimEditConversation } from "../features/claims/edit-wizard.js";
import { claimConversation } from "../features/claims/file-wizard.js";
import { connectConversation } from "../features/connect/wizard.js";
import { digestTimeConversation, digestZoneConversation } from "../features/digest/wizards.js";
import { linkConversation } from "../features/link/wizard.js";
import { postbacksSearchConversation } from "../features/postbacks/search-wizard.js";

/** Every wizard, under the name features enter it by. */
const WIZARDS = {
  connect: connectConversation,
  claim: claimConversation,
  "claim-edit": claimEditConversation,
  link: linkConversation,
  "postbacks-search": postbacksSearchConversation,
  "digest-time": digestTimeConversation,
  "digest-zone": digestZoneConversation,
};

export function wizards(deps: BotDeps): Middleware<BotContext>[] {
  return Object.entries(WIZARDS).map(([name, build]) =>
    createConversation<BotContext, WizardContext>(build(deps), name),
  );
}
