/** /connect and the Connect button: the API key, then the pair for claims (wizard `connect`); the pair alone later (`connect-client`). */

import { Composer } from "grammy";
import { onButton } from "../../core/callback-data.js";
import type { HandlerContext } from "../../core/context.js";
import { addClientButton, addClientForClaimButton, connectButton } from "../../core/doors.js";
import { privateCommand } from "../../core/guards.js";
import { enterWizard } from "../../wizard/enter.js";

const composer = new Composer<HandlerContext>();

privateCommand(composer, "connect", async (ctx) => {
  await enterWizard(ctx, "connect");
});

onButton(composer, connectButton, async (ctx) => {
  await ctx.answerCallbackQuery();
  await enterWizard(ctx, "connect");
});

/** "Add client id and secret" (under claims): the pair only, with the API key already stored. */
onButton(composer, addClientButton, async (ctx) => {
  await ctx.answerCallbackQuery();
  await enterWizard(ctx, "connect", "client-only");
});

/** The same from /claim: the claim wizard starts once the pair is added. */
onButton(composer, addClientForClaimButton, async (ctx) => {
  await ctx.answerCallbackQuery();
  await enterWizard(ctx, "connect", "client-only", "claim");
});

export { composer };
