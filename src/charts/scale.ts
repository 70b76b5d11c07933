/** Axis scales whose ticks land on round numbers, and the numbers written on them. */

/** Gridlines above the zero line: both axes share them, so each has this many intervals. */
export const INTERVALS = 4;

export interface Scale {
  /** the value of one interval */
  step: number;
  /** the value at the top of the plot */
  top: number;
}

const NICE = [1, 2, 2.5, 5, 10];

/**
 * The smallest round step (1, 2, 2.5 or 5 times a power of ten) whose INTERVALS reach `max`.
 * Counts (`whole`) never step by less than one; nothing at all still gets an axis.
 */
export function niceScale(max: number, whole: boolean): Scale {
  const raw = max / INTERVALS;
  if (!(raw > 0)) return { step: 1, top: INTERVALS };
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const nice = NICE.find((m) => m * magnitude >= raw * (1 - 1e-9)) ?? 10;
  const step = whole ? Math.max(1, Math.ceil(nice * magnitude)) : nice * magnitude;
  return { step, top: step * INTERVALS };
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

/**
 * A tick's number in the reader's locale: as many decimals as the step needs, and large values
 * short ("12K", "12 тыс.") so an axis stays narrow on a phone.
 */
export function tickText(value: number, step: number, locale: string): string {
  if (Math.abs(value) >= 10_000) {
    return numberFormat(locale, { notation: "compact", maximumFractionDigits: 1 }).format(value);
  }
  const decimals = [0, 1, 2].find((d) => Number.isInteger(Math.round(step * 10 ** d * 1e6) / 1e6));
  return numberFormat(locale, { maximumFractionDigits: decimals ?? 2 }).format(value);
}
