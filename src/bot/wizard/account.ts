import { type ActiveAccount, actFor } from "../accounts/index.js";
import type { WizardConversation } from "./answers.js";

/**
 * The account a wizard works for, read once outside the replay when it starts and replayed as read:
 * on every later answer the plugin rebuilds the wizard's context with the account active *then*,
 * so a publisher who switched accounts (or removed one) meanwhile would have the rest of the wizard
 * run on the other account. The wizard's API calls and stored data use this one's id instead.
 *
 * `no`: the account of the card whose button opened the wizard (0: the active one). Undefined, with
 * the publisher told, when that number is no longer one of their accounts.
 */
export function wizardAccount(conversation: WizardConversation): Promise<ActiveAccount>;
export function wizardAccount(
  conversation: WizardConversation,
  no: number,
): Promise<ActiveAccount | undefined>;
export function wizardAccount(
  conversation: WizardConversation,
  no = 0,
): Promise<ActiveAccount | undefined> {
  return conversation.external(async (outside) =>
    (await actFor(outside, no)) ? { ...outside.account } : undefined,
  );
}
