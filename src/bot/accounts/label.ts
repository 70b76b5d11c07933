/**
 * Which account a message is about, when its reader has more than one: a short tag heading it.
 * An update on the active account heads its messages through a transformer on its own Api (one
 * place, so no command forgets it); a push heads its text itself (`tagged`).
 */
import type { Context, Transformer } from "grammy";
import { visibleLength } from "../format/clip.js";
import { escapeHtml } from "../format/html.js";
import { CAPTION_LIMIT } from "../reports/chart.js";
import type { Translate } from "../speech/speech.js";

/** Telegram's caps: a message's text, a photo's caption. */
const TEXT_LIMIT = 4096;
const FIELDS: Readonly<Record<string, { field: "text" | "caption"; limit: number }>> = {
  sendMessage: { field: "text", limit: TEXT_LIMIT },
  editMessageText: { field: "text", limit: TEXT_LIMIT },
  sendPhoto: { field: "caption", limit: CAPTION_LIMIT },
  sendDocument: { field: "caption", limit: CAPTION_LIMIT },
  editMessageCaption: { field: "caption", limit: CAPTION_LIMIT },
};

/** The account's name as shown: its label, else its number. */
export function accountName(t: Translate, account: { no: number; label: string }): string {
  return account.label || t("accounts-unnamed", { no: account.no });
}

/** The heading line: "👤 Alice". */
export function accountTag(t: Translate, account: { no: number; label: string }): string {
  return t("accounts-tag", { label: escapeHtml(accountName(t, account)) });
}

/** `text` headed by `tag` (none: as it is). */
export function tagged(tag: string | undefined, text: string): string {
  return tag ? `${tag}\n${text}` : text;
}

/** An update's heading: set once its sends are headed; `quiet` while a run goes without. */
export interface AccountHeading {
  quiet: boolean;
}

/** Per update (a wizard's contexts each have their own, as they have their own Api). */
export interface HeadingFlavor {
  accountHeading?: AccountHeading;
}

type HeadedContext = Context & HeadingFlavor;

/**
 * Sends without the heading: a run of pictures whose list message, sent after them, carries it
 * (five pictures each headed "👤 Alice" say it five times). Whatever the update sends meanwhile
 * goes unheaded too, so keep `send` to those pictures.
 */
export async function unheaded<T>(ctx: HeadedContext, send: () => Promise<T>): Promise<T> {
  const heading = ctx.accountHeading;
  if (!heading) return send();
  heading.quiet = true;
  try {
    return await send();
  } finally {
    heading.quiet = false;
  }
}

/**
 * Heads every text and caption this update sends into its chat with `tag` (once per update). A
 * text the tag would push past Telegram's cap goes as it is rather than be refused.
 */
export function headReplies(ctx: HeadedContext, tag: string): void {
  const chatId = ctx.chat?.id;
  if (chatId === undefined || ctx.accountHeading) return;
  const state: AccountHeading = { quiet: false };
  ctx.accountHeading = state;
  ctx.api.config.use(heading(state, chatId, tag));
}

function heading(state: AccountHeading, chatId: number, tag: string): Transformer {
  const extra = visibleLength(tag) + 1;
  return (previous, method, payload, signal) => {
    if (state.quiet) return previous(method, payload, signal);
    const target = FIELDS[method];
    const fields = payload as Record<string, unknown> | undefined;
    const value = target && fields?.[target.field];
    if (
      !target ||
      !fields ||
      fields.chat_id !== chatId ||
      typeof value !== "string" ||
      (fields.parse_mode !== undefined && fields.parse_mode !== "HTML") ||
      visibleLength(value) + extra > target.limit
    )
      return previous(method, payload, signal);
    return previous(
      method,
      { ...fields, [target.field]: tagged(tag, value) } as typeof payload,
      signal,
    );
  };
}
