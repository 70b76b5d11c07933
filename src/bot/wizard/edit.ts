import type { InlineKeyboard } from "grammy";
import type { BotContext } from "../core/context.js";
import { editInPlace } from "../core/edit-in-place.js";
import type { WizardConversation } from "./answers.js";
import { ownMessages } from "./own-messages.js";

/**
 * `editInPlace` from inside a wizard: the helper reads and writes storage (what the message shows
 * now), which a replayed wizard must not repeat, so the whole edit is one `external` step. Edits
 * `messageId`, else the message whose button `ctx` carries.
 */
export function editInWizard(
  conversation: WizardConversation,
  ctx: BotContext,
  text: string,
  keyboard?: InlineKeyboard,
  messageId: number | undefined = ctx.callbackQuery?.message?.message_id,
): Promise<boolean> {
  // Edited outside the replay: the wizard's buttons there are its own (own-messages.ts).
  if (messageId !== undefined) ownMessages(conversation).add(messageId);
  return conversation.external((outside) =>
    editInPlace(outside, text, keyboard, undefined, messageId),
  );
}
