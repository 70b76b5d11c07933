/** Keyboards of the claim wizard (/claim) and of the edit wizard's field picker. */
import { InlineKeyboard } from "grammy";
import { callbackKind } from "../../core/callback-data.js";
import { chunk } from "../../core/chunk.js";
import type { BotContext } from "../../core/context.js";
import { clip } from "../../format/clip.js";
import { CLAIM_FIELDS, type ClaimField } from "./draft.js";
import { addDays, addMonths, monthOf, monthWeeks } from "./input.js";
import type { Choice } from "./wizard-data.js";

export const claimOfferButton = callbackKind("claim-offer", { id: "id" });
export const claimChannelButton = callbackKind("claim-channel", { id: "id" });
export const claimDayButton = callbackKind("claim-day", { day: "str" });
export const claimMonthButton = callbackKind("claim-month", { month: "str" });
/** Empty calendar cells: pressing one does nothing. */
export const claimNoopButton = callbackKind("claim-noop", {});
export const claimCurrencyButton = callbackKind("claim-currency", { id: "id" });
/** "Yes, that is right" under an amount above the ceiling; carries the amount it confirms. */
export const claimAmountSureButton = callbackKind("claim-amount-sure", { amount: "str" });
export const claimFieldButton = callbackKind("claim-field", { field: CLAIM_FIELDS });
export const claimSendButton = callbackKind("claim-send", {}, { writes: true });

const LABEL_LIMIT = 48;

type Button = ReturnType<typeof InlineKeyboard.text>;

export function offerChoiceKeyboard(choices: readonly Choice[]): InlineKeyboard {
  const buttons = choices.map((offer) =>
    InlineKeyboard.text(
      clip(`${offer.name} · #${offer.id}`, LABEL_LIMIT),
      claimOfferButton.pack({ id: offer.id }),
    ),
  );
  return InlineKeyboard.from(chunk(buttons, 1));
}

export function channelKeyboard(choices: readonly Choice[]): InlineKeyboard {
  const buttons = choices.map((channel) =>
    InlineKeyboard.text(
      clip(channel.name, LABEL_LIMIT),
      claimChannelButton.pack({ id: channel.id }),
    ),
  );
  return InlineKeyboard.from(chunk(buttons, 1));
}

export function quickDayKeyboard(ctx: BotContext, today: string): InlineKeyboard {
  const day = (back: number) => claimDayButton.pack({ day: addDays(today, -back) });
  return new InlineKeyboard()
    .text(ctx.t("claims-day-today"), day(0))
    .text(ctx.t("claims-day-yesterday"), day(1))
    .text(ctx.t("claims-day-before"), day(2))
    .row()
    .text(ctx.t("claims-day-calendar"), claimMonthButton.pack({ month: monthOf(today) }));
}

/** A month's name in the publisher's language: "October 2026", "Октябрь 2026 г.", "Outubro de 2026". */
export function monthName(month: string, locale: string, style: "long" | "short" = "long"): string {
  const name = new Intl.DateTimeFormat(locale, {
    month: style,
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${month}-01T00:00:00Z`));
  return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
}

/** Monday to Sunday, initials in the publisher's language (M T W…, П В С…, S T Q…). */
export function weekdayInitials(locale: string): string[] {
  const format = new Intl.DateTimeFormat(locale, { weekday: "narrow", timeZone: "UTC" });
  // 2024-01-01 was a Monday.
  return Array.from({ length: 7 }, (_, i) =>
    format.format(new Date(Date.UTC(2024, 0, 1 + i))).toLocaleUpperCase(locale),
  );
}

/**
 * A month under a row of weekday initials, Monday first; days after today and before `oldest` (the
 * oldest order a claim may be filed for) are blank, and paging stays between their months.
 */
export function calendarKeyboard(
  month: string,
  today: string,
  oldest: string,
  locale: string,
): InlineKeyboard {
  const blank = claimNoopButton.pack({});
  const header = weekdayInitials(locale).map((initial) => InlineKeyboard.text(initial, blank));
  const weeks = monthWeeks(month).map((week) =>
    week.map((day) =>
      day === undefined || day > today || day < oldest
        ? InlineKeyboard.text("·", blank)
        : InlineKeyboard.text(String(Number(day.slice(8))), claimDayButton.pack({ day })),
    ),
  );
  const earliest = monthOf(oldest);
  const previous = addMonths(month, -1);
  const next = addMonths(month, 1);
  const paging: Button[] = [];
  if (previous >= earliest) {
    const label = `‹ ${monthName(previous, locale, "short")}`;
    paging.push(InlineKeyboard.text(label, claimMonthButton.pack({ month: previous })));
  }
  if (next <= monthOf(today)) {
    const label = `${monthName(next, locale, "short")} ›`;
    paging.push(InlineKeyboard.text(label, claimMonthButton.pack({ month: next })));
  }
  const rows = [header, ...weeks];
  return InlineKeyboard.from(paging.length > 0 ? [...rows, paging] : rows);
}

export function amountSureKeyboard(ctx: BotContext, amount: string): InlineKeyboard {
  return new InlineKeyboard().text(
    ctx.t("claims-amount-sure"),
    claimAmountSureButton.pack({ amount }),
  );
}

export function currencyKeyboard(choices: readonly Choice[]): InlineKeyboard {
  const buttons = choices.map((currency) =>
    InlineKeyboard.text(currency.name, claimCurrencyButton.pack({ id: currency.id })),
  );
  return InlineKeyboard.from(chunk(buttons, 3));
}

function fieldRows(ctx: BotContext, fields: readonly ClaimField[]): Button[][] {
  const buttons = fields.map((field) =>
    InlineKeyboard.text(`✏️ ${ctx.t(`claims-field-${field}`)}`, claimFieldButton.pack({ field })),
  );
  return chunk(buttons, 2);
}

/** A button per field (those the publisher can change), in pairs. */
export function fieldKeyboard(ctx: BotContext, fields: readonly ClaimField[]): InlineKeyboard {
  return InlineKeyboard.from(fieldRows(ctx, fields));
}

export function summaryKeyboard(ctx: BotContext, fields: readonly ClaimField[]): InlineKeyboard {
  const send = InlineKeyboard.text(ctx.t("claims-send"), claimSendButton.pack({}));
  return InlineKeyboard.from([...fieldRows(ctx, fields), [send]]);
}
