import type { InlineKeyboard } from "grammy";
import type { WizardContext } from "../context.js";

/** Starts a new row unless the last one is still empty (Telegram has no use for empty rows). */
export function newRow(keyboard: InlineKeyboard): InlineKeyboard {
  return keyboard.inline_keyboard.at(-1)?.length ? keyboard.row() : keyboard;
}

/** Adds a "‹ Previous · Next ›" row when there is somewhere to go; `data(page)` packs a page. */
export function addPager(
  keyboard: InlineKeyboard,
  ctx: WizardContext,
  page: number,
  pages: number,
  data: (page: number) => string,
): InlineKeyboard {
  if (pages <= 1) return keyboard;
  newRow(keyboard);
  if (page > 0) keyboard.text(ctx.t("catalog-previous"), data(page - 1));
  if (page + 1 < pages) keyboard.text(ctx.t("catalog-next"), data(page + 1));
  return keyboard;
}
