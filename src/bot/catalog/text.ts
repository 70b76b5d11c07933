import { type Commission, formatCommission } from "../../publisher-api/index.js";
import type { BotContext } from "../core/context.js";
import { escapeHtml } from "../core/html.js";

/** "page 2 of 7": the line under every paged list. */
export function pageLine(ctx: BotContext, page: number, pages: number): string {
  return `<i>${ctx.t("catalog-page", { page: page + 1, pages: Math.max(pages, 1) })}</i>`;
}

export function pageCount(total: number, size: number): number {
  return Math.max(1, Math.ceil(total / size));
}

/** What a commission says to a publisher: "12%", "14.40 - 20.80", or "not published". */
export function commissionText(ctx: BotContext, value: Commission): string {
  const text = formatCommission(value);
  return text ? escapeHtml(text) : ctx.t("catalog-not-published");
}

/** The date part of an API date-time ("2025-03-01 23:59:59" → "2025-03-01"). */
export function dayOf(text: string): string {
  return escapeHtml(text.trim().split(/[ T]/)[0] ?? "");
}
