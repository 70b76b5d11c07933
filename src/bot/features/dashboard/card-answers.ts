import { periodText } from "../../format/dates.js";
import { plainText } from "../../format/html.js";
import {
  cardCsv,
  cardFigures,
  cardLines,
  quietCardText,
  readCard,
} from "../../report-card/index.js";
import type { Period, Preset } from "../../reports/period.js";
import type { ReportReadWatch } from "../../reports/report.js";
import { notBegunText } from "../../reports/summary-lines.js";
import type { Asker } from "./asker.js";
import { axesOf, chartPoints } from "./stats-answers.js";

/** A piece of a line: its text, and whether the caption writes it in bold (a figure). */
export type Piece = [text: string, bold: boolean];

/** A caption line cut at its <b>…</b>: the page sets each piece as text, bold ones in <strong>. */
export function piecesOf(html: string): Piece[] {
  return html
    .split(/(<b>.*?<\/b>)/)
    .filter((part) => part !== "")
    .map((part): Piece => {
      const bold = /^<b>.*<\/b>$/.test(part);
      return [plainText(part), bold];
    })
    .filter(([text]) => text !== "");
}

/** The card's rows and currency, read as /report reads them (kept a minute by the receiver). */
export function cardRead(
  asker: Asker,
  period: Period,
  preset: Preset | undefined,
  watch: ReportReadWatch,
): Promise<CardRead> {
  const { client, speech, deps, accountId } = asker;
  const request = { period, now: deps.now(), ...(preset && { preset }) };
  return readCard(deps, client, accountId, request, speech, watch);
}

export type CardRead = Awaited<ReturnType<typeof readCard>>;

export function cardAnswer(asker: Asker, { rows, currency }: CardRead) {
  const { speech, deps } = asker;
  const now = deps.now();
  const { summary } = rows;
  if (summary.comparison.kind === "not-begun") {
    const title = periodText(summary.period, speech.lang, now);
    return {
      period: summary.period,
      title,
      notBegun: plainText(notBegunText(summary, speech, now)),
    };
  }
  const figures = cardFigures(rows, speech, currency, now);
  const lines = cardLines(figures, speech, "caption");
  const title = plainText(lines.title);
  if (figures.quiet) {
    // The short card /report sends as text: its lines after the title, as they are.
    const quiet = quietCardText(figures, speech).split("\n").slice(1).filter(Boolean);
    return { period: figures.period, title, quiet: quiet.map(piecesOf) };
  }
  return {
    period: figures.period,
    title,
    compared: plainText(lines.compared),
    headline: lines.headline.map(piecesOf),
    offersTitle: plainText(lines.offersTitle),
    offers: lines.offers.map(piecesOf),
    movers: lines.movers.map(piecesOf),
    money: lines.money.map(piecesOf),
    ...(figures.chart && {
      chart: {
        points: chartPoints(figures.chart, speech, currency),
        axes: axesOf(figures.chart),
      },
    }),
  };
}

/** The card's rows by day as CSV: the file /report's "CSV by day" button sends. */
export function cardCsvAnswer(asker: Asker, { rows, currency }: CardRead) {
  const csv = cardCsv(rows.summary, asker.speech, currency, asker.deps.now());
  return { name: csv.name, body: csv.bytes.toString("utf8") };
}
