import type { HandlerContext } from "../core/context.js";
import { setAside, shelvedWizards, takeDown } from "./shelf.js";

/**
 * Opens a wizard from a handler. The same wizard already waiting (its button pressed twice, or
 * again while its question is on screen) is left to wait, the press answered quietly, instead of
 * being entered twice; the same wizard set aside starts over. Another wizard waiting is set aside
 * with its answers (shelf.ts), to be resumed with its "Back to the wizard" (pause.ts).
 */
export async function enterWizard(
  ctx: HandlerContext,
  name: string,
  ...args: unknown[]
): Promise<void> {
  if (ctx.conversation.active(name) > 0) {
    if (!(await shelvedWizards(ctx)).includes(name)) {
      if (ctx.callbackQuery) await ctx.answerCallbackQuery();
      return;
    }
    await ctx.conversation.exit(name);
    await takeDown(ctx, name);
  }
  await setAside(ctx, name);
  await ctx.deps.wizards.enter(ctx, name, args);
}
