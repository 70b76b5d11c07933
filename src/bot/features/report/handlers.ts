import { Composer } from "grammy";
import { onButton } from "../../core/callback-data.js";
import type { BotContext, HandlerContext } from "../../core/context.js";
import { reportCardButton, reportCsvButton } from "../../core/doors.js";
import { publisherButton, publisherCommand } from "../../core/guards.js";
import { dateText } from "../../format/dates.js";
import { escapeHtml } from "../../format/html.js";
import { typingDay } from "../../format/typed-dates.js";
import { learnedNetworkClock, networkClock } from "../../reports/network-day.js";
import { MAX_DAYS, parsePeriod, periodFromNumbers, presetPeriod } from "../../reports/period.js";
import { pickerKeyboard, reportOtherButton, reportPresetButton } from "./keyboards.js";
import { sendCardCsv, showCard } from "./show.js";

const composer = new Composer<HandlerContext>();

publisherCommand(composer, "report", async (ctx, client, words) => {
  const typed = words.trim();
  if (typed === "") {
    await ctx.reply(ctx.t("report-choose", { example: example(ctx) }), {
      reply_markup: pickerKeyboard(ctx),
    });
    return;
  }
  const clock = await learnedNetworkClock(
    client,
    () => ctx.deps.api.statisticsZone,
    ctx.deps.now(),
  );
  const parsed = parsePeriod(ctx.deps.speeches.texts, typed, clock, ctx.speech.lang);
  if (!parsed.ok) {
    await ctx.reply(problemText(ctx, parsed.problem, parsed.detail), {
      reply_markup: pickerKeyboard(ctx),
    });
    return;
  }
  await showCard(ctx, client, parsed.period, parsed.preset);
});

publisherButton(composer, reportPresetButton, async (ctx, { preset }, client) => {
  await ctx.answerCallbackQuery({ text: ctx.t("report-loading") });
  const clock = await learnedNetworkClock(
    client,
    () => ctx.deps.api.statisticsZone,
    ctx.deps.now(),
  );
  await showCard(ctx, client, presetPeriod(preset, clock), preset);
});

onButton(composer, reportOtherButton, async (ctx) => {
  await ctx.answerCallbackQuery();
  await ctx.reply(ctx.t("report-type", { example: example(ctx) }));
});

publisherButton(composer, reportCardButton, async (ctx, values, client) => {
  const period = periodFromNumbers(values);
  if (!period) return expired(ctx);
  await ctx.answerCallbackQuery({ text: ctx.t("report-loading") });
  await showCard(ctx, client, period);
});

publisherButton(composer, reportCsvButton, async (ctx, values, client) => {
  const period = periodFromNumbers(values);
  if (!period) return expired(ctx);
  await ctx.answerCallbackQuery({ text: ctx.t("stats-csv-preparing") });
  await sendCardCsv(ctx, client, period);
});

async function expired(ctx: BotContext): Promise<void> {
  await ctx.answerCallbackQuery({ text: ctx.t("button-expired"), show_alert: true });
}

/**
 * A typed period that works today: last week, its days written the way the publisher's language
 * types them; no call to the network for it (a zone not yet learned: UTC's).
 */
function example(ctx: BotContext): string {
  const clock = networkClock(ctx.deps.now(), ctx.deps.api.statisticsZone);
  const { from, to } = presetPeriod("last-week", clock);
  const lang = ctx.speech.lang;
  return `/report ${typingDay(from, lang)} ${typingDay(to, lang)}`;
}

/** What is wrong with a typed period, in /stats' words for it. */
function problemText(ctx: BotContext, problem: string, detail: string | undefined): string {
  const date = problem === "too-old" && detail ? dateText(detail, ctx.speech.lang, true) : detail;
  const reason = ctx.t(`stats-bad-${problem}`, { date: escapeHtml(date ?? ""), days: MAX_DAYS });
  return ctx.t("stats-bad-period", { reason, example: example(ctx) });
}

export { composer };
