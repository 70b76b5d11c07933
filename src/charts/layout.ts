/**
 * Where everything of a chart goes, worked out before any SVG is written: the title (shrunk or
 * broken in two to fit), both axes scaled to the data, bucket labels thinned so none overlaps or
 * leaves the picture, and the partial bucket's mark put where it hides neither bar nor line.
 * Tests read this layout; `chartSvg` only draws it.
 */
import { axisScales, type Scale, tickText } from "./scale.js";

export type { Scale } from "./scale.js";

import { type Anchor, textWidth } from "./text.js";

export interface Chart {
  /** the title on one line: "Clicks and commission by week, 1 Jan – 24 Nov 2026" */
  title: string;
  /** the same title in two lines (what, and the period), for when one line does not fit */
  titleLines?: readonly [string, string];
  /** one label per bucket ("Nov 24", "14:00", "Jan") */
  labels: readonly string[];
  clicks: readonly number[];
  /** in currency units, not cents */
  commission: readonly number[];
  clicksName: string;
  commissionName: string;
  /** BCP 47 locale of the clicks axis; en-US when not given */
  locale?: string;
  /**
   * An amount of the commission axis, written as the text beside the chart writes money; `scale`
   * says how many decimals it needs and whether its numbers are large (short: "$12.5K").
   */
  money?: (value: number, scale: Scale) => string;
  /** buckets that are not whole (running, or cut short by the period): drawn lighter */
  partial?: readonly boolean[];
  /** words over a bucket: "so far" over the one still running */
  marks?: readonly { at: number; text: string }[];
}

export const CHART_WIDTH = 640;
export const CHART_HEIGHT = 400;

export const SIZE = { title: 22, subtitle: 17, legend: 16, tick: 15, mark: 14 };
/** The smallest a one-line title is shrunk to before it is broken in two. */
const TITLE_MIN = 18;
const PAD = 14;
const BOTTOM = CHART_HEIGHT - 36;

export interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

export type TextRole = "title" | "legend" | "tick-left" | "tick-right" | "tick-x" | "mark";

export interface PlacedText {
  role: TextRole;
  text: string;
  /** the anchor point, on the baseline */
  x: number;
  y: number;
  size: number;
  anchor: Anchor;
  /** what the text covers: its advance, from the accents' top to the descenders' bottom */
  box: Box;
}

export interface Bar {
  x: number;
  width: number;
  /** y of its top (the zero line is `plot.bottom`) */
  top: number;
  partial: boolean;
}

export interface ChartLayout {
  plot: Box;
  /** the legend's row: its swatches are drawn at this baseline */
  legend: { y: number; clicksX: number; commissionX: number };
  left: Scale;
  right: Scale;
  /** whether the right axis's ticks sit on the left axis's gridlines */
  shared: boolean;
  texts: PlacedText[];
  /** thin lines from a mark down to its bar, when the mark had to keep clear of it */
  leaders: { x: number; y0: number; y1: number }[];
  bars: Bar[];
  /** the commission line's points, one per bucket */
  line: { x: number; y: number }[];
  partial: boolean[];
}

function boxOf(text: string, x: number, y: number, size: number, anchor: Anchor): Box {
  const width = textWidth(text, size);
  const x0 = anchor === "middle" ? x - width / 2 : anchor === "end" ? x - width : x;
  return { x0, y0: y - size * 0.93, x1: x0 + width, y1: y + size * 0.24 };
}

function placed(
  role: TextRole,
  text: string,
  x: number,
  y: number,
  size: number,
  anchor: Anchor = "start",
): PlacedText {
  return { role, text, x, y, size, anchor, box: boxOf(text, x, y, size, anchor) };
}

const overlaps = (a: Box, b: Box, gap = 0) =>
  a.x0 < b.x1 + gap && b.x0 < a.x1 + gap && a.y0 < b.y1 + gap && b.y0 < a.y1 + gap;

/** The title on one line at a size that fits, else in two lines; where the legend goes after it. */
function titleTexts(chart: Chart): { texts: PlacedText[]; legendY: number } {
  const room = CHART_WIDTH - 2 * PAD;
  const full = textWidth(chart.title, SIZE.title);
  const size = full <= room ? SIZE.title : (SIZE.title * room) / full;
  if (size >= TITLE_MIN || !chart.titleLines) {
    const fitted = Math.max(size, 1);
    return {
      texts: [placed("title", chart.title, CHART_WIDTH / 2, 32, fitted, "middle")],
      legendY: 62,
    };
  }
  const [what, when] = chart.titleLines;
  const shrunk = (text: string, base: number) =>
    Math.min(base, (base * room) / textWidth(text, base));
  return {
    texts: [
      placed("title", what, CHART_WIDTH / 2, 26, shrunk(what, SIZE.title - 1), "middle"),
      placed("title", when, CHART_WIDTH / 2, 48, shrunk(when, SIZE.subtitle), "middle"),
    ],
    legendY: 74,
  };
}

function legendTexts(chart: Chart, y: number) {
  const gap = 28;
  const widths = [chart.clicksName, chart.commissionName].map((t) => textWidth(t, SIZE.legend));
  const total = 22 + (widths[0] ?? 0) + gap + 30 + (widths[1] ?? 0);
  const clicksX = (CHART_WIDTH - total) / 2;
  const commissionX = clicksX + 22 + (widths[0] ?? 0) + gap;
  return {
    legend: { y, clicksX, commissionX },
    texts: [
      placed("legend", chart.clicksName, clicksX + 22, y, SIZE.legend),
      placed("legend", chart.commissionName, commissionX + 30, y, SIZE.legend),
    ],
  };
}

function tickValues(scale: Scale, write: (value: number, scale: Scale) => string): string[] {
  return Array.from({ length: scale.intervals + 1 }, (_, k) =>
    write(Number((k * scale.step).toPrecision(12)), scale),
  );
}

/**
 * Bucket labels: every `every`th from the first (the period's start is always named), `every`
 * the smallest that keeps them apart; the last bucket named too when it has room (the one before
 * it gives way). Each kept inside the picture.
 */
function bucketLabels(labels: readonly string[], center: (i: number) => number, band: number) {
  const y = BOTTOM + 22;
  const widest = Math.max(0, ...labels.map((l) => textWidth(l, SIZE.tick)));
  const every = Math.max(1, Math.ceil((widest + 12) / band));
  const last = labels.length - 1;
  const shown: number[] = [];
  for (let i = 0; i <= last; i += every) shown.push(i);
  const make = (i: number) => {
    const text = placed("tick-x", labels[i] ?? "", center(i), y, SIZE.tick, "middle");
    const shift = Math.max(0, 2 - text.box.x0) - Math.max(0, text.box.x1 - (CHART_WIDTH - 2));
    if (shift === 0) return text;
    return placed("tick-x", text.text, text.x + shift, y, SIZE.tick, "middle");
  };
  const texts = shown.map(make);
  if (last > 0 && shown.at(-1) !== last) {
    const end = make(last);
    const before = texts.at(-1);
    if (before && overlaps(before.box, end.box, 8)) {
      if (texts.length > 1) texts[texts.length - 1] = end;
    } else texts.push(end);
  }
  return texts;
}

/** Whether the segment a–b passes through the box (Liang–Barsky clipping). */
function segmentHits(a: { x: number; y: number }, b: { x: number; y: number }, box: Box): boolean {
  if (Math.max(a.x, b.x) < box.x0 || Math.min(a.x, b.x) > box.x1) return false;
  if (Math.max(a.y, b.y) < box.y0 || Math.min(a.y, b.y) > box.y1) return false;
  let t0 = 0;
  let t1 = 1;
  const clip = (p: number, q: number) => {
    if (p === 0) return q >= 0;
    const t = q / p;
    if (p < 0) t0 = Math.max(t0, t);
    else t1 = Math.min(t1, t);
    return t0 <= t1;
  };
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  return (
    clip(-dx, a.x - box.x0) &&
    clip(dx, box.x1 - a.x) &&
    clip(-dy, a.y - box.y0) &&
    clip(dy, box.y1 - a.y)
  );
}

const grow = (box: Box, by: number): Box => ({
  x0: box.x0 - by,
  y0: box.y0 - by,
  x1: box.x1 + by,
  y1: box.y1 + by,
});

/**
 * A mark over bucket `at`: as close above its bar as it can be without touching the line (and its
 * dots), another bar or another text, slid sideways when it must, always inside the plot.
 */
function placeMark(
  text: string,
  at: number,
  layout: { plot: Box; bars: Bar[]; line: { x: number; y: number }[]; ceiling: number },
  taken: readonly PlacedText[],
  center: number,
): PlacedText {
  const { plot, bars, line, ceiling } = layout;
  const width = textWidth(text, SIZE.mark);
  const inside = (x: number) => Math.max(plot.x0 + width / 2, Math.min(x, plot.x1 - width / 2));
  const preferred = (bars[at]?.top ?? plot.y1) - 7;
  // Always over its own bucket (the text spans the bar's middle), as close above it as it can be.
  const xs = [0, -0.4, 0.4].map((k) => inside(center + k * width));
  const candidates: { x: number; y: number; cost: number }[] = [];
  for (const x of xs) {
    if (Math.abs(x - center) > width / 2) continue;
    for (let y = plot.y1 - 6; y - SIZE.mark * 0.93 >= ceiling; y -= 2) {
      candidates.push({ x, y, cost: Math.abs(y - preferred) + Math.abs(x - center) * 0.1 });
    }
  }
  candidates.sort((a, b) => a.cost - b.cost);
  const free = (box: Box) => {
    const clear = grow(box, 3);
    for (const bar of bars) {
      const rect = { x0: bar.x, y0: bar.top, x1: bar.x + bar.width, y1: plot.y1 };
      if (bar.width > 0 && overlaps(clear, rect)) return false;
    }
    const around = grow(box, 5);
    for (const [i, point] of line.entries()) {
      if (overlaps(around, pointBox(point))) return false;
      const before = line[i - 1];
      if (before && segmentHits(before, point, around)) return false;
    }
    return !taken.some((t) => overlaps(clear, t.box));
  };
  for (const c of candidates) {
    const box = {
      x0: c.x - width / 2,
      y0: c.y - SIZE.mark * 0.93,
      x1: c.x + width / 2,
      y1: c.y + SIZE.mark * 0.24,
    };
    if (free(box))
      return { role: "mark", text, x: c.x, y: c.y, size: SIZE.mark, anchor: "middle", box };
  }
  // Nowhere clear (a plot full to the top): at the top of the plot, over whatever is there.
  return placed("mark", text, inside(center), ceiling + SIZE.mark, SIZE.mark, "middle");
}

/** A point of the line with its dot. */
const pointBox = (p: { x: number; y: number }): Box => ({
  x0: p.x - 4,
  y0: p.y - 4,
  x1: p.x + 4,
  y1: p.y + 4,
});

export function layoutChart(chart: Chart): ChartLayout {
  const locale = chart.locale ?? "en-US";
  const count = chart.labels.length;
  const { left, right, shared } = axisScales(
    Math.max(0, ...chart.clicks),
    Math.max(0, ...chart.commission),
  );
  const leftTicks = tickValues(left, (v, scale) => tickText(v, scale, locale));
  const money = chart.money ?? ((v: number, scale: Scale) => tickText(v, scale, locale));
  const rightTicks = tickValues(right, money);
  const heading = titleTexts(chart);
  const legend = legendTexts(chart, heading.legendY);
  const top = heading.legendY + 24;
  const widest = (ticks: string[]) => Math.max(0, ...ticks.map((t) => textWidth(t, SIZE.tick)));
  const plot: Box = {
    x0: PAD + widest(leftTicks) + 8,
    y0: top,
    x1: CHART_WIDTH - PAD - widest(rightTicks) - 8,
    y1: BOTTOM,
  };
  const band = (plot.x1 - plot.x0) / Math.max(1, count);
  const center = (i: number) => plot.x0 + band * (i + 0.5);
  const height = plot.y1 - plot.y0;
  const yOf = (value: number, scale: Scale) => plot.y1 - (Math.max(0, value) / scale.top) * height;
  const partial = Array.from({ length: count }, (_, i) => chart.partial?.[i] === true);
  const barWidth = Math.max(1, band * 0.62);
  const bars = chart.clicks.map((clicks, i) => ({
    x: center(i) - barWidth / 2,
    width: barWidth,
    top: yOf(clicks, left),
    partial: partial[i] ?? false,
  }));
  const line = chart.commission.map((v, i) => ({ x: center(i), y: yOf(v, right) }));
  const texts: PlacedText[] = [...heading.texts, ...legend.texts];
  for (let k = 0; k <= left.intervals; k++) {
    const y = plot.y1 - (k / left.intervals) * height + 5;
    texts.push(placed("tick-left", leftTicks[k] ?? "", plot.x0 - 8, y, SIZE.tick, "end"));
  }
  for (let k = 0; k <= right.intervals; k++) {
    const y = plot.y1 - (k / right.intervals) * height + 5;
    texts.push(placed("tick-right", rightTicks[k] ?? "", plot.x1 + 8, y, SIZE.tick));
  }
  texts.push(...bucketLabels(chart.labels, center, band));
  const ceiling = heading.legendY + 8;
  const leaders: ChartLayout["leaders"] = [];
  for (const mark of chart.marks ?? []) {
    if (mark.at < 0 || mark.at >= count || !mark.text) continue;
    const at = center(mark.at);
    const placedMark = placeMark(mark.text, mark.at, { plot, bars, line, ceiling }, texts, at);
    texts.push(placedMark);
    const barTop = bars[mark.at]?.top ?? plot.y1;
    if (barTop - placedMark.box.y1 > 12) {
      leaders.push({ x: at, y0: placedMark.box.y1 + 2, y1: barTop - 2 });
    }
  }
  return { plot, legend: legend.legend, left, right, shared, texts, leaders, bars, line, partial };
}
