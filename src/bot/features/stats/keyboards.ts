import { InlineKeyboard } from "grammy";
import type { InlineKeyboardButton } from "grammy/types";
import type { Config } from "../../../config.js";
import { callbackKind } from "../../core/callback-data.js";
import { chunk } from "../../core/chunk.js";
import { reportCardButton, statsPresetButton } from "../../core/doors.js";
import { dashboardButton } from "../../dashboard-door.js";
import { type Period, PRESETS, periodNumbers } from "../../reports/period.js";
import { BREAKDOWNS, type Breakdown } from "../../reports/report.js";

/** Keyboards need only the texts: a context, or the digest job's translator. */
type Texts = { t: (key: string) => string };

/** What a summary or a page is of: its days, and the number of the account it shows. */
export interface ShownPeriod {
  period: Period;
  account: number;
}

/**
 * A breakdown page of a fixed period (days as yyyymmdd numbers), so pages stay consistent, of the
 * account the summary is of (its number in the publisher's list), whichever is active when pressed.
 */
export const statsBreakdownButton = callbackKind("stats-breakdown", {
  from: "int",
  to: "int",
  kind: BREAKDOWNS,
  page: "int",
  account: "account",
});
export const statsCsvButton = callbackKind("stats-csv", {
  from: "int",
  to: "int",
  kind: BREAKDOWNS,
  account: "account",
});
/** "Other period": the picker again. */
export const statsPeriodsButton = callbackKind("stats-periods", {});

export function periodKeyboard(ctx: Texts): InlineKeyboard {
  return InlineKeyboard.from(
    chunk(
      PRESETS.map((preset) =>
        InlineKeyboard.text(ctx.t(`stats-preset-${preset}`), statsPresetButton.pack({ preset })),
      ),
      2,
    ),
  );
}

/** A button's days and account. */
const range = ({ period, account }: ShownPeriod) => ({ ...periodNumbers(period), account });

function breakdownButtons(ctx: Texts, shown: ShownPeriod, kinds: readonly Breakdown[]) {
  return kinds.map((kind) =>
    InlineKeyboard.text(
      ctx.t(`stats-by-${kind}`),
      statsBreakdownButton.pack({ ...range(shown), kind, page: 0 }),
    ),
  );
}

const otherPeriod = (ctx: Texts) =>
  InlineKeyboard.text(ctx.t("stats-other-period"), statsPeriodsButton.pack({}));

/**
 * Under the summary: one button per breakdown, the report card of its days, another period, and
 * the dashboard (with PUBLIC_URL).
 */
export function summaryKeyboard(ctx: Texts, shown: ShownPeriod, config: Config): InlineKeyboard {
  const dashboard = dashboardButton(ctx.t, config);
  const card = InlineKeyboard.text(ctx.t("report-open"), reportCardButton.pack(range(shown)));
  return InlineKeyboard.from([
    ...chunk(breakdownButtons(ctx, shown, BREAKDOWNS), 2),
    [card, otherPeriod(ctx)],
    ...(dashboard ? [[dashboard]] : []),
  ]);
}

/** Under a breakdown page: paging, CSV, the other breakdowns (edited in place), another period. */
export function breakdownKeyboard(
  ctx: Texts,
  shown: ShownPeriod,
  kind: Breakdown,
  page: number,
  pages: number,
): InlineKeyboard {
  const at = (p: number) => statsBreakdownButton.pack({ ...range(shown), kind, page: p });
  const paging: InlineKeyboardButton[] = [];
  if (page > 0) paging.push(InlineKeyboard.text(ctx.t("stats-page-previous"), at(page - 1)));
  if (page < pages - 1) paging.push(InlineKeyboard.text(ctx.t("stats-page-next"), at(page + 1)));
  const csv = InlineKeyboard.text(
    ctx.t("stats-csv"),
    statsCsvButton.pack({ ...range(shown), kind }),
  );
  const others = BREAKDOWNS.filter((other) => other !== kind);
  return InlineKeyboard.from([
    ...(paging.length > 0 ? [paging] : []),
    [csv],
    ...chunk(breakdownButtons(ctx, shown, others), 2),
    [otherPeriod(ctx)],
  ]);
}
