import { actFor } from "../../accounts/index.js";
import type { BotContext, BotDeps } from "../../core/context.js";
import { changeTeamGroup } from "../../team/store.js";
import { type WizardConversation, waitForAnswer } from "../../wizard/answers.js";
import { goBack } from "../../wizard/then.js";
import { backDoor, withWayOut } from "../../wizard/way-out.js";
import { teamCardButton, teamCardKeyboard } from "./keyboards.js";
import { readRoutes, routedOfferNames, teamCardText } from "./text.js";

/** 🎯 on a group's card: the offers and subaccount patterns its news is for ("all": every one). */
export function teamRoutesConversation(deps: BotDeps) {
  return async function teamRoutes(
    conversation: WizardConversation,
    ctx: BotContext,
    chatId: number,
    account: number,
  ) {
    // Back (the one button it waits for): the group's card, its routes as they were.
    const back = teamCardButton.pack({ chat: chatId, owner: ctx.from?.id ?? 0, account });
    await ctx.reply(ctx.t("team-routes-ask"), { reply_markup: withWayOut(ctx, undefined, back) });
    for (;;) {
      const answer = await waitForAnswer(conversation, [backDoor(back)]);
      if (answer.kind !== "text") return goBack(conversation);
      const routes = readRoutes(answer.text);
      if (!routes) {
        await answer.ctx.reply(answer.ctx.t("team-routes-bad"), {
          reply_markup: withWayOut(answer.ctx, undefined, back),
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
          text: teamCardText(
            outside,
            group,
            outside.account,
            outside.t("team-routes-saved"),
            await routedOfferNames(outside, group, outside.account.id),
          ),
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
