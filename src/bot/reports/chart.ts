import { renderChart } from "../../charts/index.js";
import { Semaphore } from "../../concurrency/index.js";
import { dateText } from "../format/dates.js";
import { intlLocale, type Speech } from "../speech/speech.js";
import type { DayRow } from "./report.js";
import { earned } from "./totals.js";

/** Telegram's limit on a photo caption. */
export const CAPTION_LIMIT = 1024;

/**
/** A bot's stats pictures (one per bot: createBot makes it). */
export class Charts {
  /**
   * Charts rendered at once: each holds its picture (and the renderer's working memory) until
   * sent, so fifty /stats at once must not mean fifty renders at once.
   */
  private readonly rendering = new Semaphore(2);

  /**
   * Clicks and commission of each day, as a PNG: days written the publisher's way, the commission
   * series named with its currency (the account's; `currency` "" when unknown). A last day that
   * is `today` is still running: drawn lighter and labelled "so far", so it does not read as a
   * crash.
   */
  ofDays(
    days: readonly DayRow[],
    speech: Speech,
    title: string,
    currency = "",
    today?: string,
  ): Promise<Buffer> {
    return this.rendering.run(() => renderDays(days, speech, title, currency, today));
  }
}

function renderDays(
  days: readonly DayRow[],
  speech: Speech,
  title: string,
  currency: string,
  today: string | undefined,
): Promise<Buffer> {
  const crosses = days.length > 0 && days[0]?.day.slice(0, 4) !== days.at(-1)?.day.slice(0, 4);
  const commission = speech.t("stats-chart-commission");
  return renderChart({
    title,
    days: days.map((d) => dateText(d.day, speech.lang, crosses)),
    clicks: days.map((d) => d.totals.clicks),
    commission: days.map((d) => earned(d.totals) / 100),
    clicksName: speech.t("stats-chart-clicks"),
    commissionName: currency ? `${commission}, ${currency}` : commission,
    ...(currency && { currency }),
    locale: intlLocale(speech.lang),
    ...(today !== undefined &&
      days.at(-1)?.day === today && { partialLabel: speech.t("stats-chart-so-far") }),
  });
}
