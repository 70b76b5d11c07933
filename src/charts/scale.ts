/** Axis scales whose ticks land on round numbers just above the data, and the numbers on them. */

export interface Scale {
  /** the value of one interval */
  step: number;
  /** how many intervals above the zero line */
  intervals: number;
  /** the value at the top of the axis: `step * intervals`, less than one step above the data */
  top: number;
}

/**
 * Round steps: these times a power of ten. More than the classic 1, 2, 5 so that one count of
 * intervals puts both axes less than a step above their data (0, 300, 600, 900 is still round).
 */
const NICE = [1, 1.5, 2, 2.5, 3, 4, 5, 6, 8, 10];
/** Interval counts that read well on a phone. */
const COUNTS = [3, 4, 5, 6];
/** Tiny counts (2 clicks) get fewer intervals: a step is never less than one click. */
const FEW = [1, 2];

/** The smallest round step whose `intervals` reach `max`; counts (`whole`) step by whole numbers. */
function stepFor(max: number, intervals: number, whole: boolean): number {
  const raw = max / intervals;
  if (!(raw > 0)) return 1;
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  for (const m of NICE) {
    const step = Number((m * magnitude).toPrecision(12));
    if (step < raw * (1 - 1e-9)) continue;
    if (whole && (step < 1 || !Number.isInteger(Math.round(step * 1e6) / 1e6))) continue;
    return step;
  }
  return whole ? Math.max(1, Math.ceil(raw)) : 10 * magnitude;
}

function scaleOf(max: number, intervals: number, whole: boolean): Scale {
  const step = stepFor(max, intervals, whole);
  return { step, intervals, top: Number((step * intervals).toPrecision(12)) };
}

/** Whether the top is less than one step above the data (an empty axis fits any scale). */
const fits = (scale: Scale, max: number) => max <= 0 || scale.top - scale.step < max;

/** How much of the axis the data leaves empty (1: none), with a cost for awkward counts. */
function cost(scale: Scale, max: number): number {
  const waste = max > 0 ? scale.top / max : 1;
  return waste + (scale.intervals === 1 ? 1 : scale.intervals === 2 ? 0.6 : 0);
}

/** One axis on its own: the count of intervals that fits its data best. */
export function niceScale(max: number, whole: boolean): Scale {
  let best: Scale | undefined;
  for (const n of [...COUNTS, ...FEW]) {
    const scale = scaleOf(max, n, whole);
    if (!fits(scale, max)) continue;
    if (!best || cost(scale, max) < cost(best, max)) best = scale;
  }
  return best ?? scaleOf(max, 4, whole);
}

/**
 * The two axes of a chart (counts on the left, amounts on the right), each less than one step
 * above its data. They share gridlines (the same count of intervals) when a count fits both;
 * `shared` false means the right axis has its ticks of its own.
 */
export function axisScales(
  leftMax: number,
  rightMax: number,
): { left: Scale; right: Scale; shared: boolean } {
  let best: { left: Scale; right: Scale; shared: boolean } | undefined;
  let bestCost = Number.POSITIVE_INFINITY;
  const counts = leftMax > 0 && leftMax < 3 ? [...COUNTS, ...FEW] : COUNTS;
  for (const n of counts) {
    const left = scaleOf(leftMax, n, true);
    const right = scaleOf(rightMax, n, false);
    if (!fits(left, leftMax) || !fits(right, rightMax)) continue;
    const c = Math.max(cost(left, leftMax), cost(right, rightMax));
    if (c < bestCost) {
      best = { left, right, shared: true };
      bestCost = c;
    }
  }
  return (
    best ?? { left: niceScale(leftMax, true), right: niceScale(rightMax, false), shared: false }
  );
}

const formats = new Map<string, Intl.NumberFormat>();

function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}:${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    formats.set(key, format);
  }
  return format;
}

/** The decimals a step needs: 0 for 500, 1 for 0.5, 2 for 0.25. */
export function stepDecimals(step: number): number {
  return [0, 1, 2].find((d) => Number.isInteger(Math.round(step * 10 ** d * 1e6) / 1e6)) ?? 2;
}

/** An axis whose top reaches this writes all its numbers short ("5K", "10K", "15K"). */
export const SHORT_FROM = 10_000;

/**
 * A tick's number in the reader's locale: as many decimals as the step needs; on an axis of large
 * values, every number short ("12K", "12 тыс.") so the axis stays narrow on a phone and alike.
 */
export function tickText(value: number, scale: Scale, locale: string): string {
  if (scale.top >= SHORT_FROM) {
    return numberFormat(locale, { notation: "compact", maximumFractionDigits: 1 }).format(value);
  }
  return numberFormat(locale, { maximumFractionDigits: stepDecimals(scale.step) }).format(value);
}
