import type { HandlerContext } from "../core/context.js";

/**
 * Opens a wizard from a handler. The same wizard already waiting (its button pressed twice, or
 * again while its question is on screen) is left to wait, the press answered quietly, instead of
 * being entered twice; another wizard waiting is replaced, as a command that opens a wizard
 * replaces it (pause.ts).
 */
export async function enterWizard(
  ctx: HandlerContext,
  name: string,
  ...args: unknown[]
): Promise<void> {
  if (ctx.conversation.active(name) > 0) {
    if (ctx.callbackQuery) await ctx.answerCallbackQuery();
    return;
  }
  if (Object.keys(ctx.conversation.active()).length > 0) await ctx.conversation.exitAll();
  await ctx.deps.wizards.enter(ctx, name, args);
}
