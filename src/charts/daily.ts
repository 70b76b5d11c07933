/**
 * Clicks (bars, left axis) and commission (a line, right axis) per day, as a small SVG of our own
 * turned into PNG bytes by resvg. Sized for a phone: Telegram shows a photo about 380 points
 * wide, so a 640-pixel chart is shrunk by ~0.6 and its text is drawn at 15–22 px to stay legible.
 */
import { rasterize } from "./png.js";
import { INTERVALS, niceScale, type Scale, tickText } from "./scale.js";
import { type Label, labelSvg, textWidth } from "./text.js";

export interface DailyChart {
  title: string;
  /** the x axis labels, one per day */
  days: readonly string[];
  clicks: readonly number[];
  /** in currency units, not cents */
  commission: readonly number[];
  clicksName: string;
  commissionName: string;
  /** written after every amount on the commission axis, as given ("USD", "₽") */
  currency?: string;
  /** BCP 47 locale of the axis numbers; en-US when not given */
  locale?: string;
  /**
   * When given, the last day is not over yet: its bar is drawn lighter, its stretch of the line
   * dashed, and this label ("so far") put above it, so a day in progress does not read as a drop.
   */
  partialLabel?: string;
}

export const CHART_WIDTH = 640;
export const CHART_HEIGHT = 400;

const COLORS = {
  text: "#222222",
  muted: "#555555",
  grid: "#e3e3e3",
  axis: "#9a9a9a",
  bar: "#4e79a7",
  barPartial: "#b3c7dd",
  barText: "#2f5a85",
  line: "#f28e2b",
  lineText: "#b35c0e",
};
const SIZE = { title: 22, legend: 16, tick: 15, partial: 14 };
const PAD = 14;
const TOP = 86;
const BOTTOM = CHART_HEIGHT - 36;

interface Plot {
  left: number;
  right: number;
  /** x of the centre of day i */
  center(i: number): number;
  band: number;
}

const y = (value: number, scale: Scale) =>
  BOTTOM - (Math.max(0, value) / scale.top) * (BOTTOM - TOP);
const r1 = (n: number) => Math.round(n * 10) / 10;
const label = (l: Label) => labelSvg(l);

function tickLabels(scale: Scale, locale: string, unit: string): string[] {
  return Array.from({ length: INTERVALS + 1 }, (_, k) => {
    const text = tickText(k * scale.step, scale.step, locale);
    return unit ? `${text} ${unit}` : text;
  });
}

function plotOf(chart: DailyChart, leftTicks: string[], rightTicks: string[]): Plot {
  const widest = (texts: string[]) => Math.max(0, ...texts.map((t) => textWidth(t, SIZE.tick)));
  const left = PAD + widest(leftTicks) + 8;
  const right = CHART_WIDTH - PAD - widest(rightTicks) - 8;
  const band = (right - left) / Math.max(1, chart.days.length);
  return { left, right, band, center: (i) => left + band * (i + 0.5) };
}

function heading(chart: DailyChart): string {
  const title = label({
    text: chart.title,
    x: CHART_WIDTH / 2,
    y: 32,
    size: SIZE.title,
    anchor: "middle",
    fill: COLORS.text,
  });
  const gap = 28;
  const widths = [chart.clicksName, chart.commissionName].map((t) => textWidth(t, SIZE.legend));
  const total = 22 + (widths[0] ?? 0) + gap + 30 + (widths[1] ?? 0);
  const x0 = (CHART_WIDTH - total) / 2;
  const x1 = x0 + 22 + (widths[0] ?? 0) + gap;
  const ly = 62;
  const text = (t: string, x: number) =>
    label({ text: t, x, y: ly, size: SIZE.legend, fill: COLORS.text });
  return [
    title,
    `<rect x="${r1(x0)}" y="${ly - 13}" width="15" height="15" rx="2" fill="${COLORS.bar}"/>`,
    text(chart.clicksName, x0 + 22),
    `<path d="M${r1(x1)} ${ly - 5}h24" stroke="${COLORS.line}" stroke-width="3"/>`,
    `<circle cx="${r1(x1 + 12)}" cy="${ly - 5}" r="4" fill="#fff" stroke="${COLORS.line}" stroke-width="2"/>`,
    text(chart.commissionName, x1 + 30),
  ].join("");
}

function axes(plot: Plot, leftTicks: string[], rightTicks: string[]): string {
  const parts: string[] = [];
  for (let k = 0; k <= INTERVALS; k++) {
    const ty = r1(BOTTOM - (k / INTERVALS) * (BOTTOM - TOP));
    const stroke = k === 0 ? COLORS.axis : COLORS.grid;
    parts.push(`<path d="M${r1(plot.left)} ${ty}H${r1(plot.right)}" stroke="${stroke}"/>`);
    const tick = { y: ty + 5, size: SIZE.tick };
    parts.push(
      label({
        ...tick,
        text: leftTicks[k] ?? "",
        x: plot.left - 8,
        anchor: "end",
        fill: COLORS.barText,
      }),
      label({ ...tick, text: rightTicks[k] ?? "", x: plot.right + 8, fill: COLORS.lineText }),
    );
  }
  return parts.join("");
}

/** Day labels, thinned out to fit; the last day always keeps its label. */
function dayLabels(chart: DailyChart, plot: Plot): string {
  const widest = Math.max(0, ...chart.days.map((d) => textWidth(d, SIZE.tick)));
  const every = Math.max(1, Math.ceil((widest + 10) / plot.band));
  const last = chart.days.length - 1;
  return chart.days
    .map((day, i) =>
      (last - i) % every === 0
        ? label({
            text: day,
            x: plot.center(i),
            y: BOTTOM + 22,
            size: SIZE.tick,
            anchor: "middle",
            fill: COLORS.muted,
          })
        : "",
    )
    .join("");
}

function bars(chart: DailyChart, plot: Plot, scale: Scale): string {
  const width = Math.max(1, plot.band * 0.62);
  const last = chart.clicks.length - 1;
  return chart.clicks
    .map((clicks, i) => {
      const top = y(clicks, scale);
      const fill = i === last && chart.partialLabel ? COLORS.barPartial : COLORS.bar;
      return `<rect x="${r1(plot.center(i) - width / 2)}" y="${r1(top)}" width="${r1(width)}" height="${r1(BOTTOM - top)}" fill="${fill}"/>`;
    })
    .join("");
}

/** The "so far" label above the last bar, kept inside the plot. */
function partialMark(chart: DailyChart, plot: Plot, scale: Scale): string {
  const text = chart.partialLabel;
  const last = chart.clicks.length - 1;
  if (!text || last < 0) return "";
  const half = textWidth(text, SIZE.partial) / 2;
  const x = Math.max(plot.left + half, Math.min(plot.center(last), plot.right - half));
  const top = y(chart.clicks[last] ?? 0, scale);
  return label({ text, x, y: top - 7, size: SIZE.partial, anchor: "middle", fill: COLORS.barText });
}

function line(chart: DailyChart, plot: Plot, scale: Scale): string {
  const points = chart.commission.map((v, i) => `${r1(plot.center(i))},${r1(y(v, scale))}`);
  const stroke = `fill="none" stroke="${COLORS.line}" stroke-width="3" stroke-linejoin="round"`;
  // A day still running is drawn dashed: its amount will grow.
  const solid = chart.partialLabel ? points.slice(0, -1) : points;
  const parts = [`<polyline points="${solid.join(" ")}" ${stroke}/>`];
  if (chart.partialLabel && points.length > 1) {
    parts.push(
      `<polyline points="${points.slice(-2).join(" ")}" ${stroke} stroke-dasharray="6 5"/>`,
    );
  }
  // Markers on a month of days or more would be a smear.
  if (points.length <= 31) {
    for (const point of points) {
      const [cx, cy] = point.split(",");
      parts.push(
        `<circle cx="${cx}" cy="${cy}" r="4" fill="#fff" stroke="${COLORS.line}" stroke-width="2"/>`,
      );
    }
  }
  return parts.join("");
}

/** The chart as an SVG document; its text is already outlines, so it needs no font to draw. */
export function dailyChartSvg(chart: DailyChart): string {
  const locale = chart.locale ?? "en-US";
  const clicks = niceScale(Math.max(0, ...chart.clicks), true);
  const commission = niceScale(Math.max(0, ...chart.commission), false);
  const leftTicks = tickLabels(clicks, locale, "");
  const rightTicks = tickLabels(commission, locale, chart.currency ?? "");
  const plot = plotOf(chart, leftTicks, rightTicks);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${CHART_WIDTH}" height="${CHART_HEIGHT}">`,
    `<rect width="${CHART_WIDTH}" height="${CHART_HEIGHT}" fill="#fff"/>`,
    heading(chart),
    axes(plot, leftTicks, rightTicks),
    bars(chart, plot, clicks),
    line(chart, plot, commission),
    partialMark(chart, plot, clicks),
    dayLabels(chart, plot),
    "</svg>",
  ].join("");
}

/** The chart as PNG bytes. */
export function renderDailyChart(chart: DailyChart): Promise<Buffer> {
  return rasterize(dailyChartSvg(chart));
}
