/**
 * Under every wizard question: Back (the step before, or where the wizard was opened from) and
 * Cancel (the wizard dropped, as /cancel does). Cancel is answered by `waitForAnswer` for every
 * wizard; Back is a button each step waits for and answers itself.
 */
import { InlineKeyboard } from "grammy";
import { newRow } from "../catalog/paging.js";
import { callbackKind } from "../core/callback-data.js";
import type { BotContext } from "../core/context.js";
import type { Answer, WizardConversation } from "./answers.js";

export const wizardBackButton = callbackKind("wizard-step-back", {});
export const wizardCancelButton = callbackKind("wizard-cancel", {});

/** Adds the Back / Cancel row to a step's keyboard (a new one when none is given). */
export function withWayOut(
  ctx: BotContext,
  keyboard: InlineKeyboard = new InlineKeyboard(),
  options: { back?: boolean } = { back: true },
): InlineKeyboard {
  newRow(keyboard);
  if (options.back !== false) keyboard.text(ctx.t("wizard-step-back"), wizardBackButton.pack({}));
  return keyboard.text(ctx.t("wizard-cancel"), wizardCancelButton.pack({}));
}

/** The answer is a press of Back (a step waits for `wizardBackButton` among its buttons). */
export function isBack(answer: Answer): boolean {
  return answer.kind === "button" && answer.prefix === wizardBackButton.prefix;
}

/**
 * Back from a wizard's first question: the wizard ends and the press goes on as a press of `door`
 * (the packed button of the card, list or menu it was opened from), so the feature that owns that
 * view shows it as it always does, and no wizard keeps a copy of another feature's view.
 */
export async function backTo(conversation: WizardConversation, door: string): Promise<never> {
  await conversation.external((outside) => {
    const query = outside.update.callback_query;
    if (query) query.data = door;
  });
  return conversation.halt({ next: true });
}
