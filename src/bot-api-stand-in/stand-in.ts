/**
 * A local stand-in for the Telegram Bot API, over real HTTP. Point grammY at it with
 * `new Bot(token, { client: { apiRoot: standIn.apiRoot } })`. It keeps every chat's messages the
 * way Telegram would, answers with Telegram's shapes and error texts, injects faults, and hands
 * updates to the bot by long polling (getUpdates) or by POSTing them to a webhook.
 */
import { once } from "node:events";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import type { BotCommand, Message, Update, User, UserFromGetMe } from "grammy/types";
import { ownEntry } from "../own-entry.js";
import {
  type ChatEvent,
  type ChatState,
  ChatStore,
  now,
  type StoredFile,
  type StoredMessage,
} from "./chats.js";
import { checkMarkup, MAX_TEXT, parseText } from "./checks.js";
import type { MemberStatus, SharedChat, SharedChatType } from "./members.js";
import {
  ApiError,
  badRequest,
  describeParams,
  optBool,
  optInt,
  optJson,
  optStr,
  type Params,
  readParams,
} from "./request.js";

export type { ChatEvent, ChatState, StoredFile, StoredMessage } from "./chats.js";
export type { InlineButton, ReplyMarkup } from "./checks.js";
export type { MemberStatus, SharedChat, SharedChatType } from "./members.js";
export type { Params } from "./request.js";
export { ApiError } from "./request.js";

export interface BotApiOptions {
  /** 0 (default) picks a free port. */
  port?: number;
  host?: string;
  /** When given, other tokens get 401 Unauthorized; otherwise any token is accepted. */
  token?: string;
  /** Keep uploaded bytes (default true). Benches set false: only name, type and size are kept. */
  keepFiles?: boolean;
  /** Record every call in `calls` (default true). */
  recordCalls?: boolean;
  /** What getMe answers (merged over a default test bot). */
  botInfo?: Partial<UserFromGetMe>;
  /** Optional flood control: more sends than this in a sliding second answer 429. */
  floodLimit?: { perSecond?: number; perChatPerSecond?: number; retryAfter?: number };
}

export interface RecordedCall {
  method: string;
  params: Params;
  /** Date.now() when the request arrived. */
  time: number;
  ok: boolean;
  errorCode?: number;
  description?: string;
}

export type BotApiEvent =
  | ChatEvent
  | {
      type: "callbackAnswer";
      userId: number;
      queryId: string;
      text?: string;
      showAlert: boolean;
      url?: string;
    }
  | { type: "inlineAnswer"; userId: number; queryId: string; params: Params }
  | { type: "failure"; chatId?: number; method: string; errorCode: number; description: string };

export interface FaultRule {
  /** Only this method (case-insensitive). Without it, any method except getUpdates. */
  method?: string;
  chatId?: number;
  /** How many matching calls fail (default 1). */
  count?: number;
  /** Instead of a count: every matching call fails for this long (Telegram down for a while). */
  forMs?: number;
  error_code: number;
  /** For 429: seconds in parameters.retry_after (default 1). */
  retry_after?: number;
  description?: string;
}

/** Calls Telegram keeps waiting: answered only once the test lets them go (`HeldCalls.release`). */
export interface HoldRule {
  /** Only this method (case-insensitive). Without it, any method except getUpdates. */
  method?: string;
  chatId?: number;
  /** How many matching calls are held (default 1). */
  count?: number;
}

export interface HeldCalls {
  /** Resolves when the first matching call has come in (and is being held). */
  reached: Promise<void>;
  /** How many matching calls came in so far. */
  held(): number;
  /** Answers every call held so far, and those still to come, at once (as if never held). */
  release(): void;
}

export interface WebhookState {
  url: string;
  secret_token?: string;
  max_connections: number;
  allowed_updates?: string[];
  last_error_date?: number;
  last_error_message?: string;
}

interface PendingQuery {
  kind: "callback" | "inline";
  userId: number;
  answered: boolean;
}

interface Waiter {
  res: ServerResponse;
  limit: number;
  timer: NodeJS.Timeout;
  call: RecordedCall;
}

const DEFAULT_ALLOWED = (type: string) =>
  type !== "chat_member" && type !== "message_reaction" && type !== "message_reaction_count";

const SEND_METHODS = new Set(["sendmessage", "sendphoto", "senddocument"]);

type Handler = (params: Params) => unknown;

export class BotApiStandIn {
  readonly apiRoot: string;
  readonly token: string;
  /** Every call (unless `recordCalls: false`). */
  readonly calls: RecordedCall[] = [];
  /** Names of methods the stand-in does not implement (answered ok:true, result:true). */
  readonly unknownMethods: string[] = [];
  /** Date.now() of each successful sendMessage/sendPhoto/sendDocument. */
  readonly sendTimes: number[] = [];
  readonly botInfo: UserFromGetMe;
  webhook: WebhookState | undefined;
  /** Chats, messages and files. */
  readonly store: ChatStore;

  private readonly myCommands = new Map<string, BotCommand[]>();
  private readonly myTexts = new Map<string, string>();
  private readonly queries = new Map<string, PendingQuery>();
  private readonly faults: (FaultRule & { left: number; until?: number })[] = [];
  private readonly holds: {
    rule: HoldRule;
    left: number;
    held: number;
    reached: () => void;
    released: Promise<void>;
  }[] = [];
  private readonly releases = new Set<() => void>();
  private readonly listeners = new Set<(e: BotApiEvent) => void>();
  private readonly handlers: Record<string, Handler>;
  private queue: Update[] = [];
  private allowed: (type: string) => boolean = DEFAULT_ALLOWED;
  private waiter: Waiter | undefined;
  private nextUpdate = 10_000;
  private webhookChain: Promise<unknown> = Promise.resolve();
  private webhookPending = 0;
  private closed = false;

  constructor(
    private readonly server: Server,
    private readonly options: BotApiOptions,
  ) {
    const { port } = server.address() as AddressInfo;
    this.apiRoot = `http://${options.host ?? "127.0.0.1"}:${port}`;
    this.token = options.token ?? "1234567890:TEST_stand_in_token";
    const id = Number(/^(\d+):/.exec(this.token)?.[1] ?? 1234567890);
    this.botInfo = {
      id,
      is_bot: true,
      first_name: "Publisher Bot",
      username: "publisher_test_bot",
      can_join_groups: true,
      can_read_all_group_messages: false,
      supports_inline_queries: true,
      can_connect_to_business: false,
      has_main_web_app: false,
      ...options.botInfo,
    } as UserFromGetMe;
    this.store = new ChatStore(this.botInfo, options, (e) => this.emit(e));
    this.handlers = this.methodTable();
    server.on("request", (req, res) => {
      this.handle(req, res).catch((err: unknown) => {
        reply(res, 500, {
          ok: false,
          error_code: 500,
          description: `Internal Server Error: ${String(err)}`,
        });
      });
    });
  }

  // ---------------------------------------------------------------- public API

  /** A chat's state (created empty if the bot never saw it). */
  chat(chatId: number): ChatState {
    return this.store.chat(chatId);
  }

  /** The bot's messages in a chat, oldest first (deleted ones included, flagged). */
  botMessages(chatId: number): StoredMessage[] {
    return this.store.botMessages(chatId);
  }

  /** The bot's description or short description as set for a language ("" or undefined: none). */
  myText(kind: "description" | "short_description", languageCode?: string): string | undefined {
    return this.myTexts.get(`${kind}:${languageCode ?? ""}`);
  }

  /** Commands set for the default scope and a language ("" or undefined: no language). */
  commands(languageCode?: string, scope: object = { type: "default" }): BotCommand[] {
    return this.myCommands.get(commandsKey(scope, languageCode ?? "")) ?? [];
  }

  /** Messages sent per second between two Date.now() instants (end defaults to now). */
  sendRate(windowStart: number, windowEnd: number = Date.now()): number {
    const seconds = Math.max(windowEnd - windowStart, 1) / 1000;
    let n = 0;
    for (const t of this.sendTimes) if (t >= windowStart && t < windowEnd) n++;
    return n / seconds;
  }

  /** The next matching calls answer with this error (429 carries retry_after). */
  failNext(rule: FaultRule): void {
    const until = rule.forMs === undefined ? undefined : Date.now() + rule.forMs;
    this.faults.push({ ...rule, left: rule.count ?? 1, ...(until !== undefined && { until }) });
  }

  /**
   * The next matching calls (sendMessage to one chat, say) get no answer until `release()`: Telegram
   * holding a send as long as the test likes. The call's work is done when it is answered.
   */
  holdNext(rule: HoldRule): HeldCalls {
    let reached = () => {};
    const reachedPromise = new Promise<void>((resolve) => {
      reached = resolve;
    });
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    const hold = { rule, left: rule.count ?? 1, held: 0, reached, released };
    this.holds.push(hold);
    this.releases.add(release);
    return {
      reached: reachedPromise,
      held: () => hold.held,
      release: () => {
        hold.left = 0;
        this.releases.delete(release);
        release();
      },
    };
  }

  /** The wait of a call a hold matches (undefined: answered at once). */
  private heldFor(key: string, params: Params): Promise<void> | undefined {
    const chatId = optInt(params.chat_id);
    const hold = this.holds.find(
      ({ rule, left }) =>
        left > 0 &&
        (rule.method === undefined ? key !== "getupdates" : rule.method.toLowerCase() === key) &&
        (rule.chatId === undefined || rule.chatId === chatId),
    );
    if (!hold) return undefined;
    hold.left--;
    hold.held++;
    hold.reached();
    return hold.released;
  }

  /** A channel or group created by `owner`; the bot is not in it until `setBotStatus`. */
  createChat(type: SharedChatType, title: string, owner: User): SharedChat {
    this.store.registerUser(owner);
    return this.store.members.create(type, title, owner.id);
  }

  /**
   * Adds, promotes, demotes or removes the bot in a channel or group, as `by` did in their app:
   * the standing changes and the bot gets the my_chat_member update Telegram sends.
   */
  setBotStatus(chatId: number, status: MemberStatus, by: User): void {
    const members = this.store.members;
    const bot = this.botUser();
    const oldMember = members.member(chatId, bot);
    members.set(chatId, bot.id, status);
    this.injectUpdate({
      my_chat_member: {
        chat: members.chatObject(chatId),
        from: by,
        date: now(),
        old_chat_member: oldMember,
        new_chat_member: members.member(chatId, bot),
      },
    });
  }

  /** A channel or group made with `createChat`. */
  sharedChat(chatId: number): SharedChat | undefined {
    return this.store.members.get(chatId);
  }

  /** A member's standing in a channel or group (left when never there). */
  memberStatus(chatId: number, userId: number): MemberStatus {
    return this.store.members.status(chatId, userId);
  }

  blockChat(chatId: number): void {
    this.chat(chatId).blocked = true;
  }

  unblockChat(chatId: number): void {
    this.chat(chatId).blocked = false;
  }

  /** Profile shown as `chat` in the bot's messages to this user. Called by TelegramUser. */
  registerUser(user: User): void {
    this.store.registerUser(user);
  }

  /** Stores a message written by a user (in their private chat unless `chatId` names a group). */
  userMessage(from: User, fields: Partial<Message> & { text?: string }, chatId?: number): Message {
    return this.store.userMessage(from, fields, chatId);
  }

  /** Telegram's Message object for a stored message (what a callback_query carries). */
  telegramMessage(chatId: number, messageId: number): Message | undefined {
    return this.store.telegramMessage(chatId, messageId);
  }

  file(fileId: string): StoredFile | undefined {
    return this.store.file(fileId);
  }

  /**
   * Queues a raw update (an update_id is assigned when missing; malformed updates welcome).
   * With a webhook set, it is POSTed there instead (one delivery at a time, in order).
   */
  injectUpdate(update: object): number {
    const given = (update as { update_id?: unknown }).update_id;
    const updateId = typeof given === "number" ? given : this.nextUpdate++;
    if (updateId >= this.nextUpdate) this.nextUpdate = updateId + 1;
    const full = { ...update, update_id: updateId } as Update;
    this.trackQuery(full);
    if (this.webhook) {
      this.webhookPending++;
      this.webhookChain = this.webhookChain
        .then(() => this.deliverToWebhook(full))
        .catch(() => undefined)
        .finally(() => this.webhookPending--);
    } else {
      this.queue.push(full);
      this.wake();
    }
    return updateId;
  }

  /** POSTs one update to the webhook, as Telegram does; a method in the reply body is executed. */
  async deliverToWebhook(update: object): Promise<{ status: number; body: string }> {
    const hook = this.webhook;
    if (!hook) throw new Error("no webhook is set (call setWebhook first)");
    const full = { update_id: this.nextUpdate++, ...update } as Update;
    this.trackQuery(full);
    const headers: Record<string, string> = { "content-type": "application/json" };
    if (hook.secret_token) headers["X-Telegram-Bot-Api-Secret-Token"] = hook.secret_token;
    let status = 0;
    let body = "";
    try {
      const res = await fetch(hook.url, { method: "POST", headers, body: JSON.stringify(full) });
      status = res.status;
      body = await res.text();
    } catch (err) {
      hook.last_error_date = now();
      hook.last_error_message = `Connection refused: ${String(err)}`;
      throw err;
    }
    if (status !== 200) {
      hook.last_error_date = now();
      hook.last_error_message = `Wrong response from the webhook: ${status}`;
    } else if (body.trim().startsWith("{")) {
      const { method, ...params } = JSON.parse(body) as { method?: string } & Params;
      if (typeof method === "string") this.execute(method, params, Date.now());
    }
    return { status, body };
  }

  /** Resolves when queued webhook deliveries are done. */
  async webhookIdle(): Promise<void> {
    while (this.webhookPending > 0) await this.webhookChain;
  }

  /** Updates delivered by getUpdates but not yet confirmed, plus those not yet delivered. */
  pendingUpdates(): readonly Update[] {
    return this.queue;
  }

  onEvent(listener: (e: BotApiEvent) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.releaseWaiter();
    for (const release of this.releases) release();
    this.releases.clear();
    const done = once(this.server, "close");
    this.server.close();
    this.server.closeAllConnections();
    await done;
  }

  // ---------------------------------------------------------------- HTTP

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const time = Date.now();
    const url = new URL(req.url ?? "/", "http://stand-in");
    if (url.pathname.startsWith("/file/bot")) return this.serveFile(url.pathname, res);
    const m = /^\/bot([^/]+)\/(?:test\/)?([A-Za-z]+)\/?$/.exec(url.pathname);
    if (!m) return reply(res, 404, { ok: false, error_code: 404, description: "Not Found" });
    if (this.options.token !== undefined && decodeURIComponent(m[1] ?? "") !== this.options.token) {
      return reply(res, 401, { ok: false, error_code: 401, description: "Unauthorized" });
    }
    const method = m[2] ?? "";
    let params: Params;
    try {
      params = await readParams(req, url);
    } catch (err) {
      const e = err instanceof ApiError ? err : badRequest(String(err));
      return reply(res, e.code, { ok: false, error_code: e.code, description: e.description });
    }
    if (method.toLowerCase() === "getupdates") return this.getUpdates(params, res, time);
    const held = this.heldFor(method.toLowerCase(), params);
    if (held) await held;
    const out = this.execute(method, params, time);
    reply(res, out.ok ? 200 : out.error_code, out);
  }

  /** `/file/bot<token>/documents/<file_id>`: the bytes of a file a user sent (getFile's path). */
  private serveFile(pathname: string, res: ServerResponse): void {
    const m = /^\/file\/bot([^/]+)\/documents\/([^/]+)$/.exec(pathname);
    const tokenOk =
      this.options.token === undefined || decodeURIComponent(m?.[1] ?? "") === this.options.token;
    const bytes = m && tokenOk ? this.store.file(decodeURIComponent(m[2] ?? ""))?.bytes : undefined;
    if (!bytes) {
      reply(res, 404, { ok: false, error_code: 404, description: "Not Found" });
      return;
    }
    res.writeHead(200, {
      "content-type": "application/octet-stream",
      "content-length": bytes.length,
    });
    res.end(bytes);
  }

  /** Runs one method: faults, handler, recording, events. */
  private execute(method: string, params: Params, time: number): ApiResponse {
    const key = method.toLowerCase();
    let out: ApiResponse;
    try {
      this.injectFault(key, params);
      const handler = ownEntry(this.handlers, key);
      if (!handler) this.unknownMethods.push(method);
      const result = handler ? handler(params) : true;
      out = { ok: true, result };
      if (SEND_METHODS.has(key)) this.sendTimes.push(time);
    } catch (err) {
      const e =
        err instanceof ApiError ? err : new ApiError(500, `Internal Server Error: ${String(err)}`);
      out = { ok: false, error_code: e.code, description: e.description };
      if (e.parameters) out.parameters = e.parameters;
      this.noteFailure(method, params, e);
    }
    if (this.options.recordCalls !== false) {
      this.calls.push({
        method,
        params: describeParams(params),
        time,
        ok: out.ok,
        ...(out.ok ? {} : { errorCode: out.error_code, description: out.description }),
      });
    }
    return out;
  }

  private injectFault(key: string, params: Params): void {
    const chatId = optInt(params.chat_id);
    const now = Date.now();
    for (let j = this.faults.length - 1; j >= 0; j--) {
      const until = this.faults[j]?.until;
      if (until !== undefined && until <= now) this.faults.splice(j, 1);
    }
    const i = this.faults.findIndex(
      (f) =>
        (f.method === undefined ? key !== "getupdates" : f.method.toLowerCase() === key) &&
        (f.chatId === undefined || f.chatId === chatId),
    );
    const rule = this.faults[i];
    if (!rule) return;
    if (rule.until === undefined && --rule.left <= 0) this.faults.splice(i, 1);
    if (rule.error_code === 429) {
      const retry = rule.retry_after ?? 1;
      throw new ApiError(429, rule.description ?? `Too Many Requests: retry after ${retry}`, {
        retry_after: retry,
      });
    }
    throw new ApiError(rule.error_code, rule.description ?? defaultDescription(rule.error_code));
  }

  private noteFailure(method: string, params: Params, e: ApiError): void {
    const chatId = optInt(params.chat_id);
    if (chatId !== undefined) {
      const failures = this.chat(chatId).failures;
      failures.push({ method, errorCode: e.code, description: e.description, time: Date.now() });
      if (failures.length > 20) failures.shift();
    }
    this.emit({ type: "failure", chatId, method, errorCode: e.code, description: e.description });
  }

  // ---------------------------------------------------------------- long polling

  private getUpdates(params: Params, res: ServerResponse, time: number): void {
    const call: RecordedCall = { method: "getUpdates", params, time, ok: true };
    if (this.options.recordCalls !== false) this.calls.push(call);
    const fail = (e: ApiError) => {
      Object.assign(call, { ok: false, errorCode: e.code, description: e.description });
      reply(res, e.code, {
        ok: false,
        error_code: e.code,
        description: e.description,
        ...(e.parameters ? { parameters: e.parameters } : {}),
      });
    };
    try {
      this.injectFault("getupdates", params);
    } catch (err) {
      fail(err as ApiError);
      return;
    }
    if (this.webhook) {
      fail(
        new ApiError(
          409,
          "Conflict: can't use getUpdates method while webhook is active; use deleteWebhook to delete the webhook first",
        ),
      );
      return;
    }
    const offset = optInt(params.offset) ?? 0;
    if (offset > 0) this.queue = this.queue.filter((u) => u.update_id >= offset);
    else if (offset < 0) this.queue = this.queue.slice(offset);
    const allowed = optJson(params.allowed_updates, "allowed_updates");
    if (Array.isArray(allowed)) {
      const set = new Set(allowed.map(String));
      this.allowed = set.size === 0 ? DEFAULT_ALLOWED : (type) => set.has(type);
    }
    const limit = Math.min(Math.max(optInt(params.limit) ?? 100, 1), 100);
    const timeout = optInt(params.timeout) ?? 0;
    if (this.waiter) {
      const old = this.waiter;
      this.waiter = undefined;
      clearTimeout(old.timer);
      Object.assign(old.call, { ok: false, errorCode: 409 });
      reply(old.res, 409, {
        ok: false,
        error_code: 409,
        description:
          "Conflict: terminated by other getUpdates request; make sure that only one bot instance is running",
      });
    }
    const batch = this.takeBatch(limit);
    if (batch.length > 0 || timeout <= 0 || this.closed) {
      reply(res, 200, { ok: true, result: batch });
      return;
    }
    const waiter: Waiter = {
      res,
      limit,
      call,
      timer: setTimeout(() => this.releaseWaiter(), timeout * 1000),
    };
    this.waiter = waiter;
    res.on("close", () => {
      if (this.waiter === waiter) {
        clearTimeout(waiter.timer);
        this.waiter = undefined;
      }
    });
  }

  private takeBatch(limit: number): Update[] {
    this.queue = this.queue.filter((u) => this.allowed(updateType(u)));
    return this.queue.slice(0, limit);
  }

  private wake(): void {
    const w = this.waiter;
    if (!w) return;
    const batch = this.takeBatch(w.limit);
    if (batch.length === 0) return;
    this.waiter = undefined;
    clearTimeout(w.timer);
    reply(w.res, 200, { ok: true, result: batch });
  }

  private releaseWaiter(): void {
    const w = this.waiter;
    if (!w) return;
    this.waiter = undefined;
    clearTimeout(w.timer);
    reply(w.res, 200, { ok: true, result: this.closed ? [] : this.takeBatch(w.limit) });
  }

  // ---------------------------------------------------------------- methods

  private methodTable(): Record<string, Handler> {
    return {
      getme: () => this.botInfo,
      sendmessage: (p) => this.store.sendMessage(p),
      sendphoto: (p) => this.store.sendFile(p, "photo"),
      senddocument: (p) => this.store.sendFile(p, "document"),
      getfile: (p) => this.store.getFile(p),
      editmessagetext: (p) => this.store.editMessage(p, "text"),
      editmessagecaption: (p) => this.store.editMessage(p, "caption"),
      editmessagereplymarkup: (p) => this.store.editMessage(p, "markup"),
      deletemessage: (p) => this.store.deleteMessage(p),
      deletemessages: (p) => {
        const ids = optJson(p.message_ids, "message_ids");
        for (const id of Array.isArray(ids) ? ids : []) {
          try {
            this.store.deleteMessage({ ...p, message_id: id });
          } catch {}
        }
        return true;
      },
      answercallbackquery: (p) => this.answerCallbackQuery(p),
      answerinlinequery: (p) => this.answerInlineQuery(p),
      setmycommands: (p) => this.setMyCommands(p),
      setmydescription: (p) => this.setMyText(p, "description", 512),
      setmyshortdescription: (p) => this.setMyText(p, "short_description", 120),
      getmycommands: (p) => this.commands(optStr(p.language_code), scopeParam(p)),
      deletemycommands: (p) => {
        this.myCommands.delete(commandsKey(scopeParam(p), optStr(p.language_code) ?? ""));
        return true;
      },
      sendchataction: (p) => this.store.sendChatAction(p),
      getchat: (p) => this.store.getChat(p),
      getchatmember: (p) => this.store.members.getChatMember(p, this.botUser()),
      getchatadministrators: (p) => this.store.members.getChatAdministrators(p, this.botUser()),
      setwebhook: (p) => this.setWebhook(p),
      deletewebhook: (p) => {
        this.webhook = undefined;
        if (optBool(p.drop_pending_updates)) this.queue = [];
        return true;
      },
      getwebhookinfo: () => ({
        url: this.webhook?.url ?? "",
        has_custom_certificate: false,
        pending_update_count: this.webhook ? this.webhookPending : this.queue.length,
        ...(this.webhook
          ? {
              max_connections: this.webhook.max_connections,
              ip_address: "127.0.0.1",
              ...(this.webhook.allowed_updates
                ? { allowed_updates: this.webhook.allowed_updates }
                : {}),
              ...(this.webhook.last_error_date
                ? {
                    last_error_date: this.webhook.last_error_date,
                    last_error_message: this.webhook.last_error_message,
                  }
                : {}),
            }
          : {}),
      }),
    };
  }

  private query(p: Params, kind: PendingQuery["kind"], field: string): PendingQuery {
    const id = optStr(p[field]) ?? "";
    const q = this.queries.get(id);
    if (!q || q.kind !== kind || q.answered) {
      throw badRequest("query is too old and response timeout expired or query ID is invalid");
    }
    return q;
  }

  private answerCallbackQuery(p: Params): true {
    const q = this.query(p, "callback", "callback_query_id");
    const text = optStr(p.text);
    if (text !== undefined && text.length > 200) throw badRequest("MESSAGE_TOO_LONG");
    q.answered = true;
    const url = optStr(p.url);
    this.emit({
      type: "callbackAnswer",
      userId: q.userId,
      queryId: optStr(p.callback_query_id) ?? "",
      ...(text !== undefined ? { text } : {}),
      showAlert: optBool(p.show_alert),
      ...(url !== undefined ? { url } : {}),
    });
    return true;
  }

  private answerInlineQuery(p: Params): true {
    const q = this.query(p, "inline", "inline_query_id");
    const results = optJson(p.results, "results");
    if (!Array.isArray(results)) throw badRequest("results must be an array");
    if (results.length > 50) throw badRequest("RESULTS_TOO_MUCH");
    const ids = new Set<string>();
    for (const r of results as Record<string, unknown>[]) {
      const id = optStr(r?.id) ?? "";
      const bytes = Buffer.byteLength(id, "utf8");
      if (bytes < 1 || bytes > 64) throw badRequest("RESULT_ID_INVALID");
      if (ids.has(id)) throw badRequest("RESULT_ID_DUPLICATE");
      ids.add(id);
      const content = r.input_message_content as Record<string, unknown> | undefined;
      if (typeof content?.message_text === "string") {
        const parsed = parseText(content.message_text, content.parse_mode, content.entities);
        if (parsed.text.length > MAX_TEXT) throw badRequest("MESSAGE_TOO_LONG");
      }
      if (typeof r.caption === "string") parseText(r.caption, r.parse_mode, r.caption_entities);
      checkMarkup(r.reply_markup);
    }
    const nextOffset = optStr(p.next_offset) ?? "";
    if (Buffer.byteLength(nextOffset, "utf8") > 64) throw badRequest("NEXT_OFFSET_INVALID");
    q.answered = true;
    const params: Params = { ...p, results };
    for (const k of ["button"])
      if (typeof params[k] === "string") params[k] = optJson(params[k], k);
    this.emit({
      type: "inlineAnswer",
      userId: q.userId,
      queryId: optStr(p.inline_query_id) ?? "",
      params,
    });
    return true;
  }

  private setMyText(p: Params, kind: "description" | "short_description", max: number): true {
    const text = optStr(p[kind]) ?? "";
    if (text.length > max) throw badRequest(`${kind.toUpperCase()}_TOO_LONG`);
    const lang = optStr(p.language_code) ?? "";
    if (lang !== "" && !/^[a-z]{2}$/.test(lang)) throw badRequest("LANG_CODE_INVALID");
    this.myTexts.set(`${kind}:${lang}`, text);
    return true;
  }

  private setMyCommands(p: Params): true {
    const commands = optJson(p.commands, "commands");
    if (!Array.isArray(commands)) throw badRequest("commands must be an array");
    if (commands.length > 100) throw badRequest("too many commands");
    const list: BotCommand[] = [];
    for (const c of commands as Record<string, unknown>[]) {
      const command = optStr(c?.command) ?? "";
      const description = optStr(c?.description) ?? "";
      if (!/^[a-z0-9_]{1,32}$/.test(command)) throw badRequest("BOT_COMMAND_INVALID");
      if (description.trim().length < 1 || description.length > 256) {
        throw badRequest("BOT_COMMAND_DESCRIPTION_INVALID");
      }
      list.push({ command, description });
    }
    const lang = optStr(p.language_code) ?? "";
    if (lang !== "" && !/^[a-z]{2}$/.test(lang)) throw badRequest("LANG_CODE_INVALID");
    this.myCommands.set(commandsKey(scopeParam(p), lang), list);
    return true;
  }

  private setWebhook(p: Params): true {
    const url = optStr(p.url) ?? "";
    if (url === "") {
      this.webhook = undefined;
      return true;
    }
    try {
      new URL(url);
    } catch {
      throw badRequest("bad webhook: Failed to resolve host: Name or service not known");
    }
    const secret = optStr(p.secret_token);
    if (secret !== undefined && !/^[A-Za-z0-9_-]{1,256}$/.test(secret)) {
      throw badRequest("secret token contains unallowed characters");
    }
    if (optBool(p.drop_pending_updates)) this.queue = [];
    const allowed = optJson(p.allowed_updates, "allowed_updates");
    this.webhook = {
      url,
      max_connections: optInt(p.max_connections) ?? 40,
      ...(secret !== undefined ? { secret_token: secret } : {}),
      ...(Array.isArray(allowed) ? { allowed_updates: allowed.map(String) } : {}),
    };
    // Updates queued before the webhook was set go out to it.
    const queued = this.queue;
    this.queue = [];
    for (const u of queued) this.injectUpdate(u);
    return true;
  }

  // ---------------------------------------------------------------- helpers

  private botUser(): User {
    const { id, is_bot, first_name, username } = this.botInfo;
    return { id, is_bot, first_name, username };
  }

  private trackQuery(update: Update): void {
    const cq = (update as Partial<Update>).callback_query;
    if (cq && typeof cq.id === "string") {
      this.queries.set(cq.id, { kind: "callback", userId: cq.from?.id ?? 0, answered: false });
    }
    const iq = (update as Partial<Update>).inline_query;
    if (iq && typeof iq.id === "string") {
      this.queries.set(iq.id, { kind: "inline", userId: iq.from?.id ?? 0, answered: false });
    }
  }

  private emit(e: BotApiEvent): void {
    for (const l of this.listeners) {
      try {
        l(e);
      } catch {}
    }
  }
}

type ApiResponse =
  | { ok: true; result: unknown; description?: string }
  | { ok: false; error_code: number; description: string; parameters?: object };

function reply(res: ServerResponse, status: number, body: unknown): void {
  if (res.writableEnded || res.destroyed) return;
  const text = JSON.stringify(body);
  res.writeHead(status, {
    "content-type": "application/json",
    "content-length": Buffer.byteLength(text),
  });
  res.end(text);
}

function updateType(u: Update): string {
  return Object.keys(u).find((k) => k !== "update_id") ?? "";
}

function scopeParam(p: Params): object {
  const scope = optJson(p.scope, "scope");
  return typeof scope === "object" && scope !== null ? scope : { type: "default" };
}

function commandsKey(scope: object, lang: string): string {
  const s = scope as Record<string, unknown>;
  const keys = Object.keys(s).sort();
  return `${JSON.stringify(keys.map((k) => [k, s[k]]))}|${lang}`;
}

function defaultDescription(code: number): string {
  switch (code) {
    case 400:
      return "Bad Request";
    case 401:
      return "Unauthorized";
    case 403:
      return "Forbidden: bot was blocked by the user";
    case 409:
      return "Conflict";
    case 502:
      return "Bad Gateway";
    default:
      return code >= 500 ? "Internal Server Error" : "Error";
  }
}

/** Starts the stand-in on 127.0.0.1 (port 0 = any free port). */
export async function startBotApi(options: BotApiOptions = {}): Promise<BotApiStandIn> {
  const server = createServer({ keepAlive: true });
  server.listen(options.port ?? 0, options.host ?? "127.0.0.1");
  await once(server, "listening");
  return new BotApiStandIn(server, options);
}
