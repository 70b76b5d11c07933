import type { Commission } from "../../publisher-api/index.js";
import type { Language } from "../../storage/index.js";
import type { BotContext } from "../core/context.js";
import { formatCommission } from "../format/money.js";

/** How a catalogue writes money: the publisher's language, the account's currency by default. */
export interface MoneyStyle {
  lang: Language;
  /** the account's currency: what a commission is in when the API names none ("" unknown) */
  currency: string;
}

/** "page 2 of 7": the line under every paged list. */
export function pageLine(ctx: BotContext, page: number, pages: number): string {
  return `<i>${ctx.t("catalog-page", { page: page + 1, pages: Math.max(pages, 1) })}</i>`;
}

export function pageCount(total: number, size: number): number {
  return Math.max(1, Math.ceil(total / size));
}

/** What a commission says to a publisher: "12%", "$14.40 – $20.80", or "not published". */
export function commissionText(ctx: BotContext, value: Commission, money: MoneyStyle): string {
  return formatCommission(value, money.currency, money.lang) || ctx.t("catalog-not-published");
}
