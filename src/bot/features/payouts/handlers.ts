import { Composer, type InlineKeyboard } from "grammy";
import {
  AuthRejected,
  eachItem,
  type Page,
  type PageRequest,
  PublisherApiError,
  type PublisherClient,
} from "../../../publisher-api/index.js";
import type { HandlerContext } from "../../core/context.js";
import { editInPlace } from "../../core/edit-in-place.js";
import { publisherButton, publisherCommand } from "../../core/guards.js";
import { newestFirst } from "../../format/dates.js";
import { chargesNewestFirst } from "../../payout-status/payout-dates.js";
import { payoutsButton, payoutsKeyboard, payoutsRetryKeyboard } from "./keyboards.js";
import {
  chargesText,
  type MoneyView,
  payoutsText,
  ratesText,
  sliceOf,
  unavailableText,
} from "./text.js";

const PAGE_SIZE: Record<MoneyView, number> = { payouts: 6, charges: 12, rates: 10 };
/** Enough for years of monthly payouts or daily rates, in a few calls. */
const MAX_PAGES = 3;

const composer = new Composer<HandlerContext>();

publisherCommand(composer, "payouts", async (ctx, client) => {
  const view = await render(ctx, client, "payouts", 0);
  await ctx.reply(view.text, { reply_markup: view.keyboard });
});

publisherButton(composer, payoutsButton, async (ctx, { view, page }, client) => {
  const shown = await render(ctx, client, view, page);
  const changed = await editInPlace(ctx, shown.text, shown.keyboard);
  await ctx.answerCallbackQuery(changed ? {} : { text: ctx.t("payouts-unchanged") });
});

interface Shown {
  text: string;
  keyboard: InlineKeyboard;
}

/**
 * One page of a view. Payouts and charges are "under construction" in the API: any failure but a
 * refused key is shown as "not available right now" with a way to try again, never as an error.
 */
async function render(
  ctx: HandlerContext,
  client: PublisherClient,
  view: MoneyView,
  page: number,
): Promise<Shown> {
  try {
    const { text, slice } = await pageOf(ctx, client, view, page);
    return { text, keyboard: payoutsKeyboard(ctx, view, slice.page, slice.pages) };
  } catch (error) {
    if (!(error instanceof PublisherApiError) || error instanceof AuthRejected) throw error;
    ctx.log.warn({ err: error, view }, "account list not available");
    return { text: unavailableText(ctx, view), keyboard: payoutsRetryKeyboard(ctx, view) };
  }
}

async function pageOf(ctx: HandlerContext, client: PublisherClient, view: MoneyView, page: number) {
  const size = PAGE_SIZE[view];
  const { lang, zone } = ctx.speech;
  const style = (code: string) => ({ lang, currency: code, ...(zone ? { zone } : {}) });
  if (view === "rates") {
    const rates = await everything(
      (p) => client.account.exchangeRates(p),
      (r) => r.date,
    );
    const slice = sliceOf(rates, page, size);
    return { text: ratesText(ctx, slice, style("")), slice };
  }
  // Payouts and charges carry no currency: the balance tells it (written plainly if that fails).
  const currency = client.account.balance().then(
    (balance) => balance.currency,
    () => "",
  );
  if (view === "payouts") {
    const [payouts, code] = await Promise.all([
      everything((p) => client.account.payouts(p), byDate),
      currency,
    ]);
    const slice = sliceOf(payouts, page, size);
    return { text: payoutsText(ctx, slice, style(code)), slice };
  }
  // The payouts date their own charges (a payout's day on the publisher's clock); without them a
  // charge keeps its own day.
  const [charges, code, payouts] = await Promise.all([
    everything(
      (p) => client.account.chargeHistory(p),
      (c) => c.date,
    ),
    currency,
    everything((p) => client.account.payouts(p), byDate).catch(() => []),
  ]);
  // In order of the day each is shown on (a payout's charge on the payout's day, their clock).
  const ordered = chargesNewestFirst(charges, payouts, style(code));
  const slice = sliceOf(ordered, page, size);
  return { text: chargesText(ctx, slice, style(code), payouts), slice };
}

const byDate = (p: { added_at: string; date: string }) => p.added_at || p.date;

/** The whole list, newest first: the API promises no order, so the bot sorts it. */
async function everything<T>(
  fetchPage: (request: PageRequest) => Promise<Page<T>>,
  dateOf: (item: T) => string,
): Promise<T[]> {
  const all: T[] = [];
  for await (const item of eachItem(fetchPage, { limit: 1000, maxPages: MAX_PAGES }))
    all.push(item);
  return newestFirst(all, dateOf);
}

export { composer };
