/**
 * What a publisher reads about a batch: the summary after the check, the progress while it files,
 * the closing account, and the CSV files beside them (rows to fix, the result).
 */
import type { BotContext } from "../../../core/context.js";
import { escapeHtml } from "../../../format/html.js";
import type { CheckedRow, RowProblem } from "./check.js";
import { tally } from "./check.js";
import type { Source } from "./source.js";
import type { Batch, RowOutcome } from "./store.js";

type Texts = Pick<BotContext, "t">;

/** Problems named in the summary itself; the rest are in the file of rows to fix. */
const PROBLEMS_SHOWN = 5;

/** One row's problem in the publisher's words (plain text: it goes into CSV cells too). */
export function problemText(
  t: Texts,
  row: number,
  problem: RowProblem,
  maxAgeDays: number,
): string {
  const value = "value" in problem ? problem.value : "";
  const first = problem.kind === "repeated" ? problem.first : 0;
  return t.t(`claims-batch-problem-${problem.kind}`, { row, value, first, days: maxAgeDays });
}

/** What reading left out of the file, said under the counts. */
export function leftOutText(t: Texts, { blank, totals }: Pick<Source, "blank" | "totals">): string {
  const parts = [
    blank > 0 ? t.t("claims-batch-left-out-blank", { count: blank }) : "",
    totals.length > 0
      ? t.t("claims-batch-left-out-totals", { count: totals.length, rows: totals.join(", ") })
      : "",
  ];
  return parts.filter(Boolean).join("; ");
}

export function summaryText(
  t: Texts,
  batch: Batch,
  maxAgeDays: number,
  leftOut: Pick<Source, "blank" | "totals">,
): string {
  const counts = tally(batch.rows);
  const fixes = batch.rows.filter((r) => r.verdict === "fix");
  const shown = fixes
    .slice(0, PROBLEMS_SHOWN)
    .map((r) => (r.problem ? problemText(t, r.row, r.problem, maxAgeDays) : ""));
  const more = fixes.length - shown.length;
  const problems =
    shown.length > 0
      ? ` (${escapeHtml(shown.join("; "))}${more > 0 ? t.t("claims-batch-more", { more }) : ""})`
      : "";
  const lines = [
    `<b>📄 ${escapeHtml(batch.fileName)}</b>`,
    `${t.t("claims-batch-counts", counts)}${problems}`,
    ...(leftOutText(t, leftOut) ? [leftOutText(t, leftOut)] : []),
    "",
    t.t(counts.ready > 0 ? "claims-batch-ready-hint" : "claims-batch-nothing", { fix: counts.fix }),
  ];
  return lines.join("\n");
}

export function progressText(t: Texts, batch: Batch, filed: number, failed: number): string {
  const ready = tally(batch.rows).ready;
  const head = `<b>📄 ${escapeHtml(batch.fileName)}</b>`;
  const key =
    batch.status === "paused"
      ? "claims-batch-paused"
      : batch.status === "done"
        ? "claims-batch-done"
        : "claims-batch-progress";
  return `${head}\n${t.t(key, { filed, failed, ready })}`;
}

/** A CSV cell: quoted when it holds a delimiter, a quote or a line break; never a formula. */
function cell(value: string | number): string {
  let text = String(value);
  if (/^[=+\-@]/u.test(text)) text = `'${text}`;
  return /[",;\n\r]/u.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

function csv(rows: readonly (readonly (string | number)[])[]): Buffer {
  const text = rows.map((row) => row.map(cell).join(",")).join("\r\n");
  return Buffer.from(`\uFEFF${text}\r\n`, "utf8");
}

/** The rows to fix: their number in the file, the order number and what is wrong. */
export function fixFile(t: Texts, rows: readonly CheckedRow[], maxAgeDays: number): Buffer {
  const head = [
    t.t("claims-batch-col-row"),
    t.t("claims-batch-col-number"),
    t.t("claims-batch-col-problem"),
  ];
  const body = rows
    .filter((r) => r.verdict === "fix" && r.problem)
    .map((r) => [r.row, r.number, r.problem ? problemText(t, r.row, r.problem, maxAgeDays) : ""]);
  return csv([head, ...body]);
}

/** Row, order number, claim id, and its status or the reason it was not filed. */
export function resultFile(
  t: Texts,
  batch: Batch,
  outcomes: ReadonlyMap<number, RowOutcome>,
  maxAgeDays: number,
): Buffer {
  const head = [
    t.t("claims-batch-col-row"),
    t.t("claims-batch-col-number"),
    t.t("claims-batch-col-claim"),
    t.t("claims-batch-col-status"),
  ];
  const body = batch.rows.map((r) => {
    const outcome = outcomes.get(r.row);
    if (outcome?.state === "filed")
      return [r.row, r.number, outcome.claimId, t.t("claims-batch-status-filed")];
    if (outcome?.state === "failed")
      return [r.row, r.number, "", t.t("claims-batch-status-failed", { reason: outcome.reason })];
    if (r.verdict === "claimed") return [r.row, r.number, "", t.t("claims-batch-status-claimed")];
    const why = r.problem ? problemText(t, r.row, r.problem, maxAgeDays) : "";
    return [r.row, r.number, "", t.t("claims-batch-status-fix", { reason: why })];
  });
  return csv([head, ...body]);
}
