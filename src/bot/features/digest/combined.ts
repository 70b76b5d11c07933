/**
 * One digest for all of a publisher's accounts (their choice in /digest): a line per account with
 * its own figures in its own currency, then the totals, summed only within one currency (dollars
 * and euros are never added up: each currency gets its own total).
 */
import { accountTag } from "../../accounts/label.js";
import { dayText } from "../../format/dates.js";
import { formatCents, formatMoney } from "../../format/money.js";
import { change, count } from "../../format/numbers.js";
import { counted, earned } from "../../reports/totals.js";
import type { Speech } from "../../speech/speech.js";
import type { DigestData } from "./gather.js";

export interface AccountDigest {
  account: { no: number; label: string };
  data: DigestData;
}

/** `now` is when it is made: a day of another year is written with its year. */
export function combinedDigestText(
  parts: readonly AccountDigest[],
  speech: Speech,
  now: Date,
): string {
  const { t, lang } = speech;
  const day = parts[0]?.data.day ?? "";
  const lines = [t("digest-all-title", { day: dayText(day, lang, now) })];
  const commission = new Map<string, number>();
  const balance = new Map<string, number>();
  for (const { account, data } of parts) {
    const currency = data.balance?.currency ?? "";
    const reported = data.yesterday;
    const was = data.dayBefore;
    add(commission, currency, earned(reported));
    if (data.balance) add(balance, currency, Math.round(data.balance.available * 100));
    lines.push(
      "",
      accountTag(t, account),
      t("digest-all-row", {
        commission: `<b>${formatCents(earned(reported), currency, lang)}</b>`,
        change: change(earned(reported), earned(was), speech) || "=",
        clicks: count(reported.clicks, lang),
        conversions: count(counted(reported), lang),
      }),
    );
    if (data.balance)
      lines.push(
        t("digest-balance", {
          amount: formatMoney(data.balance.available, data.balance.currency, lang),
        }),
      );
  }
  lines.push(
    "",
    t("digest-all-total", { amounts: amounts(commission, speech) }),
    t("digest-all-balance", { amounts: amounts(balance, speech) }),
  );
  return lines.join("\n");
}

function add(sums: Map<string, number>, currency: string, cents: number): void {
  sums.set(currency, (sums.get(currency) ?? 0) + cents);
}

/** "$12.30 · €4.10": one amount per currency, largest first. */
function amounts(sums: ReadonlyMap<string, number>, speech: Speech): string {
  return [...sums]
    .sort((a, b) => b[1] - a[1])
    .map(([currency, cents]) => `<b>${formatCents(cents, currency, speech.lang)}</b>`)
    .join(" · ");
}
