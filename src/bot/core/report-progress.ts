/**
 * Deferred reports: the network answers a long report with "being prepared" (envelope 204) and the
 * client keeps asking with the request_id. The publisher sees one message that says so, is edited
 * as the client keeps checking, and says "ready" when the report comes, or gives up clearly when
 * the client's time limit passes (with `retry`, the buttons to ask again). /stats and /report say
 * the same; the texts are the stats feature's (`stats-deferred-*`).
 */
import type { InlineKeyboard } from "grammy";
import { ReportNotReady, type ReportProgress } from "../../publisher-api/index.js";
import type { ReportReadWatch } from "../reports/report.js";
import type { BotContext } from "./context.js";
import { editInPlace } from "./edit-in-place.js";

export async function withReportProgress<T>(
  ctx: BotContext,
  label: string,
  read: (watch: ReportReadWatch) => Promise<T>,
  retry: InlineKeyboard,
): Promise<T | undefined> {
  const chatId = ctx.chat?.id;
  let messageId: number | undefined;
  // Progress calls come from the client synchronously; messages go out one after another.
  let chain: Promise<unknown> = Promise.resolve();
  const show = (text: string) => {
    chain = chain
      .then(async () => {
        if (chatId === undefined) return;
        if (messageId === undefined) messageId = (await ctx.reply(text)).message_id;
        else await editInPlace(ctx, text, undefined, undefined, messageId);
      })
      .catch((error: unknown) => ctx.log.warn({ err: error }, "could not show report progress"));
  };
  let seen = 0;
  // When one of two reports fails, the other stops polling and says nothing more.
  const stop = new AbortController();
  const onProgress = (p: ReportProgress) => {
    if (stop.signal.aborted) return;
    // Two reports (a period and the one before) may both be deferred: one message for both.
    seen += 1;
    const seconds = Math.round(p.elapsedMs / 1000);
    show(
      seen === 1
        ? ctx.t("stats-deferred", { period: label })
        : ctx.t("stats-deferred-still", { period: label, checks: seen, seconds }),
    );
  };
  try {
    // Which reading of `start` the network uses shows once a report has two pages: worth a line.
    const onPaging = (reading: string) =>
      ctx.log.info({ reading }, "statistics paging: start read");
    const result = await read({ onProgress, signal: stop.signal, onPaging });
    if (seen > 0) show(ctx.t("stats-deferred-ready", { period: label }));
    await chain;
    return result;
  } catch (error) {
    stop.abort(error);
    await chain;
    if (!(error instanceof ReportNotReady)) throw error;
    const text = ctx.t("stats-deferred-gave-up", { period: label });
    if (chatId !== undefined && messageId !== undefined) {
      await editInPlace(ctx, text, retry, undefined, messageId);
    } else await ctx.reply(text, { reply_markup: retry });
    return undefined;
  }
}
