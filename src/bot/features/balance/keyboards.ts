import { InlineKeyboard } from "grammy";
import { callbackKind } from "../../core/callback-data.js";
import type { BotContext } from "../../core/context.js";

export const balanceRefreshButton = callbackKind("bal-r", {});

export function balanceKeyboard(ctx: BotContext): InlineKeyboard {
  return new InlineKeyboard().text(ctx.t("balance-refresh"), balanceRefreshButton.pack({}));
}
