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

/** A name longer than this takes a row of its own: half a phone's width would cut it. */
const HALF_ROW = 18;

/**
 * A filter's values, the current one marked; `data(id)` packs a choice. Names are never cut
 * (the data carries the id): two a row while they fit half a phone's width, else one a row.
 */
export function addChoices(
  keyboard: InlineKeyboard,
  choices: Choice[],
  selected: number,
  data: (id: number) => string,
): InlineKeyboard {
  const perRow = choices.some((choice) => choice.name.length > HALF_ROW) ? 1 : 2;
  choices.forEach((choice, i) => {
    if (i % perRow === 0) newRow(keyboard);
    const label = choice.name || `#${choice.id}`;
    keyboard.text(choice.id === selected ? `• ${label}` : label, data(choice.id));
  });
  return keyboard;
}
