/**
 * The questions of the claim wizard, one per field, shared by /claim and the edit wizard. Each asks,
 * waits, refuses bad input with the reason, writes the draft and returns the latest context (a
 * context is new after every wait; its `t()` follows a language change).
 */

import { InlineKeyboard } from "grammy";
import { apiErrorText } from "../../core/api-errors.js";
import type { BotContext, BotDeps } from "../../core/context.js";
import { readAmount, typedCurrency } from "../../format/amounts.js";
import { escapeHtml } from "../../format/html.js";
import { typingDay } from "../../format/typed-dates.js";
import {
  type AskAgain,
  type WizardConversation,
  type waitForAnswer,
  waitForAnswerOrBack,
} from "../../wizard/answers.js";
import { editInWizard } from "../../wizard/edit.js";
import { publisherExternal } from "../../wizard/external.js";
import { wizardClock } from "../../wizard/now.js";
import { skipButton, skipKeyboard } from "../../wizard/skip.js";
import { withWayOut } from "../../wizard/way-out.js";
import { batchHowButton } from "./batch/keyboards.js";
import type { ClaimDraft, ClaimField } from "./draft.js";
import { addDays, parseOrderDate, parseOrderNumber } from "./input.js";
import { type Choice, type ClaimSetup, searchOffers } from "./wizard-data.js";
import {
  amountSureKeyboard,
  calendarKeyboard,
  channelKeyboard,
  claimAmountSureButton,
  claimChannelButton,
  claimCurrencyButton,
  claimDayButton,
  claimMonthButton,
  claimNoopButton,
  claimOfferButton,
  currencyKeyboard,
  monthName,
  offerChoiceKeyboard,
  quickDayKeyboard,
} from "./wizard-keyboards.js";

/** The API's limit on comments is not published; this is what a claim form usually allows. */
const COMMENT_LIMIT = 2000;

/** Picks a choice by a typed name or id, ignoring case. */
function typedChoice(choices: readonly Choice[], text: string): Choice | undefined {
  const wanted = text.trim().toLowerCase();
  return choices.find((c) => c.name.toLowerCase() === wanted || String(c.id) === wanted);
}

/**
 * Today on the publisher's own calendar (their clock, clock/clock.ts), kept in the wizard's replay:
 * the order was placed on a day of theirs, and the calendar, the buttons and the refusals all say
 * the day every other screen calls today.
 */
export async function claimToday(conversation: WizardConversation): Promise<string> {
  return (await wizardClock(conversation)).today;
}

/** A day as the date question's example writes it, in both forms it names. */
function exampleDay(day: string) {
  const [year = "", month = "", date = ""] = day.split("-");
  return { year, month, day: date };
}

/** "Claims from a file" on a row of its own below `keyboard`. */
function withFileButton(ctx: BotContext, keyboard = new InlineKeyboard()): InlineKeyboard {
  if (keyboard.inline_keyboard.some((row) => row.length > 0)) keyboard.row();
  return keyboard.text(ctx.t("claims-batch-from-file"), batchHowButton.pack({}));
}

/** Any callback kind a step waits for. */
type Kinds = Parameters<typeof waitForAnswer>[1];

export class ClaimSteps {
  /** Every offer shown so far, to name the one a button picks. */
  private readonly offers: Choice[];
  /** Whether the amount just answered named its currency ("12 usd"). */
  private currencyTyped = false;

  constructor(
    private readonly conversation: WizardConversation,
    private readonly deps: BotDeps,
    private readonly userId: number,
    readonly setup: ClaimSetup,
  ) {
    this.offers = [...setup.suggestions];
  }

  /** Fields worth a "change" button: the channel only when there is a choice. */
  changeable(fields: readonly ClaimField[]): ClaimField[] {
    return fields.filter((field) => field !== "channel" || this.setup.channels.length > 1);
  }

  /** Whether the field is a question: a channel or currency with one choice is taken without. */
  asks(field: ClaimField): boolean {
    if (field === "channel") return this.setup.channels.length > 1;
    if (field === "currency") return this.setup.currencies.length > 1;
    return true;
  }

  /** What Back under the question being asked opens: the view the wizard came from, when first. */
  private back: string | undefined;

  /** waitForAnswer, with Back under every question: it throws StepBack. */
  private wait(buttons: Kinds, again: AskAgain) {
    return waitForAnswerOrBack(this.conversation, buttons, again, this.back);
  }

  /** The Back / Cancel row under the question being asked. */
  private wayOut(ctx: BotContext, keyboard?: InlineKeyboard): InlineKeyboard {
    return withWayOut(ctx, keyboard, this.back);
  }

  /** Asks `field`; `back`: what Back opens when it is the wizard's first question. */
  ask(field: ClaimField, ctx: BotContext, draft: ClaimDraft, back?: string): Promise<BotContext> {
    this.back = back;
    // The currency was typed with the amount just answered: not asked again. Any other question
    // in between (Back from the comment) asks it as usual.
    const currencyTyped = this.currencyTyped;
    this.currencyTyped = false;
    if (field === "currency" && currencyTyped && draft.currency) return Promise.resolve(ctx);
    switch (field) {
      case "offer":
        return this.askOffer(ctx, draft);
      case "channel":
        return this.askChoice(ctx, draft, "channel");
      case "number":
        return this.askText(ctx, "claims-ask-number", (text) => {
          const number = parseOrderNumber(text);
          if (number !== undefined) draft.number = number;
          if (number !== undefined) return undefined;
          // "-", "#", "…": something typed, but nothing a shop numbers an order with.
          const visible = text.trim() !== "" && !text.includes("\n") && text.length <= 200;
          return visible ? "claims-number-no-digits" : "claims-number-bad";
        });
      case "date":
        return this.askDate(ctx, draft);
      case "amount":
        return this.askAmount(ctx, draft);
      case "currency":
        return this.askChoice(ctx, draft, "currency");
      case "comment":
        return this.askComment(ctx, draft);
    }
  }

  /**
   * An offer button this wizard showed. A press naming any other offer (a modified client, a list
   * of an earlier /claim) is no answer: it goes on to the rest of the bot, which calls it expired.
   */
  private offeredButton() {
    return {
      prefix: claimOfferButton.prefix,
      unpack: (data: string) => {
        const id = claimOfferButton.unpack(data)?.id;
        return this.offers.find((offer) => offer.id === id);
      },
    };
  }

  private async askOffer(ctx: BotContext, draft: ClaimDraft): Promise<BotContext> {
    let choices = this.setup.suggestions;
    let text = ctx.t(choices.length > 0 ? "claims-ask-offer" : "claims-ask-offer-search");
    const offered = this.offeredButton();
    for (;;) {
      // Under the offers: many lost orders go faster as a file (batch/), which leaves the wizard.
      const keyboard = (c: BotContext) =>
        this.wayOut(
          c,
          withFileButton(c, choices.length > 0 ? offerChoiceKeyboard(choices) : undefined),
        );
      await ctx.reply(text, { reply_markup: keyboard(ctx) });
      const question = text;
      const answer = await this.wait([offered], (again) =>
        again.reply(question, { reply_markup: keyboard(again) }),
      );
      ctx = answer.ctx;
      if (answer.kind === "button") {
        const picked = offered.unpack(answer.data);
        if (!picked) continue; // not reached: waitForAnswer returns offered presses only
        draft.offer = picked;
        return ctx;
      }
      const words = answer.text.slice(0, 100);
      let found: Choice[];
      try {
        found = await publisherExternal(this.conversation, this.userId, (client) =>
          searchOffers(client, words),
        );
      } catch (error) {
        const failure = apiErrorText(ctx, error);
        if (failure === undefined) throw error;
        text = failure;
        continue;
      }
      this.offers.push(...found);
      const byId = found.find((offer) => String(offer.id) === words);
      if (byId) {
        draft.offer = byId;
        return ctx;
      }
      choices = found.length > 0 ? found : this.setup.suggestions;
      text =
        found.length > 0
          ? ctx.t("claims-offer-found")
          : ctx.t("claims-offer-none", { words: escapeHtml(words) });
    }
  }

  /** Channel or currency: buttons, or the name typed. One channel is taken without asking. */
  private async askChoice(
    ctx: BotContext,
    draft: ClaimDraft,
    field: "channel" | "currency",
  ): Promise<BotContext> {
    const choices = field === "channel" ? this.setup.channels : this.setup.currencies;
    const [only] = choices;
    if (choices.length === 1 && only) {
      draft[field] = only;
      return ctx;
    }
    const kind = field === "channel" ? claimChannelButton : claimCurrencyButton;
    const keyboard = (c: BotContext) =>
      this.wayOut(c, field === "channel" ? channelKeyboard(choices) : currencyKeyboard(choices));
    let question = ctx.t(`claims-ask-${field}`);
    for (;;) {
      await ctx.reply(question, { reply_markup: keyboard(ctx) });
      const answer = await this.wait([kind], (again) =>
        again.reply(again.t(`claims-ask-${field}`), { reply_markup: keyboard(again) }),
      );
      ctx = answer.ctx;
      const picked =
        answer.kind === "button"
          ? choices.find((choice) => choice.id === kind.unpack(answer.data)?.id)
          : typedChoice(choices, answer.text);
      if (picked) {
        draft[field] = picked;
        return ctx;
      }
      question = ctx.t("claims-press-button");
    }
  }

  /** A typed answer checked by `check`: it returns the refusal's text id, or undefined to accept. */
  private async askText(
    ctx: BotContext,
    question: string,
    check: (text: string) => string | undefined,
  ): Promise<BotContext> {
    await ctx.reply(ctx.t(question), { reply_markup: this.wayOut(ctx) });
    for (;;) {
      const answer = await this.wait([], (again) =>
        again.reply(again.t(question), { reply_markup: this.wayOut(again) }),
      );
      ctx = answer.ctx;
      if (answer.kind !== "text") continue;
      const refusal = check(answer.text);
      if (refusal === undefined) return ctx;
      await ctx.reply(ctx.t(refusal), { reply_markup: this.wayOut(ctx) });
    }
  }

  /**
   * The amount as people type it; zero or less, or a form that could be read two ways, is refused
   * with the reason; above the configured ceiling the publisher is asked whether it is right.
   */
  private async askAmount(ctx: BotContext, draft: ClaimDraft): Promise<BotContext> {
    const ceiling = this.deps.config.claims.maxAmount;
    await ctx.reply(ctx.t("claims-ask-amount"), { reply_markup: this.wayOut(ctx) });
    let heldCurrency: string | undefined;
    for (;;) {
      const answer = await this.wait([claimAmountSureButton], (again) =>
        again.reply(again.t("claims-ask-amount"), { reply_markup: this.wayOut(again) }),
      );
      ctx = answer.ctx;
      const typed =
        answer.kind === "text" ? answer.text : claimAmountSureButton.unpack(answer.data)?.amount;
      // The button carries the amount alone: the currency typed with it is held here.
      const code = answer.kind === "text" ? typedCurrency(answer.text) : heldCurrency;
      const read = readAmount(typed ?? "");
      if (!read.ok) {
        const refusal =
          read.reason === "format" ? "claims-amount-bad" : `claims-amount-${read.reason}`;
        await ctx.reply(ctx.t(refusal, { typed: escapeHtml((typed ?? "").slice(0, 40)) }), {
          reply_markup: this.wayOut(ctx),
        });
        continue;
      }
      if (answer.kind === "text" && Number(read.amount) > ceiling) {
        await ctx.reply(ctx.t("claims-amount-high", { amount: Number(read.amount), ceiling }), {
          reply_markup: amountSureKeyboard(ctx, read.amount),
        });
        heldCurrency = code;
        continue;
      }
      draft.amount = read.amount;
      // "12 usd": the currency typed with the amount is the answer to the next question too.
      const currency = this.setup.currencies.find((choice) => choice.name.toUpperCase() === code);
      if (currency) {
        draft.currency = currency;
        this.currencyTyped = true;
      }
      return ctx;
    }
  }

  private async askDate(ctx: BotContext, draft: ClaimDraft): Promise<BotContext> {
    // Asked each time, so a wizard resumed the next day offers the right "today".
    const clock = await wizardClock(this.conversation);
    const today = clock.today;
    const days = (c: BotContext) => this.wayOut(c, quickDayKeyboard(c, today));
    // The example is today itself: a day the wizard takes, whatever the window's length.
    const ask = (c: BotContext) =>
      c.reply(c.t("claims-ask-date", exampleDay(today)), { reply_markup: days(c) });
    await ask(ctx);
    for (;;) {
      const answer = await this.wait([claimDayButton, claimMonthButton, claimNoopButton], ask);
      ctx = answer.ctx;
      const month = claimMonthButton.unpack(answer.kind === "button" ? answer.data : "")?.month;
      if (month !== undefined) {
        await this.showMonth(ctx, month, today);
        continue;
      }
      const typed = answer.kind === "text" ? answer.text : claimDayButton.unpack(answer.data)?.day;
      if (typed === undefined) continue; // an empty calendar cell
      const maxAgeDays = this.deps.config.claims.maxAgeDays;
      const lang = ctx.speech.lang;
      const parsed = parseOrderDate(typed, today, { lang, maxAgeDays });
      if (parsed.ok) {
        draft.date = parsed.day;
        return ctx;
      }
      // Today as the publisher reads a date, and as they would type it.
      const shown = { today: clock.todayText(lang), example: typingDay(today, lang) };
      await ctx.reply(ctx.t(`claims-date-${parsed.reason}`, { ...shown, days: maxAgeDays }), {
        reply_markup: days(ctx),
      });
    }
  }

  /** The calendar, in place of the question it was opened from. */
  private async showMonth(ctx: BotContext, month: string, today: string): Promise<void> {
    // Callback data is whatever the client sent: `2026-00` or `0001-01` is no month to show.
    const [year, number] = month.split("-").map(Number);
    if (!/^\d{4}-\d{2}$/.test(month) || month > today.slice(0, 7)) return;
    if ((number ?? 0) < 1 || (number ?? 0) > 12 || (year ?? 0) < 2000) return;
    const locale = ctx.speech.lang;
    const oldest = addDays(today, -this.deps.config.claims.maxAgeDays);
    const text = ctx.t("claims-calendar", { month: monthName(month, locale) });
    const keyboard = this.wayOut(ctx, calendarKeyboard(month, today, oldest, locale));
    await editInWizard(this.conversation, ctx, text, keyboard);
  }

  private async askComment(ctx: BotContext, draft: ClaimDraft): Promise<BotContext> {
    const skip = (c: BotContext) => this.wayOut(c, skipKeyboard(c));
    await ctx.reply(ctx.t("claims-ask-comment"), { reply_markup: skip(ctx) });
    for (;;) {
      const answer = await this.wait([skipButton], (again) =>
        again.reply(again.t("claims-ask-comment"), { reply_markup: skip(again) }),
      );
      ctx = answer.ctx;
      if (answer.kind === "button") {
        draft.comment = "";
        return ctx;
      }
      if (answer.text.length <= COMMENT_LIMIT) {
        draft.comment = answer.text;
        return ctx;
      }
      await ctx.reply(ctx.t("claims-comment-long", { limit: COMMENT_LIMIT }), {
        reply_markup: skip(ctx),
      });
    }
  }
}
