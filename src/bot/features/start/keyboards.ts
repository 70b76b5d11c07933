import type { InlineKeyboard } from "grammy";
import type { WizardContext } from "../../core/context.js";
import { accountOpenKeyboard } from "../../core/doors.js";

/** Under /start for a connected publisher: the menu of things that are not commands. */
export function startMenuKeyboard(ctx: WizardContext): InlineKeyboard {
  return accountOpenKeyboard(ctx);
}
