import { InlineKeyboard } from "grammy";
import { callbackKind } from "../../core/callback-data.js";
import { chunk } from "../../core/chunk.js";

/** The periods a report card is asked for by button: weeks and months, Monday first. */
export const CARD_PRESETS = ["this-week", "last-week", "month", "last-month"] as const;

/** A preset period, resolved against the network's "today" when pressed. */
export const reportPresetButton = callbackKind("report-preset", { preset: CARD_PRESETS });
/** "Other period": how to type one. */
export const reportOtherButton = callbackKind("report-other", {});

type Texts = { t: (key: string) => string };

export function pickerKeyboard(ctx: Texts): InlineKeyboard {
  const presets = CARD_PRESETS.map((preset) =>
    InlineKeyboard.text(ctx.t(`stats-preset-${preset}`), reportPresetButton.pack({ preset })),
  );
  return InlineKeyboard.from([
    ...chunk(presets, 2),
    [InlineKeyboard.text(ctx.t("report-other"), reportOtherButton.pack({}))],
  ]);
}
