/** /disconnect and its confirmation buttons (`disconnect`). */

import { Composer } from "grammy";
import { onButton } from "../../core/callback-data.js";
import type { HandlerContext } from "../../core/context.js";
import { editInPlace } from "../../core/edit-in-place.js";
import { privateCommand } from "../../core/guards.js";
import { disconnectButton, disconnectKeyboard } from "./keyboards.js";

const composer = new Composer<HandlerContext>();

privateCommand(composer, "disconnect", async (ctx) => {
  await ctx.reply(ctx.t("disconnect-confirm"), { reply_markup: disconnectKeyboard(ctx) });
});

onButton(composer, disconnectButton, async (ctx, { confirmed }) => {
  await ctx.answerCallbackQuery();
  if (confirmed === "no") {
    await editInPlace(ctx, ctx.t("disconnect-kept"));
    return;
  }
  await ctx.conversation.exitAll();
  await ctx.deps.storage.forgetUser(ctx.from.id);
  await editInPlace(ctx, ctx.t("disconnect-done"));
});

export { composer };
