/**
 * A Telegram user talking to the bot through the Bot API stand-in, in their private chat
 * (chat id = user id): types messages, presses inline buttons, sends inline queries, and reads
 * what the bot sends or edits, in order (every event is queued, none is missed between calls).
 */
import type { Message, User } from "grammy/types";
import type {
  BotApiEvent,
  BotApiStandIn,
  InlineButton,
  Params,
  StoredFile,
  StoredMessage,
} from "./stand-in.js";

/**
 * How long a user waits for the bot by default. Generous: a suite runs several files at once on
 * a shared machine, and an answer that is merely slow must not read as one that never came.
 * Tests wait this long for whatever else the bot does, too (vitest.config.ts).
 */
export const ANSWER_WAIT_MS = 15_000;

export interface TelegramUserOptions {
  id: number;
  firstName: string;
  lastName?: string;
  /** "en", "ru", "pt", … (omitted from `from` when undefined) */
  languageCode?: string;
  username?: string;
}

export interface BotFile {
  fileId: string;
  filename?: string;
  mimeType?: string;
  size: number;
  /** Absent when the stand-in runs with keepFiles: false or the bot sent a URL. */
  bytes?: Uint8Array;
  url?: string;
}

/** What the bot showed at one moment: a snapshot, later edits do not change it. */
export interface BotMessage {
  messageId: number;
  kind: "send" | "edit" | "photo" | "document";
  /** Plain text (or caption) as the user sees it. */
  text: string;
  /** The text or caption as sent (HTML source). */
  html: string;
  parseMode?: string;
  /** Inline button labels, by row. */
  buttons: string[][];
  /** The inline buttons themselves (callback_data, url, …). */
  keyboard: InlineButton[][];
  photo?: BotFile;
  document?: BotFile;
}

export interface CallbackAnswer {
  queryId: string;
  text?: string;
  showAlert: boolean;
  url?: string;
}

export interface InlineAnswer {
  results: Record<string, unknown>[];
  next_offset?: string;
  cache_time?: number;
  is_personal?: boolean;
  button?: Record<string, unknown>;
  [k: string]: unknown;
}

let querySeq = 0;

export class TelegramUser {
  readonly id: number;
  readonly from: User;
  /** Texts of the bot's answerCallbackQuery calls to this user's presses ("" when no text). */
  readonly callbackAnswers: string[] = [];
  readonly callbackAnswerDetails: CallbackAnswer[] = [];

  private readonly queue: BotMessage[] = [];
  private readonly waiters: ((m: BotMessage) => void)[] = [];
  private readonly inlineWaiters = new Map<string, (params: Params) => void>();
  private readonly unsubscribe: () => void;

  constructor(
    private readonly standIn: BotApiStandIn,
    options: TelegramUserOptions,
  ) {
    this.id = options.id;
    this.from = {
      id: options.id,
      is_bot: false,
      first_name: options.firstName,
      ...(options.lastName ? { last_name: options.lastName } : {}),
      ...(options.username ? { username: options.username } : {}),
      ...(options.languageCode ? { language_code: options.languageCode } : {}),
    };
    standIn.registerUser(this.from);
    this.unsubscribe = standIn.onEvent((e) => this.onEvent(e));
  }

  /**
   * Sends a text message (a leading /command gets its bot_command entity), in the private chat or
   * in the group `chatId` (negative). Returns its id.
   */
  send(text: string, options: { chatId?: number } = {}): number {
    const fields: Partial<Message> & { text: string } = { text };
    const command = /^\/[^\s]+/.exec(text)?.[0];
    if (command) fields.entities = [{ type: "bot_command", offset: 0, length: command.length }];
    const message = this.standIn.userMessage(this.from, fields, options.chatId);
    this.standIn.injectUpdate({ message });
    return message.message_id;
  }

  /**
   * Sends a document (a file attached in the private chat), as Telegram delivers one: a message
   * with `document` (file_id, file_name, mime_type, file_size) the bot fetches with getFile.
   */
  sendDocument(
    filename: string,
    bytes: Uint8Array,
    options: { mimeType?: string; caption?: string; fileSize?: number } = {},
  ): number {
    const file = this.standIn.store.userFile(bytes, filename, options.mimeType);
    const document = {
      file_id: file.fileId,
      file_unique_id: file.fileUniqueId,
      file_name: filename,
      ...(options.mimeType ? { mime_type: options.mimeType } : {}),
      // What the document says of its size; a client may lie about it.
      file_size: options.fileSize ?? bytes.length,
    };
    const caption = options.caption ? { caption: options.caption } : {};
    const message = this.standIn.userMessage(this.from, { document, ...caption });
    this.standIn.injectUpdate({ message });
    return message.message_id;
  }

  /**
   * Presses an inline button by its label (exact, else a unique substring, or a RegExp) on the
   * latest bot message with an inline keyboard, or on `messageId`. Returns the callback query id.
   */
  press(label: string | RegExp, options: { messageId?: number } = {}): string {
    const message = this.keyboardMessage(options.messageId);
    const buttons = (message.replyMarkup?.inline_keyboard ?? []).flat();
    const byText = (b: InlineButton) =>
      typeof label === "string" ? b.text === label : label.test(b.text);
    let matches = buttons.filter(byText);
    if (matches.length === 0 && typeof label === "string")
      matches = buttons.filter((b) => b.text.includes(label));
    const labels = buttons.map((b) => JSON.stringify(b.text)).join(", ");
    if (matches.length !== 1) {
      const why = matches.length === 0 ? "no button" : `${matches.length} buttons`;
      throw new Error(
        `${why} labelled ${String(label)} on message ${message.messageId}; buttons: ${labels}`,
      );
    }
    const button = matches[0] as InlineButton;
    if (button.callback_data === undefined) {
      const action = Object.keys(button).filter((k) => k !== "text");
      const detail = button.url ? ` (${button.url})` : "";
      throw new Error(
        `button ${JSON.stringify(button.text)} is a ${action.join("/")} button${detail}, not a callback button`,
      );
    }
    const id = `${this.id}${String(++querySeq).padStart(6, "0")}`;
    this.standIn.injectUpdate({
      callback_query: {
        id,
        from: this.from,
        message: this.standIn.telegramMessage(this.id, message.messageId),
        chat_instance: String(-this.id * 31),
        data: button.callback_data,
      },
    });
    return id;
  }

  /** Labels of the reply keyboard the bot showed last (below the input field), by row. */
  replyKeyboard(): string[][] {
    return this.replyKeyboardRows().map((row) => row.map((b) => b.text));
  }

  /**
   * Taps a reply-keyboard button that asks for a chat (`request_chat`) and picks `chatId` in
   * Telegram's chat picker. As Telegram's app does, the picker offers only chats of the asked
   * type; when the button asks for rights the bot lacks there, the user is asked to grant them
   * and (unless `grant: false`) does: the bot gets its my_chat_member update, then the
   * message with `chat_shared`. Returns the message id.
   */
  shareChat(label: string | RegExp, chatId: number, options: { grant?: boolean } = {}): number {
    const buttons = this.replyKeyboardRows().flat();
    const button = buttons.find((b) =>
      typeof label === "string" ? b.text === label : label.test(b.text),
    );
    const request = button?.request_chat as Record<string, unknown> | undefined;
    if (!button || !request) {
      throw new Error(
        `no chat-request button ${String(label)}; keyboard: ${JSON.stringify(this.replyKeyboard())}`,
      );
    }
    const chat = this.standIn.sharedChat(chatId);
    if (!chat) throw new Error(`no channel or group ${chatId} in the stand-in`);
    const wantsChannel = request.chat_is_channel === true;
    if (wantsChannel !== (chat.type === "channel")) {
      throw new Error(`the picker of ${JSON.stringify(button.text)} does not offer a ${chat.type}`);
    }
    const rights = request.bot_administrator_rights as Record<string, boolean> | undefined;
    const standing = this.standIn.memberStatus(chatId, this.standIn.botInfo.id);
    const held = standing.status === "administrator" ? standing.rights : undefined;
    const lacking =
      rights !== undefined &&
      (held === undefined ||
        Object.keys(rights).some(
          (r) => rights[r] && (held as Record<string, unknown>)[r] !== true,
        ));
    if (lacking && options.grant !== false) {
      // Telegram's app asks the user to make the bot an administrator with these rights.
      this.standIn.setBotStatus(
        chatId,
        { status: "administrator", rights: { ...held, ...rights } },
        this.from,
      );
    } else if (
      request.bot_is_member === true &&
      standing.status === "left" &&
      options.grant !== false
    ) {
      this.standIn.setBotStatus(chatId, { status: "member" }, this.from);
    }
    const message = this.standIn.userMessage(this.from, {
      chat_shared: {
        request_id: Number(request.request_id),
        chat_id: chatId,
        ...(request.request_title === true ? { title: chat.title } : {}),
      },
    });
    this.standIn.injectUpdate({ message });
    return message.message_id;
  }

  /** Button labels of the latest bot message with an inline keyboard (or of `messageId`). */
  buttons(messageId?: number): string[][] {
    try {
      return snapshot(this.keyboardMessage(messageId), "send").buttons;
    } catch {
      return [];
    }
  }

  /** The bot's next message-like action in this chat (send or edit of text, photo, document). */
  next(options: { timeoutMs?: number } = {}): Promise<BotMessage> {
    const queued = this.queue.shift();
    if (queued) return Promise.resolve(queued);
    const timeoutMs = options.timeoutMs ?? ANSWER_WAIT_MS;
    return new Promise((resolve, reject) => {
      const waiter = (m: BotMessage) => {
        clearTimeout(timer);
        resolve(m);
      };
      const timer = setTimeout(() => {
        this.waiters.splice(this.waiters.indexOf(waiter), 1);
        reject(
          new Error(
            `${this.from.first_name}: no message from the bot within ${timeoutMs} ms${this.failureNote()}`,
          ),
        );
      }, timeoutMs);
      this.waiters.push(waiter);
    });
  }

  /** Consumes events until one matches (text tested for a RegExp); non-matching ones are dropped. */
  async waitFor(
    match: RegExp | ((m: BotMessage) => boolean),
    options: { timeoutMs?: number } = {},
  ): Promise<BotMessage> {
    const test = match instanceof RegExp ? (m: BotMessage) => match.test(m.text) : match;
    const deadline = Date.now() + (options.timeoutMs ?? ANSWER_WAIT_MS);
    const skipped: string[] = [];
    for (;;) {
      const left = deadline - Date.now();
      let m: BotMessage;
      try {
        m = await this.next({ timeoutMs: Math.max(left, 1) });
      } catch {
        const seen = skipped.length ? `; skipped: ${skipped.join(" | ")}` : "";
        throw new Error(
          `${this.from.first_name}: no bot message matching ${String(match)}${seen}${this.failureNote()}`,
        );
      }
      if (test(m)) return m;
      skipped.push(`${m.kind} #${m.messageId} ${JSON.stringify(m.text.slice(0, 80))}`);
    }
  }

  /** Messages queued and not yet read by next()/waitFor(); clears the queue. */
  drain(): BotMessage[] {
    return this.queue.splice(0);
  }

  /** The current state of the bot's latest (not deleted) message in this chat. */
  lastMessage(): BotMessage | undefined {
    const m = this.standIn
      .botMessages(this.id)
      .filter((x) => !x.deleted)
      .at(-1);
    return m ? snapshot(m, m.editCount > 0 ? "edit" : sendKind(m)) : undefined;
  }

  /** Sends an inline query and resolves with the bot's answerInlineQuery parameters. */
  inline(query: string, offset = "", options: { timeoutMs?: number } = {}): Promise<InlineAnswer> {
    const id = `i${this.id}${String(++querySeq).padStart(6, "0")}`;
    const timeoutMs = options.timeoutMs ?? ANSWER_WAIT_MS;
    const answer = new Promise<InlineAnswer>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.inlineWaiters.delete(id);
        reject(
          new Error(`no answerInlineQuery for ${JSON.stringify(query)} within ${timeoutMs} ms`),
        );
      }, timeoutMs);
      this.inlineWaiters.set(id, (params) => {
        clearTimeout(timer);
        resolve(params as InlineAnswer);
      });
    });
    this.standIn.injectUpdate({
      inline_query: { id, from: this.from, query, offset, chat_type: "sender" },
    });
    return answer;
  }

  /** True when the bot deleted that message (the user's or its own). */
  deleted(messageId: number): boolean {
    return this.standIn.chat(this.id).messages.get(messageId)?.deleted === true;
  }

  /** Stops listening to the stand-in. */
  dispose(): void {
    this.unsubscribe();
  }

  private replyKeyboardRows(): { text: string; [k: string]: unknown }[][] {
    const shown = this.standIn
      .botMessages(this.id)
      .filter((m) => m.replyMarkup?.keyboard || m.replyMarkup?.remove_keyboard)
      .at(-1);
    const rows = shown?.replyMarkup?.keyboard ?? [];
    return rows.map((row) =>
      row.map((b) => (typeof b === "string" ? { text: b } : (b as { text: string }))),
    );
  }

  private keyboardMessage(messageId?: number): StoredMessage {
    const mine = this.standIn.botMessages(this.id).filter((m) => !m.deleted);
    if (messageId !== undefined) {
      const m = mine.find((x) => x.messageId === messageId);
      if (!m) throw new Error(`the bot has no message ${messageId} in chat ${this.id}`);
      return m;
    }
    const m = mine.findLast((x) => snapshot(x, "send").buttons.length > 0);
    if (!m) throw new Error(`no bot message with inline buttons in chat ${this.id}`);
    return m;
  }

  private onEvent(e: BotApiEvent): void {
    if ((e.type === "send" || e.type === "edit") && e.chatId === this.id) {
      const m = snapshot(e.message, e.type === "edit" ? "edit" : sendKind(e.message));
      const waiter = this.waiters.shift();
      if (waiter) waiter(m);
      else this.queue.push(m);
    } else if (e.type === "callbackAnswer" && e.userId === this.id) {
      this.callbackAnswers.push(e.text ?? "");
      this.callbackAnswerDetails.push({
        queryId: e.queryId,
        showAlert: e.showAlert,
        ...(e.text !== undefined ? { text: e.text } : {}),
        ...(e.url !== undefined ? { url: e.url } : {}),
      });
    } else if (e.type === "inlineAnswer" && e.userId === this.id) {
      const w = this.inlineWaiters.get(e.queryId);
      this.inlineWaiters.delete(e.queryId);
      w?.(e.params);
    }
  }

  private failureNote(): string {
    const f = this.standIn.chat(this.id).failures.slice(-3);
    return f.length
      ? `; recent failed bot calls: ${f.map((x) => `${x.method} ${x.errorCode} ${x.description}`).join(" | ")}`
      : "";
  }
}

function sendKind(m: StoredMessage): BotMessage["kind"] {
  return m.kind === "text" ? "send" : m.kind;
}

function fileOf(f: StoredFile | undefined): BotFile | undefined {
  if (!f) return undefined;
  return {
    fileId: f.fileId,
    size: f.size,
    ...(f.filename !== undefined ? { filename: f.filename } : {}),
    ...(f.mimeType !== undefined ? { mimeType: f.mimeType } : {}),
    ...(f.bytes ? { bytes: f.bytes } : {}),
    ...(f.url ? { url: f.url } : {}),
  };
}

function snapshot(m: StoredMessage, kind: BotMessage["kind"]): BotMessage {
  const keyboard = structuredClone(m.replyMarkup?.inline_keyboard ?? []);
  const photo = fileOf(m.photo);
  const document = fileOf(m.document);
  return {
    messageId: m.messageId,
    kind,
    text: m.text,
    html: m.html,
    ...(m.parseMode !== undefined ? { parseMode: m.parseMode } : {}),
    buttons: keyboard.map((row) => row.map((b) => b.text)),
    keyboard,
    ...(photo ? { photo } : {}),
    ...(document ? { document } : {}),
  };
}
