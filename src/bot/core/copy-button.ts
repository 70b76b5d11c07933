import type { InlineKeyboard } from "grammy";

/** Telegram copies at most 256 characters from a copy_text button. */
export const COPY_LIMIT = 256;

/**
 * A button that puts `text` on the clipboard in one tap (promo codes, tracking links): added when
 * Telegram can copy it whole, else left out (the text stays selectable in the message).
 */
export function addCopyButton(keyboard: InlineKeyboard, label: string, text: string): boolean {
  if (text === "" || text.length > COPY_LIMIT) return false;
  keyboard.copyText(label, text);
  return true;
}
