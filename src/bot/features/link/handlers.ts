/** /link and Make link (`mklink`): a tracking link for an offer (wizard `link`). */

import { Composer } from "grammy";
import { onButton } from "../../core/callback-data.js";
import type { HandlerContext } from "../../core/context.js";
import { makeLinkButton } from "../../core/doors.js";
import { privateCommand } from "../../core/guards.js";
import { enterWizard } from "../../wizard/enter.js";

const composer = new Composer<HandlerContext>();

/** `/link` asks for the offer; `/link 1234` starts with that offer id. */
privateCommand(composer, "link", async (ctx, words) => {
  const id = /^\d{1,12}$/.test(words.trim()) ? Number(words.trim()) : undefined;
  await enterWizard(ctx, "link", id);
});

/** "Make link" on an offer card or a recent offer, also on a message of a finished wizard. */
onButton(composer, makeLinkButton, async (ctx, { id }) => {
  await ctx.answerCallbackQuery();
  await enterWizard(ctx, "link", id);
});

export { composer };
