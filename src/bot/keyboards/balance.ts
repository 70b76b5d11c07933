import { InlineKeyboard } from "grammy";
import { callbackKind } from "../callback-data.js";
import type { WizardContext } from "../context.js";

export const balanceRefreshButton = callbackKind("bal-r", {});

export function balanceKeyboard(ctx: WizardContext): InlineKeyboard {
  return new InlineKeyboard().text(ctx.t("balance-refresh"), balanceRefreshButton.pack({}));
}
