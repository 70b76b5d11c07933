/**
 * What a summary (a burst's message, or what quiet hours held) counts: each conversion once. A
 * conversion new to the network is counted and its pay added to the total; a status change is
 * not a new conversion: of one this summary already counts, its line shows the new status (and a
 * cancelled one leaves the total); of one told before, it is a status change, counted apart and
 * adding nothing to the total (its pay was told when it came).
 */
import type { AlertLine } from "./line.js";

/** A line of a summary, with the click it is about (a short hash). */
export type TalliedLine = AlertLine & { click?: string };

export interface Tally {
  /** new conversions */
  conversions: number;
  /** status changes of conversions told before this summary */
  changes: number;
  /** how many lines the summary has had (the latest are kept) */
  lines: number;
  /** paid amounts per currency (cancelled ones left out) */
  totals: Record<string, number>;
  latest: TalliedLine[];
  /** click → what of it is in the totals (the conversions this summary counts) */
  counted: Record<string, { payout: number; currency: string; paid: boolean }>;
}

export const emptyTally = (): Tally => ({
  conversions: 0,
  changes: 0,
  lines: 0,
  totals: {},
  latest: [],
  counted: {},
});

const paid = (line: AlertLine) => line.status !== "rejected";

function add(totals: Record<string, number>, currency: string, amount: number) {
  return { ...totals, [currency]: (totals[currency] ?? 0) + amount };
}

/**
 * The tally with one more alert: `click` names its conversion, `known` says the network told of
 * that conversion before (a status change, or a new payout of it). At most `keep` lines are kept.
 */
export function tallied(
  tally: Tally,
  line: AlertLine,
  click: string,
  known: boolean,
  keep: number,
): Tally {
  const entry: TalliedLine = { ...line, click };
  const mine = tally.counted[click];
  if (mine) {
    // A conversion this summary counts changed: its line and its share of the total follow.
    let totals = tally.totals;
    if (mine.paid) totals = add(totals, mine.currency, -mine.payout);
    if (paid(line)) totals = add(totals, line.currency, line.payout);
    const at = tally.latest.findIndex((l) => l.click === click);
    const latest =
      at >= 0
        ? tally.latest.map((l, i) => (i === at ? entry : l))
        : [...tally.latest, entry].slice(-keep);
    return {
      ...tally,
      totals,
      latest,
      lines: at >= 0 ? tally.lines : tally.lines + 1,
      counted: {
        ...tally.counted,
        [click]: { payout: line.payout, currency: line.currency, paid: paid(line) },
      },
    };
  }
  if (known) {
    return {
      ...tally,
      changes: tally.changes + 1,
      lines: tally.lines + 1,
      latest: [...tally.latest, entry].slice(-keep),
    };
  }
  return {
    ...tally,
    conversions: tally.conversions + 1,
    lines: tally.lines + 1,
    totals: paid(line) ? add(tally.totals, line.currency, line.payout) : tally.totals,
    latest: [...tally.latest, entry].slice(-keep),
    counted: {
      ...tally.counted,
      [click]: { payout: line.payout, currency: line.currency, paid: paid(line) },
    },
  };
}
