/**
 * Every row of a publisher's table checked before anything is sent: the order day in the claimable
 * window on their clock, an amount with a currency, an offer they run, an order number not repeated
 * in the file and not claimed already. Pure: what the network knows comes in as `BatchFacts`, so
 * a thousand rows are checked without a call (bench/claim-batch.ts).
 */
import type { Language } from "../../../../languages.js";
import { apiAmount, readAmount, typedCurrency } from "../../../format/amounts.js";
import { parseOrderDate, parseOrderNumber } from "../input.js";
import type { Choice } from "../wizard-data.js";
import type { Columns } from "./columns.js";
import { dateColumn } from "./date-column.js";
import type { Source } from "./source.js";

/** What the network told before the check. */
export interface BatchFacts {
  /** the publisher's day today on their clock, yyyy-mm-dd */
  today: string;
  lang: Language;
  maxAgeDays: number;
  /** offers the publisher runs */
  offers: readonly Choice[];
  /** the configured currencies; `ownCurrency` (a code) when a row names none */
  currencies: readonly Choice[];
  ownCurrency?: string;
  /** the offer for every row, when the file has no offer column (asked once) */
  fileOffer?: Choice;
  /** `${offerId}:${orderNumber}` of every claim already filed */
  claimed: ReadonlySet<string>;
}

/** Why a row cannot be filed as it is; `value` is the cell as the file wrote it. */
export type RowProblem =
  | { kind: "number" | "date" | "date-future" | "date-old" | "amount" | "currency"; value: string }
  | { kind: "offer"; value: string }
  | { kind: "no-offer" }
  | { kind: "repeated"; value: string; first: number };

/** A checked row, in the file's own numbering (the header is row 1 when there is one). */
export interface CheckedRow {
  row: number;
  number: string;
  verdict: "ready" | "claimed" | "fix";
  problem?: RowProblem;
  /** ready and claimed rows: the claim as it would be filed */
  day?: string;
  amount?: string;
  currencyId?: number;
  offerId?: number;
  offerName?: string;
}

export function claimedKey(offerId: number | string, orderNumber: string): string {
  return `${offerId}:${orderNumber}`;
}

/** The offer a cell names, by id or by name (case and spaces ignored). */
function offerOf(cell: string, offers: readonly Choice[]): Choice | undefined {
  const wanted = cell.trim().toLowerCase().replace(/^#/u, "");
  return offers.find((o) => String(o.id) === wanted || o.name.toLowerCase() === wanted);
}

/** Checks a source's rows, each under its own number in the file. */
export function checkRows(
  source: Pick<Source, "rows" | "lines" | "columns" | "sumCurrency">,
  facts: BatchFacts,
): CheckedRow[] {
  const { rows, columns } = source;
  const days = dateColumn(rows.map((cells) => cellOf(cells, columns.date)));
  const seen = new Map<string, number>();
  const rowFacts = { ...facts, sumCurrency: source.sumCurrency };
  return rows.map((cells, index) => {
    const row = { cells, day: days[index] ?? "", line: source.lines[index] ?? index + 1 };
    const checked = checkRow(row, columns, rowFacts, row.line);
    if (checked.verdict === "fix" || checked.offerId === undefined) return checked;
    const key = claimedKey(checked.offerId, checked.number);
    const first = seen.get(key);
    if (first !== undefined) {
      const problem: RowProblem = { kind: "repeated", value: checked.number, first };
      return { ...checked, verdict: "fix", problem };
    }
    seen.set(key, checked.row);
    return facts.claimed.has(key) ? { ...checked, verdict: "claimed" } : checked;
  });
}

function cellOf(cells: readonly string[], index: number | undefined): string {
  return index === undefined ? "" : (cells[index] ?? "").trim();
}

function checkRow(
  { cells, day: dayCell }: { cells: readonly string[]; day: string },
  columns: Columns,
  facts: BatchFacts & { sumCurrency?: string | undefined },
  row: number,
): CheckedRow {
  const cell = (index: number | undefined) => cellOf(cells, index);
  const numberCell = cell(columns.number);
  const number = parseOrderNumber(numberCell) ?? "";
  const fix = (problem: RowProblem): CheckedRow => ({ row, number, verdict: "fix", problem });
  if (!number || number.length > 100) return fix({ kind: "number", value: numberCell });
  const dateCell = cell(columns.date);
  const day = parseOrderDate(dayCell, facts.today, {
    lang: facts.lang,
    maxAgeDays: facts.maxAgeDays,
  });
  if (!day.ok) {
    const kind =
      day.reason === "future" ? "date-future" : day.reason === "too-old" ? "date-old" : "date";
    return fix({ kind, value: dateCell });
  }
  const amountCell = cell(columns.amount);
  const amount = readAmount(amountCell);
  if (!amount.ok) return fix({ kind: "amount", value: amountCell });
  const currencyCell = cell(columns.currency);
  const code =
    (currencyCell ? typedCurrency(`1 ${currencyCell}`) : typedCurrency(amountCell)) ??
    facts.sumCurrency ??
    facts.ownCurrency;
  const currency = facts.currencies.find((c) => c.name.toUpperCase() === code);
  if (!currency) return fix({ kind: "currency", value: currencyCell || amountCell });
  const offerCell = cell(columns.offer);
  const offer =
    columns.offer === undefined || offerCell === ""
      ? facts.fileOffer
      : offerOf(offerCell, facts.offers);
  if (!offer) return fix(offerCell ? { kind: "offer", value: offerCell } : { kind: "no-offer" });
  return {
    row,
    number,
    verdict: "ready",
    day: day.day,
    amount: apiAmount(amount.amount),
    currencyId: currency.id,
    offerId: offer.id,
    offerName: offer.name,
  };
}

/** Tallies of a check: what the summary counts. */
export function tally(rows: readonly CheckedRow[]) {
  const count = (verdict: CheckedRow["verdict"]) =>
    rows.filter((r) => r.verdict === verdict).length;
  return {
    total: rows.length,
    ready: count("ready"),
    claimed: count("claimed"),
    fix: count("fix"),
  };
}
