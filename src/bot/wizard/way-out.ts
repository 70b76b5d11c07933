/**
 * Under every wizard question: Back (the step before, or where the wizard was opened from) and
 * Cancel (the wizard dropped, as /cancel does). Cancel is answered by `waitForAnswer` for every
 * wizard; Back is a button each step waits for and answers itself: `isBack`, or
 * `waitForAnswerOrBack` throwing `StepBack` (answers.ts), the step before; from the first
 * question `backTo` (then.ts), the view the wizard was opened from.
 */
import { InlineKeyboard } from "grammy";
import { newRow } from "../catalog/paging.js";
import { callbackKind } from "../core/callback-data.js";
import type { BotContext } from "../core/context.js";

export const wizardBackButton = callbackKind("wizard-step-back", {});
export const wizardCancelButton = callbackKind("wizard-cancel", {});

/** Adds the Back / Cancel row to a step's keyboard (a new one when none is given). */
export function withWayOut(
  ctx: BotContext,
  keyboard: InlineKeyboard = new InlineKeyboard(),
): InlineKeyboard {
  newRow(keyboard);
  keyboard.text(ctx.t("wizard-step-back"), wizardBackButton.pack({}));
  return keyboard.text(ctx.t("wizard-cancel"), wizardCancelButton.pack({}));
}
