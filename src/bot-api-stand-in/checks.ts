/** The checks Telegram makes on what a bot sends: texts, parse modes, keyboards, pictures. */
import type { MessageEntity } from "grammy/types";
import { ownEntry } from "../own-entry.js";
import { badRequest, optJson, type Params } from "./request.js";
import { parseTelegramHtml } from "./telegram-html.js";

export const MAX_TEXT = 4096;
export const MAX_CAPTION = 1024;

/** Plain text and entities of a text or caption after Telegram parsed it. */
export function parseText(
  source: string,
  parseMode: unknown,
  entities: unknown,
): { text: string; entities: MessageEntity[] } {
  const mode = typeof parseMode === "string" ? parseMode.toLowerCase() : "";
  if (mode === "") {
    const given = optJson(entities, "entities");
    return { text: source, entities: Array.isArray(given) ? (given as MessageEntity[]) : [] };
  }
  if (mode === "html") {
    const parsed = parseTelegramHtml(source);
    if (!parsed.ok) throw badRequest(parsed.description.replace(/^Bad Request: /, ""));
    return { text: parsed.text, entities: parsed.entities };
  }
  // Markdown parse modes are accepted unchecked (the bot uses HTML).
  if (mode === "markdownv2" || mode === "markdown") return { text: source, entities: [] };
  throw badRequest("unsupported parse_mode");
}

const BUTTON_ACTIONS = [
  "url",
  "callback_data",
  "web_app",
  "login_url",
  "switch_inline_query",
  "switch_inline_query_current_chat",
  "switch_inline_query_chosen_chat",
  "copy_text",
  "callback_game",
  "pay",
];

export interface InlineButton {
  text: string;
  callback_data?: string;
  url?: string;
  [action: string]: unknown;
}

/** Any of Telegram's reply markups; only inline keyboards are checked in detail. */
export interface ReplyMarkup {
  inline_keyboard?: InlineButton[][];
  keyboard?: unknown[][];
  remove_keyboard?: boolean;
  force_reply?: boolean;
  [k: string]: unknown;
}

/** A reply-keyboard button: a text, and a chat request Telegram can read. */
function checkKeyButton(button: unknown): void {
  const b = typeof button === "string" ? { text: button } : (button as Record<string, unknown>);
  if (typeof b?.text !== "string" || b.text === "")
    throw badRequest("keyboard button text must be non-empty");
  const request = b.request_chat as Record<string, unknown> | undefined;
  if (request === undefined) return;
  if (!Number.isInteger(request.request_id) || typeof request.chat_is_channel !== "boolean") {
    throw badRequest("can't parse keyboard button: request_id and chat_is_channel are required");
  }
  const bot = (request.bot_administrator_rights ?? {}) as Record<string, unknown>;
  const user = (request.user_administrator_rights ?? undefined) as
    | Record<string, unknown>
    | undefined;
  if (user && Object.keys(bot).some((right) => bot[right] === true && user[right] !== true)) {
    throw badRequest("bot administrator rights must be a subset of user administrator rights");
  }
}

/** Validates reply_markup like Telegram; returns it parsed, or undefined when absent. */
export function checkMarkup(raw: unknown): ReplyMarkup | undefined {
  const markup = optJson(raw, "reply keyboard markup");
  if (markup === undefined) return undefined;
  if (typeof markup !== "object" || markup === null || Array.isArray(markup)) {
    throw badRequest("can't parse reply keyboard markup JSON object");
  }
  if (!("inline_keyboard" in markup)) {
    if ("keyboard" in markup && !isRows(markup.keyboard)) {
      throw badRequest('field "keyboard" of the ReplyKeyboardMarkup must be an Array of Arrays');
    }
    if ("keyboard" in markup)
      for (const button of (markup.keyboard as unknown[][]).flat()) checkKeyButton(button);
    return markup as ReplyMarkup;
  }
  const rows = markup.inline_keyboard;
  if (!isRows(rows)) {
    throw badRequest(
      'field "inline_keyboard" of the InlineKeyboardMarkup must be an Array of Arrays',
    );
  }
  if (rows.flat().length > 100) throw badRequest("reply markup is too long");
  for (const button of rows.flat()) checkButton(button);
  return markup as ReplyMarkup;
}

function isRows(v: unknown): v is unknown[][] {
  return Array.isArray(v) && v.every((row) => Array.isArray(row));
}

function checkButton(b: unknown): asserts b is InlineButton {
  if (typeof b !== "object" || b === null) {
    throw badRequest("can't parse inline keyboard button: InlineKeyboardButton must be an Object");
  }
  const button = b as Record<string, unknown>;
  if (typeof button.text !== "string") {
    throw badRequest('can\'t parse inline keyboard button: Field "text" must be of type String');
  }
  if (button.text.trim() === "")
    throw badRequest("can't parse inline keyboard button: Text is empty");
  if ("callback_data" in button) {
    const data = button.callback_data;
    const bytes = typeof data === "string" ? Buffer.byteLength(data, "utf8") : 0;
    if (bytes < 1 || bytes > 64) throw badRequest("BUTTON_DATA_INVALID");
    return;
  }
  if ("url" in button) {
    const url = String(button.url);
    let ok = false;
    try {
      ok = /^(https?|tg|ton):$/.test(new URL(url).protocol);
    } catch {}
    if (!ok) throw badRequest(`inline keyboard button URL '${url}' is invalid: Wrong HTTP URL`);
    return;
  }
  if (!BUTTON_ACTIONS.some((a) => a in button)) {
    throw badRequest(
      "can't parse inline keyboard button: Text buttons are unallowed in the inline keyboard",
    );
  }
}

/** Same content for "message is not modified": inline keyboards compared, absent = empty. */
export function sameMarkup(a: ReplyMarkup | undefined, b: ReplyMarkup | undefined): boolean {
  return JSON.stringify(inlineRows(a)) === JSON.stringify(inlineRows(b));
}

export function inlineRows(m: ReplyMarkup | undefined): InlineButton[][] {
  return m?.inline_keyboard ?? [];
}

/** Format and size of a picture from its header; undefined when Telegram could not read it. */
export function imageInfo(
  bytes: Uint8Array,
): { format: string; width: number; height: number } | undefined {
  const b = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (b.length >= 24 && b.readUInt32BE(0) === 0x89504e47 && b.readUInt32BE(4) === 0x0d0a1a0a) {
    return { format: "png", width: b.readUInt32BE(16), height: b.readUInt32BE(20) };
  }
  if (b.length >= 10 && b.toString("latin1", 0, 4) === "GIF8") {
    return { format: "gif", width: b.readUInt16LE(6), height: b.readUInt16LE(8) };
  }
  if (
    b.length >= 12 &&
    b.toString("latin1", 0, 4) === "RIFF" &&
    b.toString("latin1", 8, 12) === "WEBP"
  ) {
    return { format: "webp", width: 0, height: 0 };
  }
  if (b.length >= 4 && b[0] === 0xff && b[1] === 0xd8) {
    let i = 2;
    while (i + 9 < b.length && b[i] === 0xff) {
      const marker = b[i + 1] ?? 0;
      const len = b.readUInt16BE(i + 2);
      const isSof = marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker);
      if (isSof)
        return { format: "jpeg", width: b.readUInt16BE(i + 7), height: b.readUInt16BE(i + 5) };
      i += 2 + len;
    }
    return { format: "jpeg", width: 0, height: 0 };
  }
  return undefined;
}

export function checkPhotoDimensions(width: number, height: number): void {
  if (width === 0 || height === 0) return;
  const ratio = Math.max(width, height) / Math.min(width, height);
  if (width + height > 10_000 || ratio > 20) throw badRequest("PHOTO_INVALID_DIMENSIONS");
}

const MIME: Record<string, string> = {
  csv: "text/csv",
  txt: "text/plain",
  pdf: "application/pdf",
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  svg: "image/svg+xml",
  json: "application/json",
  xml: "application/xml",
  zip: "application/zip",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
};

/** What Telegram reports as mime_type: from the file extension when the upload says octet-stream. */
export function guessMime(filename: string | undefined, sent: string | undefined): string {
  if (sent && sent !== "application/octet-stream") return sent;
  const ext = filename?.split(".").pop()?.toLowerCase() ?? "";
  return ownEntry(MIME, ext) ?? "application/octet-stream";
}

/** The chat id of a call: a number (or numeric string); `@username` chats are unknown here. */
export function chatIdParam(params: Params): number {
  const v = params.chat_id;
  if (v === undefined || v === "") throw badRequest("chat_id is empty");
  const n =
    typeof v === "number" ? v : typeof v === "string" && /^-?\d+$/.test(v) ? Number(v) : NaN;
  if (!Number.isSafeInteger(n)) throw badRequest("chat not found");
  return n;
}
