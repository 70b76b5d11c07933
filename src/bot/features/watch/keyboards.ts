import { InlineKeyboard } from "grammy";
import { callbackKind } from "../../core/callback-data.js";
import type { BotContext } from "../../core/context.js";
import { CAMPAIGN_LEVELS } from "./campaign-levels.js";
import { watchLimitsButton } from "./limits/screen.js";
import { WATCH_RULES, type WatchSettings } from "./settings.js";

export const watchSwitchButton = callbackKind("watch-switch", { on: "int" }, { writes: true });
export const watchRuleButton = callbackKind(
  "watch-rule",
  { rule: WATCH_RULES, on: "int" },
  { writes: true },
);
export const watchBalanceButton = callbackKind("watch-balance", {});
export const watchRefreshButton = callbackKind("watch-refresh", {});
export const watchCampaignLevelButton = callbackKind(
  "watch-campaigns",
  { level: CAMPAIGN_LEVELS },
  { writes: true },
);

export function watchKeyboard(ctx: BotContext, settings: WatchSettings): InlineKeyboard {
  const keyboard = new InlineKeyboard().text(
    ctx.t(settings.on ? "watch-stop" : "watch-start"),
    watchSwitchButton.pack({ on: settings.on ? 0 : 1 }),
  );
  for (const rule of WATCH_RULES) {
    const on = settings.rules.includes(rule);
    const label = `${on ? "✅" : "▫️"} ${ctx.t(`watch-rule-${rule}`)}`;
    keyboard.row().text(label, watchRuleButton.pack({ rule, on: on ? 0 : 1 }));
  }
  // Which subaccount level is a campaign: one row, the chosen level ticked.
  keyboard.row();
  const chosen = settings.campaignLevel ?? "subaccount";
  CAMPAIGN_LEVELS.forEach((level, i) => {
    const label = ctx.t("watch-campaign-level-button", { level: i + 1 });
    keyboard.text(
      level === chosen ? `✅ ${label}` : label,
      watchCampaignLevelButton.pack({ level }),
    );
  });
  return keyboard
    .row()
    .text(ctx.t("watch-balance-button"), watchBalanceButton.pack({}))
    .text(ctx.t("watch-limits-button"), watchLimitsButton.pack({}))
    .row()
    .text(ctx.t("watch-refresh"), watchRefreshButton.pack({}));
}
