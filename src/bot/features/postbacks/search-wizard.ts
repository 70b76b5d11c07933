import type { BotContext, BotDeps } from "../../core/context.js";
import { connectKeyboard } from "../../core/doors.js";
import { type WizardConversation, waitForAnswer } from "../../wizard/answers.js";
import { postbackListKeyboard } from "./keyboards.js";
import { loadPostbackList, saveSearch } from "./list.js";
import { postbackListText } from "./text.js";

/** The Search button under /postbacks: asks for words, then shows the first page found. */
export function postbacksSearchConversation(deps: BotDeps) {
  return async function postbacksSearch(conversation: WizardConversation, ctx: BotContext) {
    const userId = ctx.from?.id;
    if (userId === undefined) return;
    await ctx.reply(ctx.t("postbacks-search-ask"));
    const answer = await waitForAnswer(conversation);
    if (answer.kind !== "text") return;
    const list = await conversation.external(async () => {
      const secrets = await deps.storage.vault.get(userId);
      if (!secrets) return undefined;
      const { token, term } = await saveSearch(deps.storage, userId, answer.text);
      return loadPostbackList(deps.api.forPublisher(secrets), term, token, 0);
    });
    const reply = answer.ctx;
    if (!list) {
      await reply.reply(reply.t("not-connected"), { reply_markup: connectKeyboard(reply) });
      return;
    }
    await reply.reply(postbackListText(reply, list), {
      reply_markup: postbackListKeyboard(reply, list),
    });
  };
}
