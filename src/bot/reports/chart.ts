import { createHash } from "node:crypto";
import type { Card, Chart } from "../../charts/index.js";
import { Semaphore } from "../../concurrency/index.js";
import { clockAt, dateText, monthText, periodTitleText } from "../format/dates.js";
import { dayCount } from "../format/local-time.js";
import { formatMoneyTick } from "../format/money.js";
import { intlLocale, type Speech } from "../speech/speech.js";
import type { Bucket, BucketKind } from "./buckets.js";
import type { Period } from "./period.js";
import { earned } from "./totals.js";

/** Telegram's limit on a photo caption. */
export const CAPTION_LIMIT = 1024;

/** What a chart shows: a period in buckets of one kind. */
export interface ChartSeries {
  kind: BucketKind;
  period: Period;
  buckets: readonly Bucket[];
}

/** A bot's stats pictures (one per bot: createBot makes it). */
export class Charts {
  /**
   * Charts rendered at once: each holds its picture (and the renderer's working memory) until
   * sent, so fifty /stats at once must not mean fifty renders at once.
   */
  private readonly rendering = new Semaphore(2);
  /** The last pictures rendered, by what they show (oldest first). */
  private readonly recent = new Map<string, Promise<Buffer>>();

  /**
   * Clicks and commission of each bucket as a PNG, in the publisher's language, amounts written
   * as the text beside it writes money (in `currency`, the account's; "" when unknown).
   * Undefined when there is nothing to draw: not a click, not a cent.
   */
  of(series: ChartSeries, speech: Speech, currency = ""): Promise<Buffer | undefined> {
    const chart = chartOf(series, speech, currency);
    if (!chart) return Promise.resolve(undefined);
    // The same picture asked again (a digest fan-out where many weeks read alike, a /stats
    // pressed twice) is the one rendered before: rendering is most of a digest's CPU.
    const key = createHash("sha1")
      .update(JSON.stringify({ ...chart, money: currency }))
      .digest("base64");
    const rendered = this.recent.get(key) ?? this.rendering.run(() => render(chart));
    this.recent.delete(key);
    this.recent.set(key, rendered);
    if (this.recent.size > RECENT_CHARTS) this.recent.delete(this.recent.keys().next().value ?? "");
    rendered.catch(() => this.recent.delete(key));
    return rendered;
  }

  /** A report card as a PNG (charts/card.ts), rendered in turn with the charts. */
  card(card: Card): Promise<Buffer> {
    return this.rendering.run(() => renderCardPicture(card));
  }
}

/** The renderer (and through it resvg and the font) is loaded with the first chart asked for. */
async function renderCardPicture(card: Card): Promise<Buffer> {
  const { renderCard } = await import("../../charts/index.js");
  return renderCard(card);
}

/** The renderer (and through it resvg and the font) is loaded with the first chart asked for. */
async function render(chart: Chart): Promise<Buffer> {
  const { renderChart } = await import("../../charts/index.js");
  return renderChart(chart);
}

/** Pictures remembered: a few hundred KB, a chart being some tens of KB. */
const RECENT_CHARTS = 16;

/** Whether a series has anything to draw. */
export const hasChart = (series: ChartSeries) =>
  series.buckets.some((b) => b.totals.clicks > 0 || earned(b.totals) > 0);

function bucketLabel(bucket: Bucket, kind: BucketKind, speech: Speech, crosses: boolean): string {
  switch (kind) {
    case "hour":
      // On the publisher's clock (the title says which), not the network's.
      return bucket.at
        ? clockAt(bucket.at, speech.zone)
        : `${String(bucket.hour ?? 0).padStart(2, "0")}:00`;
    case "day":
    case "week":
      return dateText(bucket.from, speech.lang, false);
    case "month":
      return monthText(bucket.from, speech.lang, crosses);
  }
}

/** The chart of a series, or undefined when there is nothing to draw. */
export function chartOf(series: ChartSeries, speech: Speech, currency: string): Chart | undefined {
  if (!hasChart(series)) return undefined;
  const { t, lang } = speech;
  const { buckets, kind } = series;
  // Titled by the days its text names (the network's days), hours included: their labels are on
  // the publisher's clock, and the text says when, on that clock, the network's day began.
  const when = periodTitleText(series.period, lang);
  // Hours are the publisher's, named so: "your time", or UTC while they have chosen no zone.
  const what =
    kind === "hour"
      ? t(speech.zoneChosen ? "chart-what-hours-yours" : "chart-what-hours-utc")
      : t("chart-what", { bucket: kind });
  // Months of two years name the year where one begins (and at the start).
  const yearOf = (b: Bucket | undefined) => b?.from.slice(0, 4);
  const crosses = yearOf(buckets[0]) !== yearOf(buckets.at(-1));
  const labels = buckets.map((b, i) =>
    bucketLabel(b, kind, speech, crosses && (i === 0 || b.from.slice(5, 7) === "01")),
  );
  const marks = buckets.flatMap((b, at) => {
    if (b.running) return [{ at, text: t("chart-so-far") }];
    if (b.short) return [{ at, text: t("chart-days", { days: dayCount(b.from, b.to) }) }];
    return [];
  });
  return {
    title: t("chart-title", { what, period: when }),
    titleLines: [what, when],
    labels,
    clicks: buckets.map((b) => b.totals.clicks),
    commission: buckets.map((b) => earned(b.totals) / 100),
    clicksName: t("chart-clicks"),
    commissionName: t("chart-commission"),
    locale: intlLocale(lang),
    money: (value, scale) => formatMoneyTick(value, scale, currency, lang),
    partial: buckets.map((b) => b.running || b.short),
    marks,
  };
}
