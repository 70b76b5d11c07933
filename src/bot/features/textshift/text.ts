import type { BotContext } from "../../core/context.js";
import { clipHtml } from "../../format/clip.js";
import { momentText } from "../../format/dates.js";
import type { Kept } from "./kept.js";
import { type Settings, SUBACCOUNT_FIELDS } from "./values.js";

const onOff = (ctx: BotContext, on: boolean | undefined) =>
  ctx.t(on ? "textshift-on" : "textshift-off");

function sites(ctx: BotContext, value: string | undefined): string {
  return value ? clipHtml(value.split(",").join(", "), 300) : ctx.t("textshift-none");
}

function seconds(ctx: BotContext, value: number | undefined): string {
  return value === undefined ? ctx.t("textshift-unset") : ctx.t("textshift-seconds", { value });
}

const scheme = (v: number | undefined) => (v === undefined ? "—" : String(v));

/** The settings as last written, and a plain word that the network cannot show them back. */
export function textShiftText(ctx: BotContext, kept: Kept, notice?: string): string {
  const s: Settings = kept.settings;
  const written =
    kept.writtenAt && kept.id !== undefined
      ? ctx.t("textshift-kept", {
          when: momentText(new Date(kept.writtenAt), ctx.speech, ctx.deps.now()),
          id: String(kept.id),
        })
      : ctx.t("textshift-nothing-yet");
  const subaccounts = SUBACCOUNT_FIELDS.map((f) => s[f]).filter(Boolean) as string[];
  const lines = [
    `${ctx.t("textshift-links")}: ${onOff(ctx, s.links)}`,
    `  ${ctx.t("textshift-timeout")}: ${seconds(ctx, s.links_timeout)}`,
    `  ${ctx.t("textshift-excluded")}: ${sites(ctx, s.links_excluded_sites)}`,
    `${ctx.t("textshift-text")}: ${onOff(ctx, s.text)}`,
    `  ${ctx.t("textshift-target")}: ${ctx.t(`textshift-target-${s.text_target ?? "unset"}`)}`,
    `  ${ctx.t("textshift-excluded")}: ${sites(ctx, s.text_excluded_sites)}`,
    `${ctx.t("textshift-clickunder")}: ${onOff(ctx, s.clickunder)}`,
    `  ${ctx.t("textshift-timeout")}: ${seconds(ctx, s.clickunder_timeout)}`,
    `  ${ctx.t("textshift-schemes")}: ${scheme(s.clickunder_scheme_first)} / ${scheme(s.clickunder_scheme_second)} / ${scheme(s.clickunder_scheme_third)}`,
    `  ${ctx.t("textshift-cu-target")}: ${ctx.t("textshift-cu-target-value", { value: s.clickunder_target ?? "unset" })}`,
    `  ${ctx.t("textshift-excluded")}: ${sites(ctx, s.clickunder_excluded_sites)}`,
    `${ctx.t("textshift-name")}: ${s.name ? clipHtml(s.name, 100) : "—"}`,
    `${ctx.t("textshift-subaccounts")}: ${subaccounts.length ? clipHtml(subaccounts.join(", "), 400) : "—"}`,
  ];
  const body = `${ctx.t("textshift-title")}\n${written}\n\n${lines.join("\n")}`;
  return notice ? `${notice}\n\n${body}` : body;
}
