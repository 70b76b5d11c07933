/** One figure of a benchmark run, as printed by the bench runner. */
export interface BenchRow {
  name: string;
  value: number;
  unit: string;
  /** the figure this one is compared with, in the same unit */
  baseline?: number;
  /** value / baseline */
  ratio?: number;
  note?: string;
  /** a figure of the budget (docs/performance.md): printed again, with its aim, in the closing table */
  headline?: { label: string; aim: string };
}
