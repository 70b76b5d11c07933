/** The bench runner's tables: every figure, and the headline figures with their aims. */
import type { BenchRow } from "./types.js";

function cell(value: number | undefined): string {
  if (value === undefined) return "";
  if (Number.isNaN(value)) return "—";
  return value.toLocaleString("en", { maximumFractionDigits: 5 });
}

const ratioCell = (row: BenchRow) => (row.ratio === undefined ? "" : `${cell(row.ratio)}x`);

/** A Markdown table; the columns in `right` are numbers, aligned right. */
function markdown(head: string[], body: string[][], right: ReadonlySet<number>): string {
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((r) => (r[i] ?? "").length)));
  const pad = (c: string, i: number) =>
    right.has(i) ? c.padStart(widths[i] ?? 0) : c.padEnd(widths[i] ?? 0);
  const line = (cells: string[]) => `| ${cells.map(pad).join(" | ")} |`;
  return [
    line(head),
    `|${widths.map((w) => "-".repeat(w + 2)).join("|")}|`,
    ...body.map(line),
  ].join("\n");
}

export function allRows(rows: readonly BenchRow[]): string {
  const head = ["figure", "value", "unit", "baseline", "ratio", "note"];
  const body = rows.map((row) => [
    row.name,
    cell(row.value),
    row.unit,
    cell(row.baseline),
    ratioCell(row),
    row.note ?? "",
  ]);
  return markdown(head, body, new Set([1, 3, 4]));
}

/** The figures of the budget (docs/performance.md), each with its aim. */
export function headlineRows(rows: readonly BenchRow[]): string {
  const head = ["figure", "now", "baseline", "ratio now", "aim"];
  const body = rows.flatMap((row) =>
    row.headline
      ? [
          [
            row.headline.label,
            `${cell(row.value)} ${row.unit}`,
            row.baseline === undefined ? "" : `${cell(row.baseline)} ${row.unit}`,
            ratioCell(row),
            row.headline.aim,
          ],
        ]
      : [],
  );
  return markdown(head, body, new Set([1, 2, 3]));
}
