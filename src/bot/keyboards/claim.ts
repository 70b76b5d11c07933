/** Keyboards of the claim wizard (/claim) and of the edit wizard's field picker. */
import { InlineKeyboard } from "grammy";
import { callbackKind } from "../callback-data.js";
import { CLAIM_FIELDS, type ClaimField } from "../claims/draft.js";
import { addDays, addMonths, monthOf, monthWeeks } from "../claims/input.js";
import type { Choice } from "../claims/setup.js";
import type { WizardContext } from "../context.js";

export const claimOfferButton = callbackKind("claim-offer", { id: "int" });
export const claimChannelButton = callbackKind("claim-channel", { id: "int" });
export const claimDayButton = callbackKind("claim-day", { day: "str" });
export const claimMonthButton = callbackKind("claim-month", { month: "str" });
/** Empty calendar cells: pressing one does nothing. */
export const claimNoopButton = callbackKind("claim-noop", {});
export const claimCurrencyButton = callbackKind("claim-currency", { id: "int" });
export const claimFieldButton = callbackKind("claim-field", { field: CLAIM_FIELDS });
export const claimSendButton = callbackKind("claim-send", {});

/** How far back the calendar pages: claims are about recent orders. */
const CALENDAR_MONTHS_BACK = 24;
const LABEL_LIMIT = 48;

function label(text: string): string {
  return text.length > LABEL_LIMIT ? `${text.slice(0, LABEL_LIMIT - 1)}…` : text;
}

export function offerChoiceKeyboard(choices: readonly Choice[]): InlineKeyboard {
  const keyboard = new InlineKeyboard();
  for (const offer of choices) {
    keyboard
      .text(label(`${offer.name} · #${offer.id}`), claimOfferButton.pack({ id: offer.id }))
      .row();
  }
  return keyboard;
}

export function channelKeyboard(choices: readonly Choice[]): InlineKeyboard {
  const keyboard = new InlineKeyboard();
  for (const channel of choices) {
    keyboard.text(label(channel.name), claimChannelButton.pack({ id: channel.id })).row();
  }
  return keyboard;
}

export function quickDayKeyboard(ctx: WizardContext, today: string): InlineKeyboard {
  const day = (back: number) => claimDayButton.pack({ day: addDays(today, -back) });
  return new InlineKeyboard()
    .text(ctx.t("claims-day-today"), day(0))
    .text(ctx.t("claims-day-yesterday"), day(1))
    .text(ctx.t("claims-day-before"), day(2))
    .row()
    .text(ctx.t("claims-day-calendar"), claimMonthButton.pack({ month: monthOf(today) }));
}

/** A month, Monday first; days after today are blank, and paging stops at the current month. */
export function calendarKeyboard(month: string, today: string): InlineKeyboard {
  const keyboard = new InlineKeyboard();
  const blank = claimNoopButton.pack({});
  for (const week of monthWeeks(month)) {
    for (const day of week) {
      if (day === undefined || day > today) keyboard.text("·", blank);
      else keyboard.text(String(Number(day.slice(8))), claimDayButton.pack({ day }));
    }
    keyboard.row();
  }
  const earliest = addMonths(monthOf(today), -CALENDAR_MONTHS_BACK);
  const previous = addMonths(month, -1);
  const next = addMonths(month, 1);
  if (previous >= earliest)
    keyboard.text(`‹ ${previous}`, claimMonthButton.pack({ month: previous }));
  if (next <= monthOf(today)) keyboard.text(`${next} ›`, claimMonthButton.pack({ month: next }));
  return keyboard;
}

export function currencyKeyboard(choices: readonly Choice[]): InlineKeyboard {
  const keyboard = new InlineKeyboard();
  choices.forEach((currency, index) => {
    keyboard.text(currency.name, claimCurrencyButton.pack({ id: currency.id }));
    if (index % 3 === 2) keyboard.row();
  });
  return keyboard;
}

/** A button per field (those the publisher can change) in pairs. */
export function fieldKeyboard(ctx: WizardContext, fields: readonly ClaimField[]): InlineKeyboard {
  const keyboard = new InlineKeyboard();
  fields.forEach((field, index) => {
    keyboard.text(`✏️ ${ctx.t(`claims-field-${field}`)}`, claimFieldButton.pack({ field }));
    if (index % 2 === 1) keyboard.row();
  });
  return keyboard;
}

export function summaryKeyboard(ctx: WizardContext, fields: readonly ClaimField[]): InlineKeyboard {
  return fieldKeyboard(ctx, fields).row().text(ctx.t("claims-send"), claimSendButton.pack({}));
}
