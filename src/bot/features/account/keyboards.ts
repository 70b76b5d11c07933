import { InlineKeyboard } from "grammy";
import type { NotificationSetting } from "../../../publisher-api/index.js";
import { callbackKind } from "../../core/callback-data.js";
import type { BotContext } from "../../core/context.js";
import { alertsOpenButton } from "../../core/doors.js";
import { clip } from "../../format/clip.js";
import { isOn } from "./text.js";

/** Sets one notification subscription to `status`: a second press of an old button changes nothing. */
export const accountNotificationButton = callbackKind(
  "account-notification",
  {
    id: "int",
    status: "int",
  },
  { writes: true },
);
export const accountRefreshButton = callbackKind("account-refresh", {});

const LABEL_LIMIT = 40;

export function accountKeyboard(
  ctx: BotContext,
  settings: readonly NotificationSetting[],
): InlineKeyboard {
  const keyboard = new InlineKeyboard();
  for (const s of settings) {
    const name = clip(s.news_category_name, LABEL_LIMIT) || `#${s.news_category_id}`;
    const label = ctx.t(isOn(s) ? "account-notification-on" : "account-notification-off", { name });
    const status = isOn(s) ? 0 : 1;
    keyboard.text(label, accountNotificationButton.pack({ id: s.news_category_id, status })).row();
  }
  return keyboard
    .text(ctx.t("alerts-open"), alertsOpenButton.pack({}))
    .row()
    .text(ctx.t("account-refresh"), accountRefreshButton.pack({}));
}
