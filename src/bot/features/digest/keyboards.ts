import { InlineKeyboard } from "grammy";
import type { InlineKeyboardButton } from "grammy/types";
import type { Config } from "../../../config.js";
import type { Language } from "../../../languages.js";
import { callbackKind } from "../../core/callback-data.js";
import { statsDayButton } from "../../core/doors.js";
import { dashboardButton } from "../../dashboard-door.js";
import { dateText } from "../../format/dates.js";
import { clockText } from "../../format/local-time.js";
import { dayNumber } from "../../reports/period.js";
import type { Speech } from "../../speech/speech.js";
import { wizardCancelButton } from "../../wizard/way-out.js";
import { type ZoneChoice, zoneLabel } from "./zones.js";

/** Keyboards need only the texts: a context, or the digest job's translator. */
type Texts = { t: (key: string) => string };

export const digestSettingsButton = callbackKind("digest-settings", {});
export const digestSwitchButton = callbackKind(
  "digest-switch",
  { on: ["on", "off"] },
  { writes: true },
);
export const digestTimeButton = callbackKind("digest-time", {});
export const digestZoneButton = callbackKind("digest-zone", {});
export const digestNowButton = callbackKind("digest-now", {});
/** A delivery time, minutes past midnight. */
export const digestAtButton = callbackKind("digest-at", { at: "int" }, { writes: true });
/** A time zone by its IANA name (at most ~32 characters, so it fits the 64 bytes). */
export const digestZonePick = callbackKind("digest-zone-pick", { zone: "str" }, { writes: true });
export const digestBackButton = callbackKind("digest-back", {});
/** With several accounts: one digest for all, or one per account. */
export const digestCombineButton = callbackKind(
  "digest-combine",
  { combined: ["all", "each"] },
  { writes: true },
);

/** Last week's report card on Mondays, at the digest's hour: on or off. */
export const digestWeeklyButton = callbackKind(
  "digest-weekly",
  { weekly: ["on", "off"] },
  { writes: true },
);

/** The hours most people read a morning or evening summary at. */
const COMMON_HOURS = [6, 7, 8, 9, 10, 12, 18, 21];

/** Back to the card, or out of the wizard altogether. */
const wayOut = (ctx: Texts) => [
  InlineKeyboard.text(ctx.t("digest-button-back"), digestBackButton.pack({})),
  InlineKeyboard.text(ctx.t("wizard-cancel"), wizardCancelButton.pack({})),
];

/** `combined`: undefined with one account (nothing to choose). */
export function digestSettingsKeyboard(
  ctx: Texts,
  { enabled, weekly }: { enabled: boolean; weekly?: boolean },
  combined?: boolean,
): InlineKeyboard {
  const keyboard = new InlineKeyboard()
    .text(
      ctx.t(enabled ? "digest-button-off" : "digest-button-on"),
      digestSwitchButton.pack({ on: enabled ? "off" : "on" }),
    )
    .row()
    .text(
      ctx.t(weekly ? "digest-button-weekly-off" : "digest-button-weekly-on"),
      digestWeeklyButton.pack({ weekly: weekly ? "off" : "on" }),
    )
    .row()
    .text(ctx.t("digest-button-time"), digestTimeButton.pack({}))
    .text(ctx.t("digest-button-zone"), digestZoneButton.pack({}))
    .row()
    .text(ctx.t("digest-button-now"), digestNowButton.pack({}));
  if (combined === undefined) return keyboard;
  return keyboard
    .row()
    .text(
      ctx.t(combined ? "digest-button-each" : "digest-button-all"),
      digestCombineButton.pack({ combined: combined ? "each" : "all" }),
    );
}

export function digestHoursKeyboard(ctx: Texts): InlineKeyboard {
  const hours = COMMON_HOURS.map((hour) =>
    InlineKeyboard.text(clockText(hour * 60), digestAtButton.pack({ at: hour * 60 })),
  );
  return InlineKeyboard.from([hours.slice(0, 4), hours.slice(4), wayOut(ctx)]);
}

/** Time zones to pick from (search results or suggestions) by city and offset, two a row. */
export function digestZonesKeyboard(
  ctx: Texts,
  choices: readonly ZoneChoice[],
  lang: Language,
  now: Date,
): InlineKeyboard {
  const buttons = choices.map(({ zone, city }) =>
    InlineKeyboard.text(zoneLabel(zone, lang, now, city), digestZonePick.pack({ zone })),
  );
  const rows: InlineKeyboardButton[][] = [];
  for (let i = 0; i < buttons.length; i += 2) rows.push(buttons.slice(i, i + 2));
  return InlineKeyboard.from([...rows, wayOut(ctx)]);
}

/**
 * Under a digest: the day it is about in detail (that day, named, whatever "yesterday" is by the
 * time it is pressed, of the digest's account: `account` its number, 0 the active one), the
 * settings, and the dashboard (with PUBLIC_URL).
 */
export function digestMessageKeyboard(
  speech: Pick<Speech, "t" | "lang">,
  config: Pick<Config, "publicUrl">,
  day: string,
  now: Date,
  account: number,
): InlineKeyboard {
  const keyboard = new InlineKeyboard()
    .text(
      speech.t("digest-button-stats", { day: dateText(day, speech.lang, now) }),
      statsDayButton.pack({ day: dayNumber(day), account }),
    )
    .text(speech.t("digest-button-settings"), digestSettingsButton.pack({}));
  const dashboard = dashboardButton(speech.t, config);
  return dashboard ? keyboard.row().add(dashboard) : keyboard;
}
