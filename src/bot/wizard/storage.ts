import type {
  ConversationData,
  ConversationStorage,
  VersionedState,
} from "@grammyjs/conversations";
import type { Storage } from "../../storage/index.js";
import type { HandlerContext } from "../core/context.js";

/** An abandoned wizard is forgotten after a week. */
const WIZARD_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * Wizard state on the bot's own Keyv, so a wizard resumes after a restart and on any instance.
 * It holds the updates the publisher sent (an API key, an order number), so it is sealed like
 * credentials. Keyed by chat; the bot works in private chats, where the chat id is the user id,
 * so `forgetUser` wipes it with everything else.
 */
export function conversationStorage(
  storage: Storage,
): ConversationStorage<HandlerContext, ConversationData> {
  const sealed = storage.sealed<VersionedState<ConversationData>>("conversation");
  return {
    type: "key",
    getStorageKey: (ctx) => ctx.chatId?.toString(),
    adapter: {
      read: (key) => sealed.get(key),
      write: (key, state) => sealed.set(key, state, WIZARD_TTL_MS),
      delete: (key) => sealed.delete(key),
    },
  };
}
