// Statistics changed by the rates control: an offer that converts more or less often, or pays
// more or less for each conversion, from an hour on, for every publisher who runs it (a landing
// page changed, an advertiser cutting approvals). Its clicks stay as they were, so its CR and EPC
// move with the factors.
import { hour } from "../stats/derived.js";
import type { Metrics } from "./metrics.js";
import type { PublisherStats, StatRow } from "./stats.js";
import { dayOf } from "./traffic-stops.js";

export interface RateMove {
  offerId: number;
  /** the network's hour (day * 24 + hour) from which it applies */
  fromHour: number;
  /** how many conversions for the same clicks, against the generated ones (1: as generated) */
  conversions: number;
  /** what each conversion pays, against the generated pay (1: as generated) */
  pay: number;
}

/** Each status's counts (leads and sales) and its commission. */
const STATUSES = [
  ["leadsOpen", "saleOpen", "comOpen"],
  ["leadsApproved", "saleApproved", "comApproved"],
  ["leadsCancelled", "saleCancelled", "comCancelled"],
] as const satisfies readonly (readonly [keyof Metrics, keyof Metrics, keyof Metrics])[];

/** The stats with each move applied in turn. */
export function movedStats(stats: PublisherStats, moves: readonly RateMove[]): PublisherStats {
  return moves.reduce(movedBy, stats);
}

function movedBy(stats: PublisherStats, move: RateMove): PublisherStats {
  const days = stats.days.map((d) =>
    (d.day + 1) * 24 <= move.fromHour || !d.byOffer.has(move.offerId)
      ? d
      : dayOf(
          d.day,
          d.rows.map((row) => moved(row, move)),
        ),
  );
  return { ...stats, days };
}

function moved(row: StatRow, move: RateMove): StatRow {
  if (row.offerId !== move.offerId || row.day * 24 + hour(row) < move.fromHour) return row;
  const m: Metrics = { ...row.m };
  // Whole conversions, scaled; each status's commission with its count, then by the pay.
  for (const [leads, sales, money] of STATUSES) {
    const was = row.m[leads] + row.m[sales];
    m[leads] = Math.round(row.m[leads] * move.conversions);
    m[sales] = Math.round(row.m[sales] * move.conversions);
    const now = m[leads] + m[sales];
    m[money] = was === 0 ? 0 : Math.round(((row.m[money] * now) / was) * move.pay);
  }
  return { ...row, m };
}
