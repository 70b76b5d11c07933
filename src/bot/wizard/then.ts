/**
 * A wizard that was an interruption of another flow hands over to it when it is done: the
 * connect wizard, opened from /claim for the client keys, starts the claim wizard. A wizard cannot
 * enter one registered after it, so it names the next one on the update's context (a typed
 * field, core/context.ts' `HandOverFlavor`) and halts, letting the
 * update on; `enterNext`, installed after every wizard, enters it and ends the update there.
 * Back from a first question halts the same way, the press going on to the view it opens.
 */
import type { MiddlewareFn } from "grammy";
import type { HandlerContext } from "../core/context.js";
import type { WizardConversation } from "./answers.js";
import { enterWizard } from "./enter.js";

/** Ends this wizard and starts `wizard` (by its registered name) in its place. */
export async function handOver(conversation: WizardConversation, wizard: string): Promise<never> {
  await conversation.external((outside) => {
    outside.nextWizard = wizard;
  });
  return conversation.halt({ next: true });
}

/** After the wizards: enters the wizard a halted one handed over to; other updates go on. */
export const enterNext: MiddlewareFn<HandlerContext> = (ctx, next) => {
  const wizard = ctx.nextWizard;
  if (wizard === undefined) return next();
  ctx.nextWizard = undefined;
  return enterWizard(ctx, wizard);
};

/**
 * Back from a wizard's first question (a press of its `backDoor`, way-out.ts): the wizard ends and the press
 * goes on to the feature that owns that view, which shows it as it always does; no wizard keeps a
 * copy of another feature's view.
 */
export function goBack(conversation: WizardConversation): Promise<never> {
  return conversation.halt({ next: true });
}
