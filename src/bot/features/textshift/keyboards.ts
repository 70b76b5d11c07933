import { InlineKeyboard } from "grammy";
import { callbackKind } from "../../core/callback-data.js";
import type { BotContext } from "../../core/context.js";
import { type Settings, TYPED_FIELDS } from "./values.js";

export const MODES = ["links", "text", "clickunder"] as const;
/** A mode set to `to` (not flipped: a second press changes nothing). */
export const textShiftMode = callbackKind(
  "textshift-mode",
  { mode: MODES, to: ["on", "off"] },
  { writes: true },
);
export const textShiftTarget = callbackKind(
  "textshift-target",
  { to: ["current", "blank"] },
  { writes: true },
);
export const textShiftCuTarget = callbackKind(
  "textshift-cu-target",
  { to: ["2", "3"] },
  { writes: true },
);
/** Asks for one value (typed, or picked where the spec lists the values). */
export const textShiftAsk = callbackKind("textshift-ask", { field: TYPED_FIELDS });
/** A scheme value picked under its question (its wizard's own); checked against the spec's set. */
export const textShiftScheme = callbackKind(
  "textshift-scheme",
  {
    field: ["clickunder_scheme_first", "clickunder_scheme_second", "clickunder_scheme_third"],
    value: "int",
  },
  { writes: true },
);

export function textShiftKeyboard(ctx: BotContext, s: Settings): InlineKeyboard {
  const keyboard = new InlineKeyboard();
  for (const mode of MODES) {
    const on = Boolean(s[mode]);
    keyboard.text(
      ctx.t(`textshift-switch-${mode}`, { state: ctx.t(on ? "textshift-on" : "textshift-off") }),
      textShiftMode.pack({ mode, to: on ? "off" : "on" }),
    );
  }
  const ask = (field: (typeof TYPED_FIELDS)[number]) => textShiftAsk.pack({ field });
  const target = s.text_target === "blank" ? "current" : "blank";
  const cuTarget = s.clickunder_target === 2 ? "3" : "2";
  return keyboard
    .row()
    .text(ctx.t("textshift-ask-links-timeout"), ask("links_timeout"))
    .text(ctx.t("textshift-ask-links-sites"), ask("links_excluded_sites"))
    .row()
    .text(ctx.t(`textshift-set-target-${target}`), textShiftTarget.pack({ to: target }))
    .text(ctx.t("textshift-ask-text-sites"), ask("text_excluded_sites"))
    .row()
    .text(ctx.t("textshift-ask-cu-timeout"), ask("clickunder_timeout"))
    .text(ctx.t("textshift-ask-cu-sites"), ask("clickunder_excluded_sites"))
    .row()
    .text(ctx.t("textshift-ask-scheme", { n: 1 }), ask("clickunder_scheme_first"))
    .text(ctx.t("textshift-ask-scheme", { n: 2 }), ask("clickunder_scheme_second"))
    .text(ctx.t("textshift-ask-scheme", { n: 3 }), ask("clickunder_scheme_third"))
    .row()
    .text(
      ctx.t("textshift-set-cu-target", {
        value: ctx.t("textshift-cu-target-value", { value: Number(cuTarget) }),
      }),
      textShiftCuTarget.pack({ to: cuTarget }),
    )
    .row()
    .text(ctx.t("textshift-ask-name"), ask("name"))
    .text(ctx.t("textshift-ask-subaccounts"), ask("subaccounts"));
}
