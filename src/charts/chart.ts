/**
 * Clicks (bars, left axis) and commission (a line, right axis) per bucket (an hour, a day, a week,
 * a month), as a small SVG of our own turned into PNG bytes by resvg. Sized for a phone: Telegram
 * shows a photo about 380 points wide, so a 640-pixel chart is shrunk by ~0.6 and its text is
 * drawn at 14–22 px to stay legible. Where things go is `layoutChart`'s; this only draws.
 */
import { CHART_HEIGHT, CHART_WIDTH, type Chart, type ChartLayout, layoutChart } from "./layout.js";
import { rasterize } from "./png.js";
import { labelSvg } from "./text.js";

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

const TEXT_FILL = {
  title: COLORS.text,
  legend: COLORS.text,
  "tick-left": COLORS.barText,
  "tick-right": COLORS.lineText,
  "tick-x": COLORS.muted,
  mark: COLORS.barText,
} as const;

const r1 = (n: number) => Math.round(n * 10) / 10;

export const escapeXml = (text: string) =>
  text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");

function legend(layout: ChartLayout): string {
  const { y, clicksX, commissionX } = layout.legend;
  return [
    `<rect x="${r1(clicksX)}" y="${y - 13}" width="15" height="15" rx="2" fill="${COLORS.bar}"/>`,
    `<path d="M${r1(commissionX)} ${y - 5}h24" stroke="${COLORS.line}" stroke-width="3"/>`,
    `<circle cx="${r1(commissionX + 12)}" cy="${y - 5}" r="4" fill="#fff" stroke="${COLORS.line}" stroke-width="2"/>`,
  ].join("");
}

function grid(layout: ChartLayout): string {
  const { plot, left, right, shared } = layout;
  const parts: string[] = [];
  const height = plot.y1 - plot.y0;
  for (let k = 0; k <= left.intervals; k++) {
    const y = r1(plot.y1 - (k / left.intervals) * height);
    const stroke = k === 0 ? COLORS.axis : COLORS.grid;
    parts.push(`<path d="M${r1(plot.x0)} ${y}H${r1(plot.x1)}" stroke="${stroke}"/>`);
  }
  // Ticks of its own: a short mark beside each amount.
  if (!shared) {
    for (let k = 1; k <= right.intervals; k++) {
      const y = r1(plot.y1 - (k / right.intervals) * height);
      parts.push(`<path d="M${r1(plot.x1)} ${y}h5" stroke="${COLORS.axis}"/>`);
    }
  }
  return parts.join("");
}

function bars(layout: ChartLayout): string {
  const bottom = layout.plot.y1;
  return layout.bars
    .map((bar) => {
      const fill = bar.partial ? COLORS.barPartial : COLORS.bar;
      const kind = bar.partial ? "bar partial" : "bar";
      return `<rect class="${kind}" x="${r1(bar.x)}" y="${r1(bar.top)}" width="${r1(bar.width)}" height="${r1(bottom - bar.top)}" fill="${fill}"/>`;
    })
    .join("");
}

/** The line, dashed into and out of a partial bucket: its amount is not a whole bucket's. */
function line(layout: ChartLayout): string {
  const { line: points, partial } = layout;
  const stroke = `fill="none" stroke="${COLORS.line}" stroke-width="3" stroke-linejoin="round"`;
  const at = (i: number) => `${r1(points[i]?.x ?? 0)},${r1(points[i]?.y ?? 0)}`;
  const parts: string[] = [];
  let run: string[] = [];
  const flush = () => {
    if (run.length > 1) parts.push(`<polyline points="${run.join(" ")}" ${stroke}/>`);
    run = [];
  };
  for (let i = 1; i < points.length; i++) {
    if (partial[i] || partial[i - 1]) {
      flush();
      parts.push(`<polyline points="${at(i - 1)} ${at(i)}" ${stroke} stroke-dasharray="6 5"/>`);
    } else {
      if (run.length === 0) run.push(at(i - 1));
      run.push(at(i));
    }
  }
  flush();
  // Dots on more than a month of buckets would be a smear.
  if (points.length <= 31) {
    for (const p of points) {
      parts.push(
        `<circle cx="${r1(p.x)}" cy="${r1(p.y)}" r="4" fill="#fff" stroke="${COLORS.line}" stroke-width="2"/>`,
      );
    }
  }
  return parts.join("");
}

/** The chart's layout as an SVG document; its text is outlines already, so it needs no font. */
export function layoutSvg(chart: Chart, layout: ChartLayout): string {
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${CHART_WIDTH}" height="${CHART_HEIGHT}">`,
    `<title>${escapeXml(chart.title)}</title>`,
    chartBody(layout),
    "</svg>",
  ].join("");
}

/** What a chart draws, at its own origin: a picture made of several parts (a card) places it. */
export function chartBody(layout: ChartLayout): string {
  const texts = layout.texts.map((t) =>
    labelSvg({
      text: t.text,
      x: t.x,
      y: t.y,
      size: t.size,
      anchor: t.anchor,
      fill: TEXT_FILL[t.role],
    }),
  );
  return [
    `<rect width="${CHART_WIDTH}" height="${CHART_HEIGHT}" fill="#fff"/>`,
    legend(layout),
    grid(layout),
    bars(layout),
    line(layout),
    layout.leaders
      .map((l) => `<path d="M${r1(l.x)} ${r1(l.y0)}V${r1(l.y1)}" stroke="${COLORS.barText}"/>`)
      .join(""),
    texts.join(""),
  ].join("");
}

export function chartSvg(chart: Chart): string {
  return layoutSvg(chart, layoutChart(chart));
}

/**
 * The figures a chart draws in words, a bucket a line ("13:00 — Clicks 65, Commission 10.00"):
 * the PNG's "Description", so a screen reader (or a test) reads the very bars that were drawn.
 */
export function chartDescription(chart: Chart): string {
  return chart.labels
    .map(
      (label, i) =>
        `${label} — ${chart.clicksName} ${chart.clicks[i] ?? 0}, ${chart.commissionName} ${(chart.commission[i] ?? 0).toFixed(2)}`,
    )
    .join("\n");
}

/** The chart as PNG bytes, with its title and figures as the picture's texts. */
export function renderChart(chart: Chart): Promise<Buffer> {
  return rasterize(chartSvg(chart), chart.title, chartDescription(chart));
}
