/** Keyboards of the claim wizard (/claim) and of the edit wizard's field picker. */
import { InlineKeyboard } from "grammy";
import { callbackKind } from "../../core/callback-data.js";
import { chunk } from "../../core/chunk.js";
import type { BotContext } from "../../core/context.js";
import { clip } from "../../format/clip.js";
import { CLAIM_FIELDS, type ClaimField } from "./draft.js";
import { addDays, addMonths, monthOf, monthWeeks } from "./input.js";
import type { Choice } from "./wizard-data.js";

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

/** A month, Monday first; days after today are blank, and paging stops at the current month. */
export function calendarKeyboard(month: string, today: string): InlineKeyboard {
  const blank = claimNoopButton.pack({});
  const weeks = monthWeeks(month).map((week) =>
    week.map((day) =>
      day === undefined || day > today
        ? InlineKeyboard.text("·", blank)
        : InlineKeyboard.text(String(Number(day.slice(8))), claimDayButton.pack({ day })),
    ),
  );
  const earliest = addMonths(monthOf(today), -CALENDAR_MONTHS_BACK);
  const previous = addMonths(month, -1);
  const next = addMonths(month, 1);
  const paging: Button[] = [];
  if (previous >= earliest) {
    paging.push(InlineKeyboard.text(`‹ ${previous}`, claimMonthButton.pack({ month: previous })));
  }
  if (next <= monthOf(today)) {
    paging.push(InlineKeyboard.text(`${next} ›`, claimMonthButton.pack({ month: next })));
  }
  return InlineKeyboard.from(paging.length > 0 ? [...weeks, paging] : weeks);
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
