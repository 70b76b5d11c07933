import { InlineKeyboard } from "grammy";
import { callbackKind } from "./callback-data.js";
import type { WizardContext } from "./context.js";

export const connectButton = callbackKind("connect", {});

export function connectKeyboard(ctx: WizardContext): InlineKeyboard {
  return new InlineKeyboard().text(ctx.t("button-connect"), connectButton.pack({}));
}

/** Under a wizard's question: the one way out that needs no typing. */
export const skipButton = callbackKind("skip", {});

export function skipKeyboard(ctx: WizardContext): InlineKeyboard {
  return new InlineKeyboard().text(ctx.t("button-skip"), skipButton.pack({}));
}
