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
 * credentials. Keyed by chat and user (`wizardKey`), so in a group one member never answers
 * another's wizard.
 */
export function conversationStorage(
  storage: Storage,
): ConversationStorage<HandlerContext, ConversationData> {
  const sealed = storage.sealed<VersionedState<ConversationData>>("conversation");
  return {
    type: "key",
    getStorageKey: wizardKey,
    adapter: {
      read: (key) => sealed.get(key),
      write: (key, state) => sealed.set(key, state, WIZARD_TTL_MS),
      delete: (key) => sealed.delete(key),
    },
  };
}

/**
 * The chat and the user. In a private chat the two ids are one, and the key is the bare id (so
 * `forgetUser` wipes it with the rest of the person's records).
 */
export function wizardKey(ctx: Pick<HandlerContext, "chatId" | "from">): string | undefined {
  const chatId = ctx.chatId;
  const userId = ctx.from?.id;
  if (chatId === undefined) return userId?.toString();
  if (userId === undefined || userId === chatId) return chatId.toString();
  return `${chatId}:${userId}`;
}
