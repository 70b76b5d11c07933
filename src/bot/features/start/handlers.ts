/** /start and /help; the main menu under them leads to every feature. */

import { Composer } from "grammy";
import type { HandlerContext } from "../../core/context.js";
import { connectKeyboard } from "../../core/doors.js";
import { privateCommand } from "../../core/guards.js";
import { mainMenuKeyboard } from "../../core/main-menu.js";
import { publisherOf } from "../../core/publisher.js";
import { enterWizard } from "../../wizard/enter.js";
import { helpCommand } from "./help.js";
import { menuButtons } from "./menu.js";

const composer = new Composer<HandlerContext>();
helpCommand(composer);
menuButtons(composer);

privateCommand(composer, "start", async (ctx, words) => {
  // The inline mode's "connect" button opens the bot with this start parameter.
  if (words === "connect") {
    await enterWizard(ctx, "connect");
    return;
  }
  const connected = (await publisherOf(ctx)) !== undefined;
  if (connected) {
    await ctx.reply(`${ctx.t("start-intro")}\n\n${ctx.t("start-connected")}`, {
      reply_markup: mainMenuKeyboard(ctx),
    });
  } else await ctx.reply(ctx.t("start-intro"), { reply_markup: connectKeyboard(ctx) });
});

export { composer };
