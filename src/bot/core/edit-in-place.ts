import { createHash } from "node:crypto";
import { GrammyError, type InlineKeyboard } from "grammy";
import type { LinkPreviewOptions } from "grammy/types";
import type { Records } from "../../storage/index.js";
import type { BotContext } from "./context.js";

/** The record of what each list message shows (kept per person: it is their chat). */
export const SHOWN_KIND = "shown";

/** How long the bot remembers what it last put into a message (double taps come in seconds). */
const SHOWN_TTL_MS = 2 * 24 * 60 * 60 * 1000;
/** Messages remembered per chat: the cards and lists a publisher still presses. */
const SHOWN_MESSAGES = 20;

/**
 * Edits the message whose button was pressed (or `messageId` in this chat: the card a wizard was
 * opened from). Resolves to false when the message already shows exactly this (a double tap, the
 * same page again, a refresh that found nothing new), so the caller can say "up to date" instead
 * of failing. What the bot last put into each message with buttons is remembered in storage
 * (every instance sees it, each chat's updates run one at a time), so an edit that would change
 * nothing is not even sent: Telegram refuses it with "message is not modified". Every edit of the
 * bot's messages goes through here, or the memory would go stale. A message without text (a
 * photo: the stats chart, the digest's picture) cannot take a text: the text goes out as a new
 * message, and the picture stays as it was.
 */
export async function editInPlace(
  ctx: BotContext,
  text: string,
  keyboard?: InlineKeyboard,
  preview?: LinkPreviewOptions,
  messageId?: number,
): Promise<boolean> {
  const chatId = ctx.chat?.id;
  const id = messageId ?? ctx.callbackQuery?.message?.message_id;
  const fingerprint = createHash("sha256")
    .update(JSON.stringify([text, keyboard?.inline_keyboard ?? [], preview ?? null]))
    .digest("base64url")
    .slice(0, 22);
  const records = ctx.deps.storage.records<Shown>(SHOWN_KIND);
  const shown = chatId !== undefined && id !== undefined ? await records.get(chatId) : undefined;
  if (id !== undefined && shown?.[id] === fingerprint) return false;
  const options = { reply_markup: keyboard, link_preview_options: preview };
  let changed = true;
  let shownIn = id;
  const sendInstead = async (into: number) =>
    (await ctx.api.sendMessage(into, text, options)).message_id;
  // The pressed message, when it is the one to edit, is known to carry text or not (an
  // inaccessible one, date 0, is not known: Telegram's refusal says it).
  const pressed = ctx.callbackQuery?.message;
  const textless =
    pressed !== undefined &&
    pressed.message_id === id &&
    pressed.date !== 0 &&
    !("text" in pressed);
  try {
    if (textless && chatId !== undefined) shownIn = await sendInstead(chatId);
    else if (messageId !== undefined && chatId !== undefined) {
      await ctx.api.editMessageText(chatId, messageId, text, options);
    } else await ctx.editMessageText(text, options);
  } catch (error) {
    if (isNoText(error) && chatId !== undefined) shownIn = await sendInstead(chatId);
    else if (isNotModified(error)) changed = false;
    else throw error;
  }
  if (chatId !== undefined && shownIn !== undefined) {
    // A message without buttons is not pressed again: nothing to remember (after /disconnect's
    // last edit, nothing of the chat is left).
    await remember(records, chatId, shown ?? {}, shownIn, keyboard ? fingerprint : undefined);
  }
  return changed;
}

/** Per chat (wiped with the user's other records): message id → what it shows. */
type Shown = Record<string, string>;

async function remember(
  records: Records<Shown>,
  chatId: number,
  shown: Shown,
  messageId: number,
  fingerprint: string | undefined,
): Promise<void> {
  const next: Shown = {};
  // Integer keys iterate in ascending order: the newest messages are kept.
  const kept = Object.keys(shown)
    .filter((key) => key !== String(messageId))
    .slice(-(SHOWN_MESSAGES - 1));
  for (const key of kept) next[key] = shown[key] as string;
  if (fingerprint !== undefined) next[messageId] = fingerprint;
  if (Object.keys(next).length === 0) {
    if (Object.keys(shown).length > 0) await records.delete(chatId);
  } else await records.set(chatId, next, SHOWN_TTL_MS);
}

/** Telegram's answer to a text edit of a photo or a file. */
function isNoText(error: unknown): boolean {
  return (
    error instanceof GrammyError &&
    error.error_code === 400 &&
    error.description.includes("there is no text in the message to edit")
  );
}

function isNotModified(error: unknown): boolean {
  return (
    error instanceof GrammyError &&
    error.error_code === 400 &&
    error.description.includes("message is not modified")
  );
}
