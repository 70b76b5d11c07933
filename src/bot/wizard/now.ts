import type { WizardConversation } from "./answers.js";

/**
 * The bot's clock (`deps.now`) inside a wizard, in milliseconds: read outside the replay once and
 * replayed as read, so a wizard's "today" stays the same across its replays. The plugin's own
 * `conversation.now()` reads the system's clock, which the bot's tests and demo do not own.
 */
export function wizardNow(conversation: WizardConversation): Promise<number> {
  return conversation.external((outside) => outside.deps.now().getTime());
}
