import { GrammyError } from "grammy";

/**
 * Why a chat no longer takes the bot's messages: the one policy every delivery shares.
 * - `blocked`: a publisher blocked the bot or deleted their account (403 in a private chat);
 * - `removed`: the bot was kicked from a group or channel, or is no member (403 there);
 * - `no-rights`: still a member, but may not post (400: not enough rights, write forbidden);
 * - `chat-gone`: the chat does not exist for the bot any more (400: chat not found, private).
 */
export type GoneReason = "blocked" | "removed" | "no-rights" | "chat-gone";

const NO_RIGHTS =
  /administrator rights|not enough rights|have no rights|CHAT_WRITE_FORBIDDEN|CHAT_ADMIN_REQUIRED|need administrator/i;
const CHAT_GONE = /chat not found|CHANNEL_PRIVATE|PEER_ID_INVALID|group chat was deactivated/i;

/** The reason a send to `chatId` failed for good, or undefined for any other failure. */
export function goneReason(chatId: number, error: unknown): GoneReason | undefined {
  if (!(error instanceof GrammyError)) return undefined;
  if (error.error_code === 403) return chatId > 0 ? "blocked" : "removed";
  if (error.error_code !== 400) return undefined;
  if (NO_RIGHTS.test(error.description)) return "no-rights";
  if (CHAT_GONE.test(error.description)) return "chat-gone";
  return undefined;
}
