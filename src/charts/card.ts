/**
 * A report card as one picture to forward: a title, lines of figures, the chart of clicks and
 * commission (the very chart /stats draws, placed whole), and more lines under it (the top offers,
 * claims, payouts). Every line is shrunk to the width when it is too long, never cut. Its text
 * travels with it as the PNG's Description: each line as drawn, then the chart's bars.
 */
import { chartBody, chartDescription, escapeXml } from "./chart.js";
import { CHART_HEIGHT, CHART_WIDTH, type Chart, layoutChart } from "./layout.js";
import { rasterize } from "./png.js";
import { labelSvg, textWidth } from "./text.js";

export interface CardSection {
  /** drawn larger, above the lines */
  heading?: string;
  lines: readonly string[];
}

export interface Card {
  title: string;
  /** a smaller line under the title (what the figures are compared with) */
  subtitle?: string;
  /** sections above the chart and below it */
  above: readonly CardSection[];
  chart?: Chart;
  below: readonly CardSection[];
}

export const CARD_WIDTH = CHART_WIDTH;
const PAD = 20;
const ROOM = CARD_WIDTH - 2 * PAD;
const SIZE = { title: 24, subtitle: 14, heading: 18, line: 16 };
const COLORS = { text: "#222222", muted: "#555555", heading: "#2f5a85", rule: "#e3e3e3" };

interface Placed {
  text: string;
  y: number;
  size: number;
  fill: string;
}

/** A line at `size`, or smaller when it would not fit the width. */
function fitted(text: string, size: number): number {
  const width = textWidth(text, size);
  return width <= ROOM ? size : Math.max(8, (size * ROOM) / width);
}

/**
 * Text broken into lines that fit the width at `size`, between its parts (`by`: words, or the
 * " · " between figures); a line after the first is indented when it continues figures.
 */
function wrapped(text: string, size: number, by = " "): string[] {
  const lines: string[] = [];
  const indent = by === " " ? "" : "    ";
  let line = "";
  for (const part of text.split(by)) {
    const next = line ? `${line}${by}${part}` : `${lines.length > 0 ? indent : ""}${part}`;
    if (line && textWidth(next, size) > ROOM) {
      lines.push(line);
      line = `${indent}${part}`;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

/** Where each text goes, the chart's top, and the picture's height. */
export function layoutCard(card: Card): { texts: Placed[]; chartY?: number; height: number } {
  const texts: Placed[] = [];
  let y = PAD;
  const put = (text: string, size: number, fill: string, gap = 1.5) => {
    y += size * gap;
    texts.push({ text, y, size: fitted(text, size), fill });
  };
  put(card.title, SIZE.title, COLORS.text, 1.2);
  for (const line of card.subtitle ? wrapped(card.subtitle, SIZE.subtitle) : [])
    put(line, SIZE.subtitle, COLORS.muted);
  const sections = (list: readonly CardSection[]) => {
    for (const section of list) {
      y += 8;
      if (section.heading) put(section.heading, SIZE.heading, COLORS.heading);
      for (const line of section.lines) {
        for (const part of wrapped(line, SIZE.line, " · ")) put(part, SIZE.line, COLORS.text);
      }
    }
  };
  sections(card.above);
  let chartY: number | undefined;
  if (card.chart) {
    y += 16;
    chartY = y;
    y += CHART_HEIGHT;
  }
  sections(card.below);
  return { texts, ...(chartY !== undefined && { chartY }), height: Math.ceil(y + PAD) };
}

export function cardSvg(card: Card): string {
  const { texts, chartY, height } = layoutCard(card);
  const chart =
    card.chart && chartY !== undefined
      ? `<g transform="translate(0 ${chartY})">${chartBody(layoutChart(card.chart))}</g>`
      : "";
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD_WIDTH}" height="${height}">`,
    `<title>${escapeXml(card.title)}</title>`,
    `<rect width="${CARD_WIDTH}" height="${height}" fill="#fff"/>`,
    chart,
    ...texts.map((t) =>
      labelSvg({ text: t.text, x: PAD, y: t.y, size: t.size, anchor: "start", fill: t.fill }),
    ),
    "</svg>",
  ].join("");
}

/** Every line the card draws, in order, then its chart's bars: what its pixels say, in words. */
export function cardDescription(card: Card): string {
  const lines = (list: readonly CardSection[]) =>
    list.flatMap((s) => [...(s.heading ? [s.heading] : []), ...s.lines]);
  return [
    card.title,
    ...(card.subtitle ? [card.subtitle] : []),
    ...lines(card.above),
    ...lines(card.below),
    ...(card.chart ? [chartDescription(card.chart)] : []),
  ].join("\n");
}

/** The card as PNG bytes, its title and its lines as the picture's texts. */
export function renderCard(card: Card): Promise<Buffer> {
  return rasterize(cardSvg(card), card.title, cardDescription(card));
}
