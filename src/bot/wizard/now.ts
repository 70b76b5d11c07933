import { type PublisherClock, publisherClock } from "../clock/clock.js";
import type { WizardConversation } from "./answers.js";

/**
 * The bot's clock (`deps.now`) inside a wizard, in milliseconds: read outside the replay once and
 * replayed as read, so a wizard's "today" stays the same across its replays. The plugin's own
 * `conversation.now()` reads the system's clock, which the bot's tests and demo do not own.
 */
export function wizardNow(conversation: WizardConversation): Promise<number> {
  return conversation.external((outside) => outside.deps.now().getTime());
}

/**
 * The publisher's clock inside a wizard (clock/clock.ts): their zone and the bot's time, read
 * outside the replay together and replayed as read, so the wizard's "today" is the one every
 * other screen shows them.
 */
export async function wizardClock(conversation: WizardConversation): Promise<PublisherClock> {
  const read = await conversation.external((outside) => ({
    now: outside.deps.now().getTime(),
    zone: outside.speech.zone,
    zoneChosen: outside.speech.zoneChosen,
  }));
  return publisherClock(read, new Date(read.now));
}
