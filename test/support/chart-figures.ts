/**
 * What a chart drew and what its text says, read back for the consistency suites: the bars a PNG
 * carries in its Description (charts/chart.ts writes a bucket a line, "13:00 — Clicks 65,
 * Commission 10.00"), and a figure as the publisher's language writes it ("1,893", "1.893",
 * "1 893").
 */
import { pngText } from "./png-pixels.js";

/** A whole number as written in any of the bot's languages, read back. */
export const numberOf = (text: string) => Number(text.replace(/[^\d]/g, ""));

/** The first figure after the colon of the line that starts with `mark` ("🖱 Clicks: 1,893 (+5%)"). */
export function figureAfter(text: string, mark: string): number {
  const line = text.split("\n").find((l) => l.startsWith(mark)) ?? "";
  return numberOf(/: (?:<b>)?(\d[\d.,\u00a0\u202f ]*\d|\d)/.exec(line)?.[1] ?? "");
}

/**
 * The money figures of the line that starts with `mark`, in cents, in order: "💰 Commission:
 * pending $85.00 (+5%) · approved $10.00 · …" gives [8500, 1000, …] (changes in brackets and the
 * digest's "(approved + pending)" left out; every amount has two decimals).
 */
export function centsAfter(text: string, mark: string): number[] {
  const line = (text.split("\n").find((l) => l.startsWith(mark)) ?? "").replace(/\([^)]*\)/g, "");
  return [...line.matchAll(/\d[\d.,\u00a0\u202f ]*\d/g)].map((m) => numberOf(m[0]));
}

/** Each bar's clicks and commission (in cents), in order, from the PNG's Description. */
export function bars(png: Buffer | Uint8Array | undefined): { clicks: number; cents: number }[] {
  if (!png) throw new Error("no picture");
  return (pngText(png, "Description") ?? "")
    .split("\n")
    .filter((row) => row !== "")
    .map((row) => {
      const [, clicks, amount] = / (\d+), [^,]+ (\d+\.\d\d)$/.exec(row) ?? [];
      const cents = amount === undefined ? Number.NaN : numberOf(amount);
      return { clicks: Number(clicks ?? Number.NaN), cents };
    });
}

/** Each bar's clicks, in order, from the PNG's Description. */
export function barClicks(png: Buffer | Uint8Array | undefined): number[] {
  return bars(png).map((bar) => bar.clicks);
}

/** The bars' commission added up, in cents. */
export function barCents(png: Buffer | Uint8Array | undefined): number {
  const cents = bars(png).map((bar) => bar.cents);
  if (cents.length === 0 || !cents.every(Number.isFinite))
    throw new Error(`bars not readable: ${cents.join(", ")}`);
  return cents.reduce((a, b) => a + b, 0);
}

/** The bars' clicks added up; throws when a bar cannot be read. */
export function barTotal(png: Buffer | Uint8Array | undefined): number {
  const bars = barClicks(png);
  if (bars.length === 0 || !bars.every(Number.isFinite))
    throw new Error(`bars not readable: ${bars.join(", ")}`);
  return bars.reduce((a, b) => a + b, 0);
}
