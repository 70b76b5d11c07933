/** /start and /help; the account button under them opens the account feature. */

import { Composer } from "grammy";
import type { HandlerContext } from "../../core/context.js";
import { accountOpenKeyboard, connectKeyboard } from "../../core/doors.js";
import { privateCommand } from "../../core/guards.js";
import { publisherOf } from "../../core/publisher.js";
import { help } from "./help.js";

const composer = new Composer<HandlerContext>();
composer.use(help);

privateCommand(composer, "start", async (ctx) => {
  // The inline mode's "connect" button opens the bot with this start parameter.
  if (ctx.match === "connect") {
    await ctx.conversation.exitAll();
    await ctx.conversation.enter("connect");
    return;
  }
  const connected = (await publisherOf(ctx)) !== undefined;
  if (connected) {
    await ctx.reply(`${ctx.t("start-intro")}\n\n${ctx.t("start-connected")}`, {
      reply_markup: accountOpenKeyboard(ctx),
    });
  } else await ctx.reply(ctx.t("start-intro"), { reply_markup: connectKeyboard(ctx) });
});

export { composer };
