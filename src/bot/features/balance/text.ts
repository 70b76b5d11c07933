import type { BalanceInfo } from "../../../publisher-api/index.js";
import type { BotContext } from "../../core/context.js";
import { escapeHtml } from "../../format/html.js";
import { formatMoney } from "../../format/money.js";
import { paymentScheduleText } from "../../payment-schedule/payment-schedule.js";

/** The balance, what can be withdrawn first, then how the rest is made up. */
export function balanceText(ctx: BotContext, info: BalanceInfo, locale: string): string {
  const money = (value: number) => formatMoney(value, info.currency, locale);
  const line = (id: string, value: string) => `${ctx.t(id)}: ${value}`;
  const schedule = paymentScheduleText(ctx.speech, info.payment_schedule) || "—";
  return [
    `<b>${ctx.t("balance-title")}</b>`,
    "",
    `${ctx.t("balance-available")}: <b>${money(info.available_balance)}</b>`,
    `<i>${ctx.t("balance-available-explained")}</i>`,
    "",
    line("balance-main", money(info.main_balance)),
    line("balance-hold-advertisers", money(info.commission_hold_adv)),
    line("balance-hold-network", money(info.commission_hold_city)),
    line("balance-on-payment", money(info.earnings_on_payment)),
    "",
    line("balance-currency", escapeHtml(info.currency.trim() || "—")),
    ctx.t("balance-hold-days", { days: info.hold_city }),
    line("balance-schedule", escapeHtml(schedule)),
  ].join("\n");
}
