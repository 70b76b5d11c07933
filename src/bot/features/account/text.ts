import { knownLanguageOfCode } from "../../../languages.js";
import type { NotificationSetting, Profile } from "../../../publisher-api/index.js";
import type { BotContext } from "../../core/context.js";
import { escapeHtml } from "../../format/html.js";
import { networkWords } from "../../format/names.js";

export function isOn(setting: NotificationSetting): boolean {
  return setting.status !== 0;
}

export function accountText(
  ctx: BotContext,
  profile: Profile,
  settings: readonly NotificationSetting[],
): string {
  const code = profile.language.trim().toLowerCase();
  const known = knownLanguageOfCode(code);
  const language = known ? ctx.t(`language-name-${known}`) : escapeHtml(code || "—");
  const fullName = `${profile.first_name} ${profile.last_name}`.trim();
  const value = (text: string) => escapeHtml(text.trim() || "—");
  const lines = [
    `<b>${ctx.t("account-title")}</b>`,
    "",
    `${ctx.t("account-name")}: ${value(fullName)}`,
    `${ctx.t("account-contact-phone")}: ${value(profile.contact_phone)}`,
    `${ctx.t("account-email")}: ${value(profile.email)}`,
    `${ctx.t("account-language")}: ${language}`,
    "",
    `<b>${ctx.t("account-notifications")}</b>`,
  ];
  if (settings.length === 0) lines.push(ctx.t("account-no-notifications"));
  // The subscriptions by the network's own names for them, marked as its words.
  for (const s of settings) {
    lines.push(`${isOn(s) ? "✅" : "🔕"} ${networkWords(s.news_category_name)}`);
  }
  if (settings.length > 0) {
    lines.push("", `<i>${ctx.t("account-notifications-hint")}</i>`);
    lines.push(`<i>${ctx.t("network-words-legend")}</i>`);
  }
  return lines.join("\n");
}
