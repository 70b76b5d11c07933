import type { BotContext, BotDeps } from "../../core/context.js";
import { commandButton } from "../../core/doors.js";
import { wizardAccount } from "../../wizard/account.js";
import { isBack, type WizardConversation, waitForAnswer } from "../../wizard/answers.js";
import { publisherExternal } from "../../wizard/external.js";
import { offerRetry, retryButton } from "../../wizard/retry.js";
import { goBack } from "../../wizard/then.js";
import { backDoor, withWayOut } from "../../wizard/way-out.js";
import { postbackListKeyboard } from "./keyboards.js";
import { loadPostbackList, saveSearch } from "./list.js";
import { postbackListText } from "./text.js";

/** The Search button under /postbacks: asks for words, then shows the first page found. */
export function postbacksSearchConversation(deps: BotDeps) {
  return async function postbacksSearch(conversation: WizardConversation, ctx: BotContext) {
    if (ctx.from === undefined) return;
    // Its account, fixed when the wizard starts (whatever is active when it is answered).
    const { id: userId } = await wizardAccount(conversation);
    const personId = ctx.from.id;
    // Back: the /postbacks list the search was opened from, every postback on it.
    const back = commandButton("postbacks").pack({});
    await ctx.reply(ctx.t("postbacks-search-ask"), {
      reply_markup: withWayOut(ctx, undefined, back),
    });
    let words: string | undefined;
    for (;;) {
      const answer = await waitForAnswer(conversation, [retryButton, backDoor(back)]);
      if (isBack(answer)) return goBack(conversation);
      if (answer.kind === "text") words = answer.text;
      if (words === undefined) continue;
      const term = words;
      const reply = answer.ctx;
      let list: Awaited<ReturnType<typeof loadPostbackList>>;
      try {
        list = await publisherExternal(conversation, userId, async (client) => {
          const { token, term: saved } = await saveSearch(deps.storage, personId, term);
          return loadPostbackList(client, saved, token, 0);
        });
      } catch (error) {
        // The wizard stays: Try again repeats the search, other words search anew.
        await offerRetry(reply, error);
        continue;
      }
      await reply.reply(postbackListText(reply, list), {
        reply_markup: postbackListKeyboard(reply, list),
      });
      return;
    }
  };
}
