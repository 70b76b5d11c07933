/** /balance and its Refresh button (`bal-r`). */

import { Composer } from "grammy";
import { onButton } from "../../core/callback-data.js";
import type { HandlerContext } from "../../core/context.js";
import { editInPlace } from "../../core/edit-in-place.js";
import type { Feature } from "../../core/feature.js";
import { requirePublisher } from "../../core/publisher.js";
import { balanceKeyboard, balanceRefreshButton } from "./keyboards.js";
import { balanceText } from "./text.js";

const composer = new Composer<HandlerContext>();
const feature = composer.chatType("private");

feature.command("balance", async (ctx) => {
  const text = await currentBalance(ctx);
  if (text) await ctx.reply(text, { reply_markup: balanceKeyboard(ctx) });
});

onButton(composer, balanceRefreshButton, async (ctx) => {
  const text = await currentBalance(ctx);
  if (!text) return;
  const changed = await editInPlace(ctx, text, balanceKeyboard(ctx));
  await ctx.answerCallbackQuery(changed ? {} : { text: ctx.t("balance-up-to-date") });
});

/** The balance as the API reports it now, or undefined when the publisher is not connected. */
async function currentBalance(ctx: HandlerContext): Promise<string | undefined> {
  const client = await requirePublisher(ctx);
  if (!client) return undefined;
  const info = await client.account.balance();
  return balanceText(ctx, info, ctx.speech.lang);
}

export const balance: Feature = {
  name: "balance",
  commands: ["balance"],
  composer,
};
