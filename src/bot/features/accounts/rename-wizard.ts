import { ownAccount } from "../../accounts/index.js";
import type { BotContext, BotDeps } from "../../core/context.js";
import { type WizardConversation, waitForAnswer } from "../../wizard/answers.js";
import { goBack } from "../../wizard/then.js";
import { backDoor, withWayOut } from "../../wizard/way-out.js";
import { accountsView } from "./handlers.js";
import { accountsListButton } from "./keyboards.js";

/** ✏️ on /accounts: asks for the account's new name (what heads its messages), then lists again. */
export function accountsRenameConversation(deps: BotDeps) {
  return async function accountsRename(
    conversation: WizardConversation,
    ctx: BotContext,
    no: number,
  ) {
    const userId = ctx.from?.id;
    if (userId === undefined) return;
    // Back (the one button it waits for): the /accounts list the ✏️ was pressed on, as it was.
    const back = accountsListButton.pack({});
    await ctx.reply(ctx.t("accounts-rename-ask"), {
      reply_markup: withWayOut(ctx, undefined, back),
    });
    const answer = await waitForAnswer(conversation, [backDoor(back)]);
    if (answer.kind !== "text") return goBack(conversation);
    const name = answer.text;
    const view = await conversation.external(async (outside) => {
      const account = await ownAccount(outside, no);
      if (!account) return undefined;
      await deps.storage.accounts.rename(userId, account.id, name);
      return accountsView(outside, outside.t("accounts-renamed"));
    });
    const reply = answer.ctx;
    if (!view) {
      await reply.reply(reply.t("accounts-gone"));
      return;
    }
    await reply.reply(view.text, { reply_markup: view.keyboard });
  };
}
