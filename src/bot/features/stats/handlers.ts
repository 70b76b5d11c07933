import { Composer } from "grammy";
import { onButton } from "../../core/callback-data.js";
import type { BotContext, HandlerContext } from "../../core/context.js";
import { statsDayButton, statsPresetButton } from "../../core/doors.js";
import { publisherButton, publisherCommand } from "../../core/guards.js";
import { dateText } from "../../format/dates.js";
import { escapeHtml } from "../../format/html.js";
import { typingDay } from "../../format/typed-dates.js";
import { type NetworkClock, networkClock } from "../../reports/network-day.js";
import { MAX_DAYS, parsePeriod, periodFromNumbers, presetPeriod } from "../../reports/period.js";
import { drillComposer } from "./drill-handlers.js";
import {
  periodKeyboard,
  statsBreakdownButton,
  statsCsvButton,
  statsPeriodsButton,
} from "./keyboards.js";
import { networkClockOf, sendCsv, showBreakdown, showSummary } from "./show.js";

const composer = new Composer<HandlerContext>();

publisherCommand(composer, "stats", async (ctx, client, words) => {
  const typed = words.trim();
  if (typed === "") {
    // Without a public address there is no dashboard: say what the operator sets.
    const note = ctx.deps.config.publicUrl ? "" : `\n\n${ctx.t("dashboard-no-public-url")}`;
    await ctx.reply(`${choosePrompt(ctx)}${note}`, { reply_markup: periodKeyboard(ctx) });
    return;
  }
  const clock = await networkClockOf(ctx, client);
  const parsed = parsePeriod(ctx.deps.speeches.texts, typed, clock, ctx.speech.lang);
  if (!parsed.ok) {
    await ctx.reply(problemText(ctx, parsed.problem, parsed.detail, clock), {
      reply_markup: periodKeyboard(ctx),
    });
    return;
  }
  // A preset typed (a button's label) is shown as its button shows it.
  await showSummary(ctx, client, parsed.period, parsed.preset);
});

publisherButton(composer, statsPresetButton, async (ctx, { preset }, client) => {
  await ctx.answerCallbackQuery({ text: ctx.t("stats-loading") });
  await showSummary(ctx, client, presetPeriod(preset, await networkClockOf(ctx, client)), preset);
});

publisherButton(composer, statsDayButton, async (ctx, { day }, client) => {
  const period = periodFromNumbers({ from: day, to: day });
  if (!period) return expired(ctx);
  await ctx.answerCallbackQuery({ text: ctx.t("stats-loading") });
  await showSummary(ctx, client, period);
});

onButton(composer, statsPeriodsButton, async (ctx) => {
  await ctx.answerCallbackQuery();
  await ctx.reply(choosePrompt(ctx), { reply_markup: periodKeyboard(ctx) });
});

publisherButton(composer, statsBreakdownButton, async (ctx, values, client) => {
  const period = periodFromNumbers(values);
  if (!period) return expired(ctx);
  await ctx.answerCallbackQuery();
  // Pressed under a breakdown page: that page changes in place. Under the summary: a new message.
  const message = ctx.callbackQuery.message;
  const inPlace = message !== undefined && "text" in message;
  await showBreakdown(ctx, client, {
    period,
    kind: values.kind,
    page: values.page,
    ...(inPlace ? { messageId: message.message_id } : {}),
  });
});

publisherButton(composer, statsCsvButton, async (ctx, values, client) => {
  const period = periodFromNumbers(values);
  if (!period) return expired(ctx);
  await ctx.answerCallbackQuery({ text: ctx.t("stats-csv-preparing") });
  await sendCsv(ctx, client, period, values.kind);
});

async function expired(ctx: BotContext): Promise<void> {
  await ctx.answerCallbackQuery({ text: ctx.t("button-expired"), show_alert: true });
}

/**
 * A typed period that works today: last month, its days written the way the publisher's language
 * types them (an example fixed in a text falls out of the year the network keeps).
 */
function exampleCommand(ctx: BotContext, clock: NetworkClock): string {
  const { from, to } = presetPeriod("last-month", clock);
  const lang = ctx.speech.lang;
  return `/stats ${typingDay(from, lang)} ${typingDay(to, lang)}`;
}

/** The picker's prompt; its example needs no call to the network (a zone not yet learned: UTC's). */
function choosePrompt(ctx: BotContext): string {
  const clock = networkClock(ctx.deps.now(), ctx.deps.api.statisticsZone);
  return ctx.t("stats-choose", { example: exampleCommand(ctx, clock) });
}

function problemText(
  ctx: BotContext,
  problem: string,
  detail: string | undefined,
  clock: NetworkClock,
): string {
  const example = exampleCommand(ctx, clock);
  // "too-old" names the oldest day the network keeps; the others echo what was typed.
  const date = problem === "too-old" && detail ? dateText(detail, ctx.speech.lang, true) : detail;
  const reason = ctx.t(`stats-bad-${problem}`, {
    date: escapeHtml(date ?? ""),
    days: MAX_DAYS,
  });
  return ctx.t("stats-bad-period", { reason, example });
}

composer.use(drillComposer);

export { composer };
