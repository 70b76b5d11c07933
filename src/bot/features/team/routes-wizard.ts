import { actFor } from "../../accounts/index.js";
import type { BotContext, BotDeps } from "../../core/context.js";
import { changeTeamGroup } from "../../team/store.js";
import { isBack, type WizardConversation, waitForAnswer } from "../../wizard/answers.js";
import { backTo } from "../../wizard/then.js";
import { withWayOut, wizardBackButton } from "../../wizard/way-out.js";
import { teamCardButton, teamCardKeyboard } from "./keyboards.js";
import { readRoutes, teamCardText } from "./text.js";

/** 🎯 on a group's card: the offers and subaccount patterns its news is for ("all": every one). */
export function teamRoutesConversation(deps: BotDeps) {
  return async function teamRoutes(
    conversation: WizardConversation,
    ctx: BotContext,
    chatId: number,
    account: number,
  ) {
    await ctx.reply(ctx.t("team-routes-ask"), { reply_markup: withWayOut(ctx) });
    for (;;) {
      const answer = await waitForAnswer(conversation, [wizardBackButton]);
      // Back (the one button it waits for): the group's card, its routes as they were.
      if (isBack(answer) || answer.kind !== "text") {
        const owner = answer.ctx.from?.id ?? 0;
        return backTo(conversation, teamCardButton.pack({ chat: chatId, owner, account }));
      }
      const routes = readRoutes(answer.text);
      if (!routes) {
        await answer.ctx.reply(answer.ctx.t("team-routes-bad"), {
          reply_markup: withWayOut(answer.ctx),
        });
        continue;
      }
      const shown = await conversation.external(async (outside) => {
        if (!(await actFor(outside, account))) return undefined;
        const group = await changeTeamGroup(deps.storage, outside.account.id, chatId, (g) =>
          g ? { ...g, ...routes } : g,
        );
        if (!group) return undefined;
        const card = { group, owner: outside.from?.id ?? 0, account: outside.account.no };
        return {
          text: teamCardText(outside, group, outside.account, outside.t("team-routes-saved")),
          keyboard: teamCardKeyboard(outside, card, false),
        };
      });
      const reply = answer.ctx;
      if (!shown) await reply.reply(reply.t("team-gone"));
      else await reply.reply(shown.text, { reply_markup: shown.keyboard });
      return;
    }
  };
}
