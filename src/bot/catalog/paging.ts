import type { InlineKeyboard } from "grammy";
import type { BotContext } from "../core/context.js";

/** Starts a new row unless the last one is still empty (Telegram has no use for empty rows). */
export function newRow(keyboard: InlineKeyboard): InlineKeyboard {
  return keyboard.inline_keyboard.at(-1)?.length ? keyboard.row() : keyboard;
}

/** Adds a "‹ Previous · Next ›" row when there is somewhere to go; `data(page)` packs a page. */
export function addPager(
  keyboard: InlineKeyboard,
  ctx: BotContext,
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

export interface Choice {
  id: number;
  name: string;
}

/** A filter's values two a row, the current one marked; `data(id)` packs a choice. */
export function addChoices(
  keyboard: InlineKeyboard,
  choices: Choice[],
  selected: number,
  data: (id: number) => string,
): InlineKeyboard {
  choices.forEach((choice, i) => {
    if (i % 2 === 0) newRow(keyboard);
    const name = choice.name || `#${choice.id}`;
    const label = name.length > 30 ? `${name.slice(0, 29)}…` : name;
    keyboard.text(choice.id === selected ? `• ${label}` : label, data(choice.id));
  });
  return keyboard;
}
