/** Small helpers shared by the benches. */

export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index] ?? 0;
}

export const round = (n: number, digits = 2) => {
  const f = 10 ** digits;
  return Math.round(n * f) / f;
};

/** value / baseline, rounded; undefined when the baseline is zero. */
export const ratio = (value: number, baseline: number, digits = 2) =>
  baseline > 0 ? round(value / baseline, digits) : undefined;

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
