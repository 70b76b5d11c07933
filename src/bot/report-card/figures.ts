/**
 * The card's figures, made once from its rows: the picture draws them and the caption writes
 * them (caption.ts, picture.ts), so the two cannot say different things. The headline is /stats'
 * own (reports/figures.ts, compared by reports/period.ts' rules); the offers' changes compare the
 * same days the headline compares.
 */
import type { Chart } from "../../charts/index.js";
import { periodText } from "../format/dates.js";
import { formatCents, formatMoney } from "../format/money.js";
import { change, count } from "../format/numbers.js";
import { chartOf } from "../reports/chart.js";
import { type Figure, type FigureName, summaryFigures } from "../reports/figures.js";
import type { Comparison, Period } from "../reports/period.js";
import type { Row } from "../reports/report.js";
import { seriesOf } from "../reports/series.js";
import { comparedLine } from "../reports/summary-lines.js";
import { conversions, earned, type Totals } from "../reports/totals.js";
import type { Speech } from "../speech/speech.js";
import type { CardRows, Part } from "./read.js";

/** How many offers the card lists. */
export const TOP_OFFERS = 5;

export interface OfferFigure {
  /** the network's offer id */
  key: string;
  /** its name as the network gives it (plain, unescaped) */
  name: string;
  /** its commission (approved and pending) */
  commission: string;
  /** its change against the days compared, as the headline's ("" when not compared) */
  change: string;
}

export interface MoverFigure {
  name: string;
  /** what its commission moved by, signed: "+$12.00", "−$3.50" */
  delta: string;
}

export interface ClaimFigures {
  filed: string;
  accepted: string;
  rejected: string;
  /** the accepted claims' order sums, each in its currency ("" when none was accepted) */
  acceptedSum: string;
}

export interface PayoutFigures {
  requested: string;
  requestedSum: string;
  paid: string;
  paidSum: string;
}

export interface CardFigures {
  /** the days shown (those the network has begun) */
  period: Period;
  /** the period as the publisher reads it */
  periodName: string;
  comparison: Comparison["kind"];
  /** the network is still counting the period's last day: its figures are so far */
  soFar: boolean;
  /** what the figures are compared with, or why not (may carry <i>) */
  comparedLine: string;
  /** not a click nor a conversion in the period */
  quiet: boolean;
  /** the period's totals, as read */
  totals: Totals;
  headline: Record<FigureName, Figure>;
  /** the daily chart of clicks and commission; none when there is nothing to draw */
  chart?: Chart;
  offers: OfferFigure[];
  /** the offers whose commission rose and fell the most, when compared */
  up?: MoverFigure;
  down?: MoverFigure;
  claims: Part<ClaimFigures>;
  payouts: Part<PayoutFigures>;
}

/** The card's figures in the publisher's language, money in `currency` (the account's). */
export function cardFigures(
  rows: CardRows,
  speech: Speech,
  currency: string,
  now: Date,
): CardFigures {
  const { summary } = rows;
  const { lang } = speech;
  const totals = summary.current;
  const chart = chartOf(seriesOf(summary, now), speech, currency);
  const figures: CardFigures = {
    period: summary.period,
    periodName: periodText(summary.period, lang, now),
    comparison: summary.comparison.kind,
    soFar: summary.period.to >= summary.clock.today,
    comparedLine: comparedLine(summary, speech, now),
    quiet: totals.clicks === 0 && earned(totals) === 0 && conversions(totals) === 0,
    totals,
    headline: summaryFigures(summary, speech, currency),
    offers: offerFigures(rows, speech, currency),
    claims: claimFigures(rows.claims, speech),
    payouts: payoutFigures(rows.payouts, speech, currency),
    ...(chart && { chart }),
  };
  const movers = moversOf(rows, speech, currency);
  if (movers.up) figures.up = movers.up;
  if (movers.down) figures.down = movers.down;
  return figures;
}

/** Earnings by offer id. */
const earnedBy = (rows: readonly Row[] | undefined) =>
  new Map((rows ?? []).map((row) => [row.key, earned(row.totals)]));

function offerFigures(rows: CardRows, speech: Speech, currency: string): OfferFigure[] {
  const compared = rows.offersBefore ? earnedBy(rows.offersCompared) : undefined;
  const before = earnedBy(rows.offersBefore);
  return rows.offers
    .filter((row) => earned(row.totals) > 0)
    .slice(0, TOP_OFFERS)
    .map((row) => ({
      key: row.key,
      name: row.label || row.key,
      commission: formatCents(earned(row.totals), currency, speech.lang),
      change: compared ? change(compared.get(row.key) ?? 0, before.get(row.key), speech) : "",
    }));
}

/** The offer that gained the most commission against the days compared, and the one that lost most. */
function moversOf(
  rows: CardRows,
  speech: Speech,
  currency: string,
): { up?: MoverFigure; down?: MoverFigure } {
  if (!rows.offersBefore || !rows.offersCompared) return {};
  const names = new Map<string, string>();
  for (const row of [...rows.offersBefore, ...rows.offersCompared])
    names.set(row.key, row.label || row.key);
  const compared = earnedBy(rows.offersCompared);
  const before = earnedBy(rows.offersBefore);
  const moves = [...names.keys()]
    .map((key) => ({ key, delta: (compared.get(key) ?? 0) - (before.get(key) ?? 0) }))
    .sort((a, b) => b.delta - a.delta || a.key.localeCompare(b.key));
  const figure = (move: { key: string; delta: number }) => ({
    name: names.get(move.key) ?? move.key,
    delta: formatMoney(move.delta / 100, currency, speech.lang, true).replace("-", "−"),
  });
  const first = moves[0];
  const last = moves.at(-1);
  return {
    ...(first && first.delta > 0 && { up: figure(first) }),
    ...(last && last.delta < 0 && { down: figure(last) }),
  };
}

function claimFigures(part: CardRows["claims"], speech: Speech): Part<ClaimFigures> {
  if (part.kind !== "read") return part;
  const { lang } = speech;
  const claims = part.value;
  return {
    kind: "read",
    value: {
      filed: count(claims.filed, lang),
      accepted: count(claims.accepted, lang),
      rejected: count(claims.rejected, lang),
      acceptedSum: claims.acceptedSums
        .map((sum) => formatMoney(sum.amount, sum.currency, lang))
        .join(" + "),
    },
  };
}

function payoutFigures(
  part: CardRows["payouts"],
  speech: Speech,
  currency: string,
): Part<PayoutFigures> {
  if (part.kind !== "read") return part;
  const { lang } = speech;
  const p = part.value;
  return {
    kind: "read",
    value: {
      requested: count(p.requested, lang),
      requestedSum: formatMoney(p.requestedSum, currency, lang),
      paid: count(p.paid, lang),
      paidSum: formatMoney(p.paidSum, currency, lang),
    },
  };
}
