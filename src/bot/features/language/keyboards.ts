import { InlineKeyboard } from "grammy";
import { LANGUAGES } from "../../../languages.js";
import type { Language } from "../../../storage/index.js";
import { callbackKind } from "../../core/callback-data.js";
import type { BotContext } from "../../core/context.js";

export const languageButton = callbackKind("language", { language: LANGUAGES }, { writes: true });
/** After the bot's language changed: the network account's language too (yes), or not (no). */
export const accountLanguageButton = callbackKind(
  "language-account",
  { language: LANGUAGES },
  { writes: true },
);
export const accountLanguageKeepButton = callbackKind("language-account-keep", {});

export function languageKeyboard(ctx: BotContext): InlineKeyboard {
  const keyboard = new InlineKeyboard();
  for (const language of LANGUAGES) {
    keyboard.text(ctx.t(`language-name-${language}`), languageButton.pack({ language }));
  }
  return keyboard;
}

export function accountLanguageKeyboard(ctx: BotContext, language: Language): InlineKeyboard {
  return new InlineKeyboard()
    .text(ctx.t("language-account-yes"), accountLanguageButton.pack({ language }))
    .text(ctx.t("language-account-no"), accountLanguageKeepButton.pack({}));
}

export type { Language };
