/**
 * A summary's figures as the publisher reads them: each value written in their language (money
 * with its currency) beside its change against the period it is compared with, like with like.
 * /stats sets them into its caption; the dashboard shows them as cards.
 */
import { formatCents } from "../format/money.js";
import { change, count, NO_CHANGE, percent } from "../format/numbers.js";
import type { Speech } from "../speech/speech.js";
import type { Summary } from "./report.js";
import { leads, ratesOf, sales, TOTAL_FIELDS, type Totals } from "./totals.js";

export interface Figure {
  value: string;
  /** "+12%", "−3%", "=", "—" (cannot be compared honestly), "" (nothing to compare) */
  change: string;
}

export type FigureName = keyof Totals | "leads" | "sales" | "cr" | "epc" | "ar";

const MONEY = new Set<string>(["commissionOpen", "commissionApproved", "commissionCancelled"]);

/**
 * `currency` is the account's (statistics name none). Changes compare the closed days only
 * (`compared` against `before`); none while the period is the network's running day alone, nor
 * where the earlier period is outside what the network keeps (the line above the figures says
 * so once: a dash after every figure would only repeat it).
 */
export function summaryFigures(
  summary: Summary,
  speech: Speech,
  currency: string,
): Record<FigureName, Figure> {
  const { lang } = speech;
  const { current: shown, compared: is, before: was } = summary;
  const kind = summary.comparison.kind;
  const delta = (
    value: number | undefined,
    compared: number | undefined,
    before: number | undefined,
    how: "relative" | "points" = "relative",
  ) => {
    if (kind === "so-far" || kind === "outside") return "";
    if (!was) return value ? NO_CHANGE : "";
    return change(compared, before, speech, how);
  };
  const figures = {} as Record<FigureName, Figure>;
  for (const field of TOTAL_FIELDS) {
    const value = MONEY.has(field)
      ? formatCents(shown[field], currency, lang)
      : count(shown[field], lang);
    figures[field] = { value, change: delta(shown[field], is?.[field], was?.[field]) };
  }
  figures.leads = { value: count(leads(shown), lang), change: "" };
  figures.sales = { value: count(sales(shown), lang), change: "" };
  const rateNow = ratesOf(shown);
  const rateIs = is ? ratesOf(is) : undefined;
  const rateWas = was ? ratesOf(was) : undefined;
  for (const field of ["cr", "ar"] as const) {
    const value = rateNow[field];
    figures[field] =
      value === undefined
        ? { value: "—", change: "" }
        : {
            value: percent(value, lang),
            change: delta(value, rateIs?.[field], rateWas?.[field], "points"),
          };
  }
  figures.epc =
    rateNow.epc === undefined
      ? { value: "—", change: "" }
      : {
          value: formatCents(rateNow.epc, currency, lang),
          change: delta(rateNow.epc, rateIs?.epc, rateWas?.epc),
        };
  return figures;
}
