/**
 * What the stand-in keeps per chat, and the methods that change it: send, edit, delete messages,
 * photos and documents, with Telegram's checks and answers. Used by BotApiStandIn.
 */
import type { Message, MessageEntity, User, UserFromGetMe } from "grammy/types";
import {
  chatIdParam,
  checkMarkup,
  checkPhotoDimensions,
  guessMime,
  imageInfo,
  inlineRows,
  MAX_CAPTION,
  MAX_TEXT,
  parseText,
  type ReplyMarkup,
  sameMarkup,
} from "./checks.js";
import { ChatMembers } from "./members.js";
import {
  ApiError,
  badRequest,
  isUpload,
  optBool,
  optInt,
  optJson,
  optStr,
  type Params,
} from "./request.js";

export interface StoredFile {
  fileId: string;
  fileUniqueId: string;
  filename?: string;
  /** Content type of the upload as sent (grammY always sends application/octet-stream). */
  mimeType?: string;
  size: number;
  /** Present for uploads unless `keepFiles: false`. */
  bytes?: Uint8Array;
  /** When the bot passed an HTTP URL instead of a file. */
  url?: string;
  width?: number;
  height?: number;
}

export interface StoredMessage {
  messageId: number;
  chatId: number;
  from: "bot" | "user";
  kind: "text" | "photo" | "document";
  date: number;
  /** Plain text (or caption) after Telegram parsed it. */
  text: string;
  /** The text or caption exactly as sent. */
  html: string;
  parseMode?: string;
  entities: MessageEntity[];
  replyMarkup?: ReplyMarkup;
  photo?: StoredFile;
  document?: StoredFile;
  replyTo?: number;
  deleted: boolean;
  editCount: number;
  /** The user's own message object (user messages only). */
  raw?: Message;
}

export interface ChatState {
  id: number;
  messages: Map<number, StoredMessage>;
  /** sendChatAction actions, in order. */
  actions: string[];
  blocked: boolean;
  /** Recent failed calls aimed at this chat (newest last, at most 20). */
  failures: { method: string; errorCode: number; description: string; time: number }[];
  nextMessageId: number;
  recentSends: number[];
}

export type ChatEvent =
  | { type: "send" | "edit"; chatId: number; method: string; message: StoredMessage }
  | { type: "delete"; chatId: number; messageId: number; message: StoredMessage }
  | { type: "chatAction"; chatId: number; action: string };

export interface ChatStoreOptions {
  keepFiles?: boolean;
  floodLimit?: { perSecond?: number; perChatPerSecond?: number; retryAfter?: number };
}

/** Methods refused with 403 when the chat blocked the bot. */
const CHAT_METHODS = new Set([
  "sendmessage",
  "sendphoto",
  "senddocument",
  "editmessagetext",
  "editmessagecaption",
  "editmessagereplymarkup",
  "deletemessage",
  "sendchataction",
]);

export class ChatStore {
  private readonly chats = new Map<number, ChatState>();
  private readonly users = new Map<number, User>();
  private readonly files = new Map<string, StoredFile>();
  private nextFile = 1;
  private recentSends: number[] = [];
  /** Channels and groups, their members and the bot's rights there. */
  readonly members = new ChatMembers((id) => this.users.get(id));

  constructor(
    private readonly botInfo: UserFromGetMe,
    private readonly options: ChatStoreOptions,
    private readonly emit: (e: ChatEvent) => void,
  ) {}

  /** A chat's state (created empty if the bot never saw it). */
  chat(chatId: number): ChatState {
    let chat = this.chats.get(chatId);
    if (!chat) {
      chat = {
        id: chatId,
        messages: new Map(),
        actions: [],
        blocked: false,
        failures: [],
        nextMessageId: 1,
        recentSends: [],
      };
      this.chats.set(chatId, chat);
    }
    return chat;
  }

  /** The bot's messages in a chat, oldest first (deleted ones included, flagged). */
  botMessages(chatId: number): StoredMessage[] {
    return [...this.chat(chatId).messages.values()].filter((m) => m.from === "bot");
  }

  /** Profile shown as `chat` in the bot's messages to this user. Called by TelegramUser. */
  registerUser(user: User): void {
    this.users.set(user.id, user);
  }

  /** Stores a message written by a user (in their private chat unless `chatId` names a group). */
  userMessage(
    from: User,
    fields: Partial<Message> & { text?: string },
    chatId: number = from.id,
  ): Message {
    const chat = this.chat(chatId);
    const messageId = chat.nextMessageId++;
    const message = {
      message_id: messageId,
      from,
      chat: this.chatObject(chatId),
      date: now(),
      ...fields,
    } as Message;
    chat.messages.set(messageId, {
      messageId,
      chatId,
      from: "user",
      kind: "text",
      date: message.date,
      text: fields.text ?? "",
      html: fields.text ?? "",
      entities: (fields.entities as MessageEntity[] | undefined) ?? [],
      deleted: false,
      editCount: 0,
      raw: message,
    });
    return message;
  }

  /** Telegram's Message object for a stored message (what a callback_query carries). */
  telegramMessage(chatId: number, messageId: number): Message | undefined {
    const m = this.chat(chatId).messages.get(messageId);
    return m && !m.deleted ? this.toMessage(m) : undefined;
  }

  file(fileId: string): StoredFile | undefined {
    return this.files.get(fileId);
  }

  /** A file a user sends (a document they attach): kept with its bytes for getFile to serve. */
  userFile(bytes: Uint8Array, filename: string, mimeType?: string): StoredFile {
    const n = this.nextFile++;
    const stored: StoredFile = {
      fileId: `stand-in-user-document-${n}`,
      fileUniqueId: `uu${n}`,
      filename,
      ...(mimeType ? { mimeType } : {}),
      size: bytes.length,
      bytes,
    };
    this.files.set(stored.fileId, stored);
    return stored;
  }

  /** getFile: Telegram's File object; the path is what `/file/bot<token>/<path>` serves. */
  getFile(p: Params): {
    file_id: string;
    file_unique_id: string;
    file_size: number;
    file_path?: string;
  } {
    const id = optStr(p.file_id) ?? "";
    const file = this.files.get(id);
    if (!file) throw badRequest("invalid file_id");
    if (file.size > 20 * 1024 * 1024) throw badRequest("file is too big");
    const path = file.bytes ? { file_path: `documents/${file.fileId}` } : {};
    return {
      file_id: file.fileId,
      file_unique_id: file.fileUniqueId,
      file_size: file.size,
      ...path,
    };
  }

  sendChatAction(p: Params): true {
    const chat = this.chatFor(p, "sendChatAction");
    const action = optStr(p.action) ?? "";
    if (!action) throw badRequest("wrong parameter action in request");
    chat.actions.push(action);
    this.emit({ type: "chatAction", chatId: chat.id, action });
    return true;
  }

  getChat(p: Params): Message["chat"] {
    return this.chatObject(chatIdParam(p));
  }

  private chatFor(p: Params, method: string): ChatState {
    const chat = this.chat(chatIdParam(p));
    if (chat.blocked && CHAT_METHODS.has(method.toLowerCase())) {
      throw new ApiError(403, "Forbidden: bot was blocked by the user");
    }
    this.members.checkWrite(chat.id, method, this.botInfo.id);
    return chat;
  }

  private floodCheck(chat: ChatState): void {
    const limit = this.options.floodLimit;
    if (!limit) return;
    const t = Date.now();
    this.recentSends = this.recentSends.filter((x) => x > t - 1000);
    chat.recentSends = chat.recentSends.filter((x) => x > t - 1000);
    const retry = limit.retryAfter ?? 1;
    const over =
      (limit.perSecond !== undefined && this.recentSends.length >= limit.perSecond) ||
      (limit.perChatPerSecond !== undefined && chat.recentSends.length >= limit.perChatPerSecond);
    if (over)
      throw new ApiError(429, `Too Many Requests: retry after ${retry}`, { retry_after: retry });
    this.recentSends.push(t);
    chat.recentSends.push(t);
  }

  private replyTo(chat: ChatState, p: Params): number | undefined {
    const rp = optJson(p.reply_parameters, "reply_parameters") as
      | { message_id?: number; allow_sending_without_reply?: boolean }
      | undefined;
    const id = optInt(rp?.message_id ?? p.reply_to_message_id);
    if (id === undefined) return undefined;
    const target = chat.messages.get(id);
    if (
      (!target || target.deleted) &&
      !rp?.allow_sending_without_reply &&
      !optBool(p.allow_sending_without_reply)
    ) {
      throw badRequest("message to be replied not found");
    }
    return id;
  }

  sendMessage(p: Params): Message {
    const chat = this.chatFor(p, "sendMessage");
    const source = optStr(p.text) ?? "";
    if (source === "") throw badRequest("message text is empty");
    const parsed = parseText(source, p.parse_mode, p.entities);
    if (parsed.text.trim() === "") throw badRequest("message text is empty");
    if (parsed.text.length > MAX_TEXT) throw badRequest("message is too long");
    const replyMarkup = checkMarkup(p.reply_markup);
    const replyTo = this.replyTo(chat, p);
    this.floodCheck(chat);
    const message = this.store(chat, {
      kind: "text",
      text: parsed.text,
      html: source,
      parseMode: optStr(p.parse_mode),
      entities: parsed.entities,
      replyMarkup,
      replyTo,
    });
    this.emit({ type: "send", chatId: chat.id, method: "sendMessage", message });
    return this.toMessage(message);
  }

  sendFile(p: Params, kind: "photo" | "document"): Message {
    const chat = this.chatFor(p, kind === "photo" ? "sendPhoto" : "sendDocument");
    const file = this.fileParam(p, kind);
    const caption = optStr(p.caption) ?? "";
    const parsed = caption
      ? parseText(caption, p.parse_mode, p.caption_entities)
      : { text: "", entities: [] };
    if (parsed.text.length > MAX_CAPTION) throw badRequest("message caption is too long");
    const replyMarkup = checkMarkup(p.reply_markup);
    const replyTo = this.replyTo(chat, p);
    this.floodCheck(chat);
    const message = this.store(chat, {
      kind,
      text: parsed.text,
      html: caption,
      parseMode: optStr(p.parse_mode),
      entities: parsed.entities,
      replyMarkup,
      replyTo,
      [kind]: file,
    });
    this.emit({
      type: "send",
      chatId: chat.id,
      method: kind === "photo" ? "sendPhoto" : "sendDocument",
      message,
    });
    return this.toMessage(message);
  }

  /** The photo/document of a call: an upload (direct or attach://), a known file_id or a URL. */
  private fileParam(p: Params, field: "photo" | "document"): StoredFile {
    let v = p[field];
    if (typeof v === "string" && v.startsWith("attach://")) v = p[v.slice("attach://".length)];
    if (v === undefined || v === "") throw badRequest(`there is no ${field} in the request`);
    if (isUpload(v)) {
      if (v.bytes.length === 0) throw badRequest("file must be non-empty");
      let width: number | undefined;
      let height: number | undefined;
      if (field === "photo") {
        const info = imageInfo(v.bytes);
        if (!info) throw badRequest("IMAGE_PROCESS_FAILED");
        checkPhotoDimensions(info.width, info.height);
        if (v.bytes.length > 10 * 1024 * 1024) throw badRequest("file is too big");
        width = info.width;
        height = info.height;
      }
      const n = this.nextFile++;
      const stored: StoredFile = {
        fileId: `stand-in-${field}-${n}`,
        fileUniqueId: `u${n}`,
        filename: v.filename,
        mimeType: v.mimeType,
        size: v.bytes.length,
        ...(this.options.keepFiles === false ? {} : { bytes: v.bytes }),
        ...(width !== undefined ? { width, height } : {}),
      };
      this.files.set(stored.fileId, stored);
      return stored;
    }
    const ref = optStr(v) ?? "";
    const known = this.files.get(ref);
    if (known) return known;
    if (/^https?:\/\//i.test(ref)) {
      const n = this.nextFile++;
      const name = decodeURIComponent(new URL(ref).pathname.split("/").pop() ?? "") || undefined;
      const stored: StoredFile = {
        fileId: `stand-in-${field}-${n}`,
        fileUniqueId: `u${n}`,
        size: 0,
        url: ref,
        filename: name,
      };
      this.files.set(stored.fileId, stored);
      return stored;
    }
    throw badRequest("wrong file identifier/HTTP URL specified");
  }

  editMessage(p: Params, what: "text" | "caption" | "markup"): Message | true {
    const method = {
      text: "editMessageText",
      caption: "editMessageCaption",
      markup: "editMessageReplyMarkup",
    }[what];
    if (p.inline_message_id !== undefined && p.chat_id === undefined) {
      checkMarkup(p.reply_markup);
      return true;
    }
    const chat = this.chatFor(p, method);
    const id = optInt(p.message_id);
    if (id === undefined) throw badRequest("message identifier is not specified");
    const message = chat.messages.get(id);
    if (!message || message.deleted) throw badRequest("message to edit not found");
    if (message.from !== "bot") throw badRequest("message can't be edited");
    const replyMarkup = checkMarkup(p.reply_markup);
    let next = {
      text: message.text,
      html: message.html,
      entities: message.entities,
      parseMode: message.parseMode,
    };
    if (what === "text") {
      if (message.kind !== "text") throw badRequest("there is no text in the message to edit");
      const source = optStr(p.text) ?? "";
      if (source === "") throw badRequest("message text is empty");
      const parsed = parseText(source, p.parse_mode, p.entities);
      if (parsed.text.trim() === "") throw badRequest("message text is empty");
      if (parsed.text.length > MAX_TEXT) throw badRequest("message is too long");
      next = {
        text: parsed.text,
        html: source,
        entities: parsed.entities,
        parseMode: optStr(p.parse_mode),
      };
    } else if (what === "caption") {
      if (message.kind === "text") throw badRequest("there is no caption in the message to edit");
      const source = optStr(p.caption) ?? "";
      const parsed = source
        ? parseText(source, p.parse_mode, p.caption_entities)
        : { text: "", entities: [] };
      if (parsed.text.length > MAX_CAPTION) throw badRequest("message caption is too long");
      next = {
        text: parsed.text,
        html: source,
        entities: parsed.entities,
        parseMode: optStr(p.parse_mode),
      };
    }
    const sameContent =
      next.text === message.text &&
      JSON.stringify(next.entities) === JSON.stringify(message.entities);
    if (sameContent && sameMarkup(replyMarkup, message.replyMarkup)) {
      throw badRequest(
        "message is not modified: specified new message content and reply markup are exactly the same as a current content and reply markup of the message",
      );
    }
    Object.assign(message, next, { replyMarkup, editCount: message.editCount + 1 });
    this.emit({ type: "edit", chatId: chat.id, method, message });
    return this.toMessage(message, true);
  }

  deleteMessage(p: Params): true {
    const chat = this.chatFor(p, "deleteMessage");
    const id = optInt(p.message_id);
    const message = id === undefined ? undefined : chat.messages.get(id);
    if (!message || message.deleted) throw badRequest("message to delete not found");
    message.deleted = true;
    if (this.options.keepFiles === false) {
      delete message.photo?.bytes;
      delete message.document?.bytes;
    }
    this.emit({ type: "delete", chatId: chat.id, messageId: message.messageId, message });
    return true;
  }

  private store(
    chat: ChatState,
    fields: Omit<StoredMessage, "messageId" | "chatId" | "from" | "date" | "deleted" | "editCount">,
  ): StoredMessage {
    const message: StoredMessage = {
      messageId: chat.nextMessageId++,
      chatId: chat.id,
      from: "bot",
      date: now(),
      deleted: false,
      editCount: 0,
      ...fields,
    };
    chat.messages.set(message.messageId, message);
    return message;
  }

  private chatObject(chatId: number): Message["chat"] {
    const shared = this.members.chatObject(chatId);
    if (shared) return shared;
    if (chatId > 0) {
      const u = this.users.get(chatId);
      return {
        id: chatId,
        type: "private",
        first_name: u?.first_name ?? `User ${chatId}`,
        ...(u?.last_name ? { last_name: u.last_name } : {}),
        ...(u?.username ? { username: u.username } : {}),
      };
    }
    return String(chatId).startsWith("-100")
      ? { id: chatId, type: "supergroup", title: `Test group ${chatId}` }
      : { id: chatId, type: "group", title: `Test group ${chatId}` };
  }

  toMessage(m: StoredMessage, edited = false): Message {
    if (m.raw) return m.raw;
    const out: Record<string, unknown> = {
      message_id: m.messageId,
      from: {
        id: this.botInfo.id,
        is_bot: true,
        first_name: this.botInfo.first_name,
        username: this.botInfo.username,
      },
      chat: this.chatObject(m.chatId),
      date: m.date,
    };
    if (edited) out.edit_date = now();
    if ((out.chat as Message["chat"]).type === "channel") {
      // A channel post has the channel as its sender, and no `from`.
      delete out.from;
      out.sender_chat = out.chat;
    }
    if (m.replyTo !== undefined) {
      const target = this.chat(m.chatId).messages.get(m.replyTo);
      if (target && !target.deleted && target.messageId !== m.messageId)
        out.reply_to_message = this.toMessage(target);
    }
    const entities = m.entities.length > 0 ? m.entities : undefined;
    if (m.kind === "text") {
      out.text = m.text;
      if (entities) out.entities = entities;
    } else {
      if (m.text) out.caption = m.text;
      if (entities) out.caption_entities = entities;
    }
    if (m.photo) {
      out.photo = [
        {
          file_id: m.photo.fileId,
          file_unique_id: m.photo.fileUniqueId,
          width: m.photo.width ?? 800,
          height: m.photo.height ?? 600,
          file_size: m.photo.size,
        },
      ];
    }
    if (m.document) {
      out.document = {
        file_id: m.document.fileId,
        file_unique_id: m.document.fileUniqueId,
        ...(m.document.filename ? { file_name: m.document.filename } : {}),
        mime_type: guessMime(m.document.filename, m.document.mimeType),
        file_size: m.document.size,
      };
    }
    if (inlineRows(m.replyMarkup).length > 0) out.reply_markup = m.replyMarkup;
    return out as unknown as Message;
  }
}

export function now(): number {
  return Math.floor(Date.now() / 1000);
}
