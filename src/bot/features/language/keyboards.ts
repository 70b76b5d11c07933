import { InlineKeyboard } from "grammy";
import type { Language } from "../../../storage/index.js";
import { callbackKind } from "../../core/callback-data.js";
import type { BotContext } from "../../core/context.js";
import { LANGUAGES } from "../../core/i18n.js";

export const languageButton = callbackKind("lang", { language: LANGUAGES });

export function languageKeyboard(ctx: BotContext): InlineKeyboard {
  const keyboard = new InlineKeyboard();
  for (const language of LANGUAGES) {
    keyboard.text(ctx.t(`language-name-${language}`), languageButton.pack({ language }));
  }
  return keyboard;
}

export type { Language };
