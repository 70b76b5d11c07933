import { renderChart } from "../../charts/index.js";
import { Semaphore } from "../../jobs/fan-out.js";
import { type Speech, shortDay } from "../format/numbers.js";
import type { DayRow } from "./report.js";
import { earned } from "./totals.js";

/** Telegram's limit on a photo caption. */
export const CAPTION_LIMIT = 1024;

/**
 * Charts rendered at once: each holds its picture (and the renderer's working memory) until sent,
 * so fifty /stats at once must not mean fifty renders at once.
 */
const rendering = new Semaphore(2);

/** Clicks and commission of each day, as a PNG. */
export function chartOfDays(
  days: readonly DayRow[],
  speech: Speech,
  title: string,
): Promise<Buffer> {
  return rendering.run(() =>
    renderChart({
      title,
      days: days.map((d) => shortDay(d.day)),
      clicks: days.map((d) => d.totals.clicks),
      commission: days.map((d) => earned(d.totals) / 100),
      clicksName: speech.t("stats-chart-clicks"),
      commissionName: speech.t("stats-chart-commission"),
    }),
  );
}
