import { addDays } from "../../format/local-time.js";
import { dayFromNumber, MAX_DAYS, type Period } from "../../reports/period.js";

/** The period a button carries (days as yyyymmdd), if it is one the bot could have made. */
export function periodOf(values: { from: number; to: number }): Period | undefined {
  const from = dayFromNumber(values.from);
  const to = dayFromNumber(values.to);
  if (!from || !to || from > to || addDays(from, MAX_DAYS) <= to) return undefined;
  return { from, to };
}
