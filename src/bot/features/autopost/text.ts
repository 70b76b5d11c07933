import type { BotContext } from "../../core/context.js";
import { momentText, zoneTitle } from "../../format/dates.js";
import { escapeHtml } from "../../format/html.js";
import { clockText } from "../../format/local-time.js";
import type { ChannelSetup, Followed, PostedEntry } from "./store.js";

const LANGUAGE_NAMES = { en: "English", ru: "Русский", pt: "Português" } as const;

const names = (list: readonly Followed[], max = 6): string => {
  const shown = list.slice(0, max).map((f) => escapeHtml(f.name || `#${f.id}`));
  return list.length > max ? `${shown.join(", ")} +${list.length - max}` : shown.join(", ");
};

export function listText(ctx: BotContext, channels: readonly ChannelSetup[]): string {
  const intro = ctx.t("autopost-intro");
  return channels.length === 0
    ? `${intro}\n\n${ctx.t("autopost-none")}`
    : `${intro}\n\n${ctx.t("autopost-list", { count: channels.length })}`;
}

function statusLine(ctx: BotContext, setup: ChannelSetup): string {
  if (setup.paused === "rights") return ctx.t("autopost-status-rights");
  if (setup.paused) return ctx.t("autopost-status-paused");
  if (setup.offers.length === 0 && setup.categories.length === 0)
    return ctx.t("autopost-status-nothing");
  return ctx.t("autopost-status-on");
}

export function cardText(ctx: BotContext, setup: ChannelSetup, zone: string): string {
  const none = ctx.t("autopost-none-chosen");
  const when =
    setup.schedule === "daily"
      ? ctx.t("autopost-when-daily-line", {
          time: clockText(setup.at),
          zone: escapeHtml(zoneTitle(zone, ctx.deps.now(), ctx.speech)),
        })
      : ctx.t("autopost-when-live-line");
  return [
    `📣 <b>${escapeHtml(setup.title)}</b>`,
    statusLine(ctx, setup),
    "",
    `${ctx.t("autopost-field-offers")}: ${names(setup.offers) || none}`,
    `${ctx.t("autopost-field-categories")}: ${names(setup.categories) || none}`,
    `${ctx.t("autopost-field-coupons")}: ${ctx.t(setup.codesOnly ? "autopost-codes-only" : "autopost-codes-all")}`,
    `${ctx.t("autopost-field-regions")}: ${names(setup.regions) || ctx.t("autopost-any")}`,
    `${ctx.t("autopost-field-language")}: ${LANGUAGE_NAMES[setup.language]}`,
    `${ctx.t("autopost-field-subaccount")}: ${setup.subaccount ? `<code>${escapeHtml(setup.subaccount)}</code>` : none}`,
    `${ctx.t("autopost-field-when")}: ${when}`,
    `${ctx.t("autopost-field-expired")}: ${ctx.t(setup.markExpired ? "autopost-yes" : "autopost-no")}`,
  ].join("\n");
}

export function historyText(
  ctx: BotContext,
  setup: ChannelSetup,
  posted: readonly PostedEntry[],
): string {
  const title = ctx.t("autopost-history-title", { title: escapeHtml(setup.title) });
  if (posted.length === 0) return `${title}\n\n${ctx.t("autopost-history-none")}`;
  const now = ctx.deps.now();
  const lines = [...posted]
    .reverse()
    .slice(0, 15)
    .map((entry) => {
      // When it was posted on the publisher's clock, the way their language writes a moment.
      const when = momentText(new Date(entry.at), ctx.speech, now);
      const mark = entry.expired && entry.text ? " ⌛" : "";
      return `• ${when} · ${escapeHtml(entry.label)}${mark}`;
    });
  return `${title}\n\n${lines.join("\n")}`;
}
