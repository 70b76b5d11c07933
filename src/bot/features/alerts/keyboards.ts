import { InlineKeyboard } from "grammy";
import { callbackKind } from "../../core/callback-data.js";
import type { BotContext } from "../../core/context.js";
import { ALERT_STATUSES, type AlertCard, type QuietHours } from "./settings.js";
import { minimumText, quietText } from "./text.js";

/** On for all offers (`all` 1) or for the offers chosen before (0). */
export const alertsOnButton = callbackKind("alerts-on", { all: "int" }, { writes: true });
export const alertsOffButton = callbackKind("alerts-off", {}, { writes: true });
export const alertsOffersButton = callbackKind("alerts-offers", {});
/** Hears about a status, or stops (`on` 1/0): a second press of an old button changes nothing. */
export const alertsStatusButton = callbackKind(
  "alerts-status",
  {
    status: ALERT_STATUSES,
    on: "int",
  },
  { writes: true },
);
/** Sets the minimum payout to `v`. */
export const alertsMinButton = callbackKind("alerts-minimum", { value: "int" }, { writes: true });
/** Sets quiet hours to preset `i` (0 = none). */
export const alertsQuietButton = callbackKind("alerts-quiet", { preset: "int" }, { writes: true });

export const MIN_PAYOUTS = [0, 1, 5, 10, 50] as const;
export const QUIET_PRESETS: readonly (QuietHours | undefined)[] = [
  undefined,
  { from: 22 * 60, to: 8 * 60 },
  { from: 23 * 60, to: 7 * 60 },
  { from: 0, to: 9 * 60 },
];

const same = (a: QuietHours | undefined, b: QuietHours | undefined) =>
  a?.from === b?.from && a?.to === b?.to;

export function alertsKeyboard(
  ctx: BotContext,
  settings: AlertCard,
  currency: string,
): InlineKeyboard {
  const keyboard = new InlineKeyboard();
  if (settings.on) {
    keyboard.text(ctx.t("alerts-switch-off"), alertsOffButton.pack({}));
  } else {
    keyboard.text(ctx.t("alerts-switch-on-all"), alertsOnButton.pack({ all: 1 }));
    if (!settings.offers.includes(0))
      keyboard.text(ctx.t("alerts-switch-on-chosen"), alertsOnButton.pack({ all: 0 }));
  }
  keyboard.row().text(ctx.t("alerts-choose-offers"), alertsOffersButton.pack({}));
  if (settings.on && !settings.offers.includes(0))
    keyboard.text(ctx.t("alerts-all-offers"), alertsOnButton.pack({ all: 1 }));
  keyboard.row();
  for (const s of ALERT_STATUSES) {
    const on = settings.statuses.includes(s);
    const label = `${on ? "✅" : "▫️"} ${ctx.t(`alerts-status-${s}`)}`;
    keyboard.text(label, alertsStatusButton.pack({ status: s, on: on ? 0 : 1 }));
  }
  const nextMin =
    MIN_PAYOUTS[(MIN_PAYOUTS.indexOf(settings.minPayout as never) + 1) % MIN_PAYOUTS.length] ?? 0;
  const quietIndex = QUIET_PRESETS.findIndex((preset) => same(preset, settings.quiet));
  const nextQuiet = (quietIndex + 1) % QUIET_PRESETS.length;
  keyboard
    .row()
    .text(
      ctx.t("alerts-min-button", { value: minimumText(ctx, nextMin, currency) }),
      alertsMinButton.pack({ value: nextMin }),
    )
    .row()
    .text(
      ctx.t("alerts-quiet-button", { value: quietText(ctx, QUIET_PRESETS[nextQuiet]) }),
      alertsQuietButton.pack({ preset: nextQuiet }),
    );
  return keyboard;
}
