import type { PublisherClient } from "../../publisher-api/index.js";
import { accountCurrency } from "../core/account-currency.js";
import type { BotContext } from "../core/context.js";
import type { MoneyStyle } from "./text.js";

/**
 * How the catalogue writes this publisher's money: their language, and the account's currency for
 * payouts that name none (offers, goals, EPC).
 */
export async function catalogMoney(ctx: BotContext, client: PublisherClient): Promise<MoneyStyle> {
  const currency = await accountCurrency(ctx.deps.storage, ctx.account.id, client);
  return { lang: ctx.speech.lang, currency };
}
