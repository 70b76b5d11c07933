import { InlineKeyboard } from "grammy";
import { callbackKind } from "../../core/callback-data.js";
import type { BotContext } from "../../core/context.js";
import { oncePerLanguage } from "../../speech/per-language.js";

export const disconnectButton = callbackKind(
  "disconnect",
  { confirmed: ["yes", "no"] },
  { writes: true },
);

/** Yes and No under the question: the same for every publisher of a language. */
export const disconnectKeyboard = oncePerLanguage(
  (ctx: BotContext): InlineKeyboard =>
    new InlineKeyboard()
      .text(ctx.t("disconnect-yes"), disconnectButton.pack({ confirmed: "yes" }))
      .text(ctx.t("disconnect-no"), disconnectButton.pack({ confirmed: "no" })),
);
