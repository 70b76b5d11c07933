import type { CallbackQueryContext, Composer } from "grammy";
import type { HandlerContext } from "./context.js";
import { answerExpired, isLivePress } from "./live-buttons.js";

/** Telegram refuses callback data over 64 bytes. */
const MAX_BYTES = 64;

/**
 * `int`: any safe integer (a page, a minute of the day, a Telegram chat id). `id`: a positive safe
 * integer, what the network numbers its offers, postbacks and directories with: −1, 0 or a number
 * past 2^53 from a modified client is no id and does not unpack. `str`: any text. A list: one of it.
 * `account`: the number of the presser's account the button acts for (accounts/active.ts); 0 is
 * the active one.
 */
type FieldKind = "int" | "id" | "str" | "account" | readonly string[];
export type Schema = Record<string, FieldKind>;
type ValueOf<K> = K extends "int" | "id" | "account"
  ? number
  : K extends readonly (infer E)[]
    ? E
    : string;
export type CallbackValues<S extends Schema> = { [F in keyof S]: ValueOf<S[F]> };

export interface CallbackKind<S extends Schema> {
  readonly prefix: string;
  /** Its fields by name, in packing order (the names cost no bytes: only values are packed). */
  readonly schema: S;
  pack(values: CallbackValues<S>): string;
  /** The values, or undefined for data of another kind or from a modified client. */
  unpack(data: string): CallbackValues<S> | undefined;
  filter(): RegExp;
  /**
   * The button writes (to the network or to the bot's settings): it acts only from a live
   * message (live-buttons.ts), else it is expired and changes nothing.
   */
  readonly writes: boolean;
}

export interface KindOptions {
  /** A button that writes (to the network or to the bot's settings): see `CallbackKind.writes`. */
  writes?: boolean;
}

/**
 * One typed pack/unpack per kind of button: `offerCard.pack({ id, search, page })` makes
 * `offer-card:12:a:3`, and a handler matches exactly its own prefix. Prefixes say what the button
 * opens (`<feature>-<what>`); a test checks they are unique and that every kind fits 64 bytes. Strings are percent-encoded, so no value can inject a
 * separator; `pack` throws rather than send data Telegram would refuse.
 */
export function callbackKind<const S extends Schema>(
  prefix: string,
  schema: S,
  options: KindOptions = {},
): CallbackKind<S> {
  if (!/^[a-z][a-z0-9-]*$/.test(prefix)) throw new Error(`bad callback prefix ${prefix}`);
  const fields = Object.entries(schema);
  return {
    prefix,
    schema,
    writes: options.writes === true,
    pack(values) {
      const parts = fields.map(([name, kind]) => encodeField(kind, values[name]));
      const data = [prefix, ...parts].join(":");
      if (Buffer.byteLength(data) > MAX_BYTES)
        throw new Error(`callback data over 64 bytes: ${prefix}`);
      return data;
    },
    unpack(data) {
      const [head, ...parts] = data.split(":");
      if (head !== prefix) return undefined;
      if (parts.length !== fields.length) return undefined;
      const values: Record<string, unknown> = {};
      for (const [index, [name, kind]] of fields.entries()) {
        const value = decodeField(kind, parts[index] ?? "");
        if (value === undefined) return undefined;
        values[name] = value;
      }
      return values as CallbackValues<S>;
    },
    filter: () => new RegExp(`^${prefix}(:|$)`),
  };
}

function encodeField(kind: FieldKind, value: unknown): string {
  if (kind === "int" || kind === "id" || kind === "account") {
    const numeric = kind === "id" ? "id" : "int";
    if (!isValue(numeric, value))
      throw new Error(`callback field is not ${kind === "id" ? "an id" : "an integer"}: ${value}`);
    return String(value);
  }
  return encodeURIComponent(String(value)).replace(/:/g, "%3A");
}

function decodeField(kind: FieldKind, text: string): string | number | undefined {
  if (kind === "account") return /^(?:0|[1-9]\d{0,5})$/.test(text) ? Number(text) : undefined;
  if (kind === "int" || kind === "id") {
    // Digits as packed: no "+1", "1e3", "0x10", "-0" or leading zeros, nothing past 2^53.
    if (!/^(?:0|-?[1-9]\d{0,15})$/.test(text)) return undefined;
    const value = Number(text);
    return isValue(kind, value) ? value : undefined;
  }
  let value: string;
  try {
    value = decodeURIComponent(text);
  } catch {
    return undefined;
  }
  if (kind === "str") return value;
  return kind.includes(value) ? value : undefined;
}

function isValue(kind: "int" | "id", value: unknown): value is number {
  return Number.isSafeInteger(value) && (kind === "int" || (value as number) > 0);
}

/**
 * Registers a handler for one kind of button. Data that does not unpack (an old message, a
 * modified client) is answered with "this button has expired" instead of being guessed at; so is
 * a press of a button that writes from a message that no longer shows its kind (live-buttons.ts).
 */
export function onButton<S extends Schema>(
  composer: Composer<HandlerContext>,
  kind: CallbackKind<S>,
  handler: (
    ctx: CallbackQueryContext<HandlerContext>,
    values: CallbackValues<S>,
  ) => Promise<unknown>,
): void {
  const answer = (ctx: CallbackQueryContext<HandlerContext>): Promise<unknown> => {
    const values = kind.unpack(ctx.callbackQuery.data);
    if (!values || (kind.writes && !isLivePress(ctx, kind.prefix))) return answerExpired(ctx);
    return handler(ctx, values);
  };
  composer.callbackQuery(kind.filter(), answer);
}
