import { InlineKeyboard } from "grammy";
import { callbackKind } from "../../core/callback-data.js";
import type { BotContext } from "../../core/context.js";

export const balanceRefreshButton = callbackKind("balance-refresh", {});

export function balanceKeyboard(ctx: BotContext): InlineKeyboard {
  return new InlineKeyboard().text(ctx.t("balance-refresh"), balanceRefreshButton.pack({}));
}
