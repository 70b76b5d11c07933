import { InlineKeyboard } from "grammy";
import { callbackKind } from "../core/callback-data.js";
import type { BotContext } from "../core/context.js";

/** Under a wizard's question: the one way out that needs no typing. */
export const skipButton = callbackKind("wizard-skip", {});

export function skipKeyboard(ctx: BotContext): InlineKeyboard {
  return new InlineKeyboard().text(ctx.t("button-skip"), skipButton.pack({}));
}
