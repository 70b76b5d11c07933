import { createConversation } from "@grammyjs/conversations";
import type { Middleware } from "grammy";
import type { BotContext, BotDeps, WizardContext } from "../context.js";
import { claimConversation } from "./claim.js";
import { claimEditConversation } from "./claim-edit.js";
import { connectConversation } from "./connect.js";
import { digestTimeConversation, digestZoneConversation } from "./digest.js";
import { linkConversation } from "./link.js";
import { postbacksSearchConversation } from "./postbacks-search.js";

/** Every wizard, each registered under the name features enter it by. */
export function wizards(deps: BotDeps): Middleware<BotContext>[] {
  return [
    createConversation<BotContext, WizardContext>(connectConversation(deps), "connect"),
    createConversation<BotContext, WizardContext>(claimConversation(deps), "claim"),
    createConversation<BotContext, WizardContext>(claimEditConversation(deps), "claim-edit"),
    createConversation<BotContext, WizardContext>(linkConversation(deps), "link"),
    createConversation<BotContext, WizardContext>(
      postbacksSearchConversation(deps),
      "postbacks-search",
    ),
    createConversation<BotContext, WizardContext>(digestTimeConversation(deps), "digest-time"),
    createConversation<BotContext, WizardContext>(digestZoneConversation(deps), "digest-zone"),
  ];
}
