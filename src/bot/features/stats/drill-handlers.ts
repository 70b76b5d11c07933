/**
 * The buttons of opened rows: open a row, page a level, show the same rows by another breakdown,
 * ⬅ one level up; and the door that opens one offer's row from another feature's message. A press
 * whose level is no longer kept has expired: it is said so, never guessed at.
 */
import { Composer } from "grammy";
import type { BotContext, HandlerContext } from "../../core/context.js";
import { statsOfferButton } from "../../core/doors.js";
import { publisherButton } from "../../core/guards.js";
import { periodText } from "../../format/dates.js";
import { nextKinds } from "../../reports/drill.js";
import { networkClock } from "../../reports/network-day.js";
import { periodFromNumbers } from "../../reports/period.js";
import { readBreakdown } from "../../reports/report.js";
import { openRow, readLevel, showLevel } from "./drill.js";
import {
  keepLevel,
  keptLevel,
  statsLevelBackButton,
  statsLevelByButton,
  statsLevelPageButton,
  statsOpenButton,
} from "./drill-levels.js";
import { withReportProgress } from "./progress.js";

export const drillComposer = new Composer<HandlerContext>();

async function expired(ctx: BotContext): Promise<void> {
  await ctx.answerCallbackQuery({ text: ctx.t("button-expired"), show_alert: true });
}

/** The message pressed, when it is a page (text) that can change in place. */
function pressedPage(ctx: BotContext): number | undefined {
  const message = ctx.callbackQuery?.message;
  return message !== undefined && "text" in message ? message.message_id : undefined;
}

publisherButton(drillComposer, statsOpenButton, async (ctx, { level, row }, client) => {
  const parent = await keptLevel(ctx, level);
  if (!parent?.rows[row]) return expired(ctx);
  await ctx.answerCallbackQuery({ text: ctx.t("stats-loading") });
  if (!(await openRow(ctx, client, level, parent, row))) {
    await ctx.reply(ctx.t("stats-drill-no-further"));
  }
});

publisherButton(drillComposer, statsLevelPageButton, async (ctx, { level, page }, client) => {
  const kept = await keptLevel(ctx, level);
  if (!kept) return expired(ctx);
  await ctx.answerCallbackQuery();
  await showLevel(ctx, client, level, kept, page, pressedPage(ctx));
});

publisherButton(drillComposer, statsLevelByButton, async (ctx, { level, kind }, client) => {
  const kept = await keptLevel(ctx, level);
  if (!kept || !nextKinds(kept.period, kept.path).includes(kind)) return expired(ctx);
  await ctx.answerCallbackQuery({ text: ctx.t("stats-loading") });
  const ask = { period: kept.period, path: kept.path, kind, ...(kept.back && { back: kept.back }) };
  await readLevel(ctx, client, ask, pressedPage(ctx));
});

publisherButton(drillComposer, statsLevelBackButton, async (ctx, { level }, client) => {
  const kept = await keptLevel(ctx, level);
  const up = kept?.back;
  const parent = up === undefined ? undefined : await keptLevel(ctx, up);
  if (up === undefined || !parent) return expired(ctx);
  await ctx.answerCallbackQuery();
  // The chart follows the level: the level above is sent anew, with its own.
  await showLevel(ctx, client, up, parent, 0);
});

publisherButton(drillComposer, statsOfferButton, async (ctx, values, client) => {
  const period = periodFromNumbers(values);
  if (!period) return expired(ctx);
  await ctx.answerCallbackQuery({ text: ctx.t("stats-loading") });
  // The period's offers first: the row opened is the one /stats lists, ⬅ returns to that list.
  const now = ctx.deps.now();
  const rows = await withReportProgress(ctx, periodText(period, ctx.speech.lang, now), (watch) =>
    readBreakdown(client, period, "offer", watch),
  );
  if (!rows) return;
  const index = rows.findIndex((row) => row.key === String(values.id));
  if (index < 0) {
    await ctx.reply(
      ctx.t("stats-drill-offer-quiet", { period: periodText(period, ctx.speech.lang, now) }),
    );
    return;
  }
  const { today } = networkClock(now, ctx.deps.api.statisticsZone);
  const running = period.to >= today ? today : undefined;
  const top = { period, path: [], kind: "offer" as const, rows, ...(running && { running }) };
  const id = await keepLevel(ctx, top);
  await openRow(ctx, client, id, top, index);
});
