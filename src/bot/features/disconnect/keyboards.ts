import { InlineKeyboard } from "grammy";
import { callbackKind } from "../../core/callback-data.js";
import type { BotContext } from "../../core/context.js";

export const disconnectButton = callbackKind("disconnect", { confirmed: ["yes", "no"] });

export function disconnectKeyboard(ctx: BotContext): InlineKeyboard {
  return new InlineKeyboard()
    .text(ctx.t("disconnect-yes"), disconnectButton.pack({ confirmed: "yes" }))
    .text(ctx.t("disconnect-no"), disconnectButton.pack({ confirmed: "no" }));
}
