/** /balance and its Refresh button (`bal-r`). */

import { Composer } from "grammy";
import type { PublisherClient } from "../../../publisher-api/index.js";
import { keepAccountCurrency } from "../../core/account-currency.js";
import type { HandlerContext } from "../../core/context.js";
import { editInPlace } from "../../core/edit-in-place.js";
import { publisherButton, publisherCommand } from "../../core/guards.js";
import { balanceKeyboard, balanceRefreshButton } from "./keyboards.js";
import { balanceText } from "./text.js";

const composer = new Composer<HandlerContext>();

publisherCommand(composer, "balance", async (ctx, client) => {
  const text = await currentBalance(ctx, client);
  await ctx.reply(text, { reply_markup: balanceKeyboard(ctx) });
});

publisherButton(composer, balanceRefreshButton, async (ctx, _values, client) => {
  const text = await currentBalance(ctx, client);
  const changed = await editInPlace(ctx, text, balanceKeyboard(ctx));
  await ctx.answerCallbackQuery(changed ? {} : { text: ctx.t("balance-up-to-date") });
});

/** The balance as the API reports it now. */
async function currentBalance(ctx: HandlerContext, client: PublisherClient): Promise<string> {
  const info = await client.account.balance();
  await keepAccountCurrency(ctx.deps.storage, ctx.account.id, info.currency);
  return balanceText(ctx, info, ctx.speech.lang);
}

export { composer };
