/**
 * A rotator's figures: the network counts a rotator's traffic under its subaccount, so this is
 * /stats' subaccount breakdown for its "30 days", the one row of the rotator's subaccount.
 */
import type { PublisherClient, Rotator } from "../../../publisher-api/index.js";
import { accountCurrency } from "../../core/account-currency.js";
import type { BotContext } from "../../core/context.js";
import { clipHtml } from "../../format/clip.js";
import { periodText } from "../../format/dates.js";
import { formatCents } from "../../format/money.js";
import { count } from "../../format/numbers.js";
import { learnedNetworkClock } from "../../reports/network-day.js";
import { presetPeriod } from "../../reports/period.js";
import { readBreakdown } from "../../reports/report.js";
import { rotatorName } from "./text.js";

export async function rotatorStatsText(
  ctx: BotContext,
  client: PublisherClient,
  r: Rotator,
): Promise<string> {
  const name = clipHtml(rotatorName(r), 48);
  const subaccount = r.subaccount.trim();
  if (!subaccount) return ctx.t("rotators-stats-no-subaccount", { name });
  const now = ctx.deps.now();
  // /stats' "30 days", from the one owner of periods: the same days, so the same figures.
  const clock = await learnedNetworkClock(client, () => ctx.deps.api.statisticsZone, now);
  const period = presetPeriod("30d", clock);
  const [rows, currency] = await Promise.all([
    readBreakdown(client, period, "subaccount"),
    accountCurrency(ctx.deps.storage, ctx.account.id, client),
  ]);
  const lang = ctx.speech.lang;
  const head = ctx.t("rotators-stats-title", {
    name,
    subaccount: clipHtml(subaccount, 64),
    period: periodText(period, lang, now),
  });
  const row = rows.find((x) => x.key === subaccount);
  if (!row) return `${head}\n\n${ctx.t("rotators-stats-nothing")}`;
  const t = row.totals;
  const money = (cents: number) => formatCents(cents, currency, lang);
  const lines = [
    ctx.t("rotators-stats-clicks", { clicks: count(t.clicks, lang) }),
    ctx.t("rotators-stats-actions", {
      leads: count(t.leadsOpen + t.leadsApproved + t.leadsCancelled, lang),
      sales: count(t.salesOpen + t.salesApproved + t.salesCancelled, lang),
    }),
    ctx.t("rotators-stats-commission", {
      open: money(t.commissionOpen),
      approved: money(t.commissionApproved),
    }),
  ];
  return `${head}\n\n${lines.join("\n")}`;
}
