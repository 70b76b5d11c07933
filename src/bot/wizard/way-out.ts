/**
 * Under every wizard question: Back (the step before, or where the wizard was opened from) and
 * Cancel (the wizard dropped, as /cancel does). Cancel is answered by `waitForAnswer` for every
 * wizard; Back is a button each step waits for and answers itself: `isBack`, or
 * `waitForAnswerOrBack` throwing `StepBack` (answers.ts), the step before. Under the first
 * question Back is the button of the view the wizard was opened from (`back`): the wizard waits
 * for it with `backDoor` and leaves with `goBack` (then.ts), and the press opens that view.
 */
import { InlineKeyboard } from "grammy";
import { newRow } from "../catalog/paging.js";
import { callbackKind } from "../core/callback-data.js";
import type { BotContext } from "../core/context.js";

export const wizardBackButton = callbackKind("wizard-step-back", {});
export const wizardCancelButton = callbackKind("wizard-cancel", {});

/**
 * Adds the Back / Cancel row to a step's keyboard (a new one when none is given). `back`: what Back
 * presses, the packed button of the view the wizard was opened from (first questions); the step
 * before otherwise.
 */
export function withWayOut(
  ctx: BotContext,
  keyboard: InlineKeyboard = new InlineKeyboard(),
  back: string = wizardBackButton.pack({}),
): InlineKeyboard {
  newRow(keyboard);
  keyboard.text(ctx.t("wizard-step-back"), back);
  return keyboard.text(ctx.t("wizard-cancel"), wizardCancelButton.pack({}));
}

/**
 * Back under a wizard's first question, as a button its step waits for: the press of `door` (the
 * packed button of the card, list or menu the wizard was opened from, which `withWayOut` put
 * there as Back). It answers as Back (`isBack`).
 */
export function backDoor(door: string): {
  readonly prefix: string;
  unpack(data: string): string | undefined;
} {
  return {
    prefix: wizardBackButton.prefix,
    unpack: (data) => (data === door ? data : undefined),
  };
}
