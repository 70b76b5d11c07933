/**
 * Channels and groups in the stand-in: who is in them with which status and rights, and the
 * checks Telegram makes with that when the bot sends or edits there or asks about members.
 * Used by ChatStore (sends, edits, chat objects) and BotApiStandIn (getChatMember,
 * getChatAdministrators, my_chat_member updates, chat_shared).
 */
import type { Chat, ChatAdministratorRights, ChatMember, User } from "grammy/types";
import { ApiError, badRequest, optInt, type Params } from "./request.js";

export type SharedChatType = "channel" | "group" | "supergroup";

/** A member's standing; rights only for administrators, `canSend` only for restricted members. */
export type MemberStatus =
  | { status: "creator" }
  | { status: "administrator"; rights: Partial<ChatAdministratorRights> }
  | { status: "member" }
  | { status: "restricted"; canSend: boolean }
  | { status: "left" }
  | { status: "kicked" };

export interface SharedChat {
  id: number;
  type: SharedChatType;
  title: string;
  username?: string;
  /** by user id (the bot's id included) */
  members: Map<number, MemberStatus>;
}

/** What Telegram sets when nothing is said: every right off. */
const NO_RIGHTS: ChatAdministratorRights = {
  is_anonymous: false,
  can_manage_chat: false,
  can_delete_messages: false,
  can_manage_video_chats: false,
  can_restrict_members: false,
  can_promote_members: false,
  can_change_info: false,
  can_invite_users: false,
  can_post_stories: false,
  can_edit_stories: false,
  can_delete_stories: false,
  can_send_welcome_messages: false,
};

const SEND_METHODS = new Set(["sendmessage", "sendphoto", "senddocument"]);
const EDIT_METHODS = new Set(["editmessagetext", "editmessagecaption", "editmessagereplymarkup"]);

export class ChatMembers {
  private readonly chats = new Map<number, SharedChat>();
  private nextChannel = -1_001_000_000_100;

  constructor(private readonly users: (id: number) => User | undefined) {}

  /** A new channel or group owned by `ownerId`; the bot is not in it yet. */
  create(type: SharedChatType, title: string, ownerId: number, id?: number): SharedChat {
    const chatId =
      id ?? (type === "group" ? -(4_000_000_000 + this.chats.size) : this.nextChannel--);
    const chat: SharedChat = { id: chatId, type, title, members: new Map() };
    chat.members.set(ownerId, { status: "creator" });
    this.chats.set(chatId, chat);
    return chat;
  }

  get(chatId: number): SharedChat | undefined {
    return this.chats.get(chatId);
  }

  status(chatId: number, userId: number): MemberStatus {
    return this.chats.get(chatId)?.members.get(userId) ?? { status: "left" };
  }

  set(chatId: number, userId: number, status: MemberStatus): { old: MemberStatus } {
    const chat = this.chats.get(chatId);
    if (!chat) throw new Error(`no shared chat ${chatId}`);
    const old = this.status(chatId, userId);
    chat.members.set(userId, status);
    return { old };
  }

  chatObject(chatId: number): Chat | undefined {
    const chat = this.chats.get(chatId);
    if (!chat) return undefined;
    return {
      id: chat.id,
      type: chat.type,
      title: chat.title,
      ...(chat.username ? { username: chat.username } : {}),
    } as Chat;
  }

  /** Telegram's ChatMember object for a user (or the bot) in a shared chat. */
  member(chatId: number, user: User): ChatMember {
    const standing = this.status(chatId, user.id);
    const chat = this.chats.get(chatId);
    switch (standing.status) {
      case "creator":
        return { status: "creator", user, is_anonymous: false };
      case "administrator":
        return {
          status: "administrator",
          user,
          can_be_edited: false,
          ...NO_RIGHTS,
          ...(chat?.type === "channel"
            ? { can_post_messages: false, can_edit_messages: false }
            : { can_pin_messages: false }),
          ...standing.rights,
        } as ChatMember;
      case "restricted":
        return {
          status: "restricted",
          user,
          is_member: true,
          can_send_messages: standing.canSend,
          until_date: 0,
        } as ChatMember;
      case "kicked":
        return { status: "kicked", user, until_date: 0 };
      default:
        return { status: standing.status, user } as ChatMember;
    }
  }

  /** getChatMember: the bot must be in the chat to ask (else Telegram answers 403). */
  getChatMember(p: Params, bot: User): ChatMember {
    const chat = this.known(p);
    const userId = optInt(p.user_id);
    if (userId === undefined) throw badRequest("user_id is empty");
    this.requireBotInside(chat, bot.id);
    const user =
      userId === bot.id
        ? bot
        : (this.users(userId) ?? { id: userId, is_bot: false, first_name: `User ${userId}` });
    return this.member(chat.id, user);
  }

  getChatAdministrators(p: Params, bot: User): ChatMember[] {
    const chat = this.known(p);
    this.requireBotInside(chat, bot.id);
    const out: ChatMember[] = [];
    for (const [userId, standing] of chat.members) {
      if (standing.status !== "creator" && standing.status !== "administrator") continue;
      const user =
        userId === bot.id
          ? bot
          : (this.users(userId) ?? { id: userId, is_bot: false, first_name: `User ${userId}` });
      out.push(this.member(chat.id, user));
    }
    return out;
  }

  /** What Telegram answers when the bot sends or edits in a shared chat it may not write to. */
  checkWrite(chatId: number, method: string, botId: number): void {
    const chat = this.chats.get(chatId);
    const key = method.toLowerCase();
    if (!chat || !(SEND_METHODS.has(key) || EDIT_METHODS.has(key))) return;
    const standing = this.status(chatId, botId);
    const kind = chat.type === "channel" ? "channel" : chat.type;
    if (standing.status === "kicked")
      throw new ApiError(403, `Forbidden: bot was kicked from the ${kind} chat`);
    if (standing.status === "left")
      throw new ApiError(403, `Forbidden: bot is not a member of the ${kind} chat`);
    if (chat.type === "channel") {
      // In a channel only an administrator with "Post messages" may post (and edit its posts).
      const rights = standing.status === "administrator" ? standing.rights : {};
      const allowed =
        standing.status === "creator" ||
        rights.can_post_messages === true ||
        (EDIT_METHODS.has(key) && rights.can_edit_messages === true);
      if (!allowed) throw badRequest("need administrator rights in the channel chat");
      return;
    }
    if (standing.status === "restricted" && !standing.canSend)
      throw badRequest("not enough rights to send text messages to the chat");
  }

  private known(p: Params): SharedChat {
    const chatId = optInt(p.chat_id);
    const chat = chatId === undefined ? undefined : this.chats.get(chatId);
    if (!chat) throw badRequest("chat not found");
    return chat;
  }

  private requireBotInside(chat: SharedChat, botId: number): void {
    const standing = this.status(chat.id, botId).status;
    const kind = chat.type;
    if (standing === "kicked")
      throw new ApiError(403, `Forbidden: bot was kicked from the ${kind} chat`);
    if (standing === "left")
      throw new ApiError(403, `Forbidden: bot is not a member of the ${kind} chat`);
  }
}
