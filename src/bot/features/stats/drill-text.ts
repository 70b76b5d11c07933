/**
 * A drilled level in words: its title names the rows opened on the way down (offer names, dates in
 * the publisher's language, countries by the network's names), then one page of its rows as a
 * breakdown page prints them; and its keyboard: a button per row that opens further, paging, the
 * level's other breakdowns, and ⬅ one level up.
 */
import { InlineKeyboard } from "grammy";
import type { InlineKeyboardButton } from "grammy/types";
import { chunk } from "../../core/chunk.js";
import { clip } from "../../format/clip.js";
import { clockAt, dateText, periodText } from "../../format/dates.js";
import { escapeHtml } from "../../format/html.js";
import { formatCents } from "../../format/money.js";
import { networkWords } from "../../format/names.js";
import { count } from "../../format/numbers.js";
import { type RowsView, rowName } from "../../reports/csv.js";
import type { DrillKind, DrillStep } from "../../reports/drill.js";
import { type NetworkClock, networkDayStart } from "../../reports/network-day.js";
import type { Period } from "../../reports/period.js";
import { type Row, UNLISTED_ROWS } from "../../reports/report.js";
import { cancelled, counted, earned } from "../../reports/totals.js";
import type { Speech } from "../../speech/speech.js";
import { pageCount, ROWS_PER_PAGE } from "./text.js";

/** A row's name as the publisher reads it (plain text: a button's label, or escaped for a text). */
export function drillRowName(
  row: Row,
  kind: DrillKind,
  speech: Speech,
  view: RowsView & { clock: NetworkClock; day: string },
): string {
  if (kind === "hour") {
    const start = networkDayStart(view.day, view.clock).getTime();
    return clockAt(new Date(start + Number(row.key) * 3_600_000), speech.zone);
  }
  if (row.key === UNLISTED_ROWS && kind === "offer") return speech.t("stats-drill-unlisted-offers");
  return rowName(row, kind, speech, view);
}

/** A step of the path in the title: names escaped, a country in the network's own words. */
function stepText(step: DrillStep, speech: Speech, view: LevelView): string {
  const kind = step.kind;
  if (kind === "day") return dateText(step.key, speech.lang, view.now);
  if (kind === "country" && step.label !== "") return networkWords(step.label);
  if (kind === "hour") return escapeHtml(drillRowName(step, kind, speech, view));
  return escapeHtml(rowName(step, kind, speech, view));
}

export interface LevelView extends RowsView {
  path: readonly DrillStep[];
  kind: DrillKind;
  clock: NetworkClock;
  /** the day the level's hours are of (a day opened, or a one-day period) */
  day: string;
}

/** «Offer X · 3 Dec · by hour», with the period when no day was opened. */
export function levelTitle(view: LevelView, speech: Speech): string {
  const { t, lang } = speech;
  const path = view.path.map((step) => stepText(step, speech, view)).join(" · ");
  const kind = t(`stats-drill-by-${view.kind}`);
  return view.path.some((s) => s.kind === "day")
    ? t("stats-drill-title-day", { path, kind })
    : t("stats-drill-title", { path, kind, period: periodText(view.period, lang, view.now) });
}

/** Whose clock the hours are on (the publisher's, or UTC until they choose), and when the day began. */
function hoursClock(view: LevelView, speech: Speech): string {
  const began = clockAt(networkDayStart(view.day, view.clock), speech.zone);
  const day = dateText(view.day, speech.lang, view.now);
  const key = speech.zoneChosen ? "stats-drill-hours-yours" : "stats-drill-hours-utc";
  return speech.t(key, { day, began });
}

/** One page of a level, as a breakdown page prints its rows. */
export function levelText(
  rows: readonly Row[],
  view: LevelView,
  page: number,
  speech: Speech,
  currency: string,
): string {
  const { t, lang } = speech;
  const head = [levelTitle(view, speech)];
  const { running, period } = view;
  if (running !== undefined && period.to >= running) {
    head.push(`<i>${t("stats-breakdown-so-far", { day: dateText(running, lang, view.now) })}</i>`);
  }
  if (view.kind === "hour") head.push(`<i>${hoursClock(view, speech)}</i>`);
  if (rows.length === 0) return [...head, "", t("stats-breakdown-empty")].join("\n");
  const pages = { page: page + 1, pages: pageCount(rows), rows: rows.length };
  const paging =
    view.kind === "day"
      ? "stats-breakdown-page-days"
      : view.kind === "hour"
        ? "stats-drill-page-hours"
        : "stats-breakdown-page";
  head.push(t(paging, pages), `<i>${t("stats-breakdown-counted")}</i>`);
  const first = page * ROWS_PER_PAGE;
  const lines = rows.slice(first, first + ROWS_PER_PAGE).map((row, i) =>
    t("stats-breakdown-row", {
      rank: first + i + 1,
      label: escapeHtml(drillRowName(row, view.kind, speech, view)),
      clicks: count(row.totals.clicks, lang),
      conversions: count(counted(row.totals), lang),
      commission: formatCents(earned(row.totals), currency, lang),
      cancelled: count(cancelled(row.totals), lang),
    }),
  );
  return [...head, "", ...lines].join("\n");
}

/** What a level's keyboard is made of: the buttons' data, made by the feature's callback kinds. */
export interface LevelButtons {
  /** row `index` of the level, or undefined when that row opens nothing further */
  open: (index: number) => string | undefined;
  page: (page: number) => string;
  by: (kind: DrillKind) => string;
  back: string;
}

/** Longest label of a row's button: two fit side by side. */
const LABEL_LIMIT = 28;

/** A page's rows as buttons (two a line), for the rows that open further. */
export function rowButtons(
  rows: readonly Row[],
  page: number,
  name: (row: Row) => string,
  open: (index: number) => string | undefined,
): InlineKeyboardButton[][] {
  const first = page * ROWS_PER_PAGE;
  const buttons = rows.slice(first, first + ROWS_PER_PAGE).flatMap((row, i) => {
    const data = open(first + i);
    return data
      ? [InlineKeyboard.text(clip(`${first + i + 1}. ${name(row)}`, LABEL_LIMIT), data)]
      : [];
  });
  return chunk(buttons, 2);
}

export function levelKeyboard(
  t: (key: string) => string,
  rows: readonly Row[],
  view: { page: number; kind: DrillKind; kinds: readonly DrillKind[] },
  name: (row: Row) => string,
  buttons: LevelButtons,
): InlineKeyboard {
  const { page, kind, kinds } = view;
  const pages = pageCount(rows);
  const paging: InlineKeyboardButton[] = [];
  if (page > 0) paging.push(InlineKeyboard.text(t("stats-page-previous"), buttons.page(page - 1)));
  if (page < pages - 1)
    paging.push(InlineKeyboard.text(t("stats-page-next"), buttons.page(page + 1)));
  const others = kinds
    .filter((k) => k !== kind)
    .map((k) => InlineKeyboard.text(t(`stats-by-${k}`), buttons.by(k)));
  return InlineKeyboard.from([
    ...rowButtons(rows, page, name, buttons.open),
    ...(paging.length > 0 ? [paging] : []),
    ...(others.length > 0 ? [others] : []),
    [InlineKeyboard.text(t("stats-drill-back"), buttons.back)],
  ]);
}

/** The days a level's chart is of: the day opened, else the period. */
export const levelRange = (period: Period, path: readonly DrillStep[]): Period => {
  const day = path.find((s) => s.kind === "day")?.key;
  return day ? { from: day, to: day } : period;
};
