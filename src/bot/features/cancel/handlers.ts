/** /cancel: leaves every open wizard (those set aside too); it sees updates before the wizards do. */

import { Composer } from "grammy";
import type { HandlerContext } from "../../core/context.js";
import { privateCommand } from "../../core/guards.js";
import { clearShelf } from "../../wizard/shelf.js";

const composer = new Composer<HandlerContext>();

/** Installed before the wizards, so /cancel reaches here even while one waits for an answer. */
privateCommand(composer, "cancel", async (ctx) => {
  const active = Object.keys(ctx.conversation.active()).length > 0;
  await ctx.conversation.exitAll();
  await clearShelf(ctx);
  await ctx.reply(ctx.t(active ? "cancel-done" : "cancel-nothing"), {
    reply_markup: { remove_keyboard: true },
  });
});

export { composer };
