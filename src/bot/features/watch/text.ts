/** The watch in words: one message per check with every change, and the /watch card. */
import { dateText, momentText, yourClockAt } from "../../format/dates.js";
import { escapeHtml } from "../../format/html.js";
import { clockText } from "../../format/local-time.js";
import { formatCommission, formatMoney } from "../../format/money.js";
import { count, percent } from "../../format/numbers.js";
import { payoutStatusWord } from "../../payout-status/payout-status.js";
import type { QuietHours } from "../../quiet-hours/quiet-hours.js";
import type { Speech } from "../../speech/speech.js";
import { CAMPAIGN_LEVELS } from "./campaign-levels.js";
import { byUrgency, type WatchEvent } from "./events.js";
import { crossingText } from "./limits/words.js";
import { newOfferText } from "./new-offers-text.js";
import { WATCH_RULES, type WatchSettings } from "./settings.js";

/** A message stays well under Telegram's 4,096 characters: the rest is counted. */
const EVENTS_SHOWN = 25;

/** `now` is the check's time: a day of another year is written with its year. */
export function eventsText(
  events: readonly WatchEvent[],
  currency: string,
  speech: Speech,
  now: Date,
): string {
  const sorted = byUrgency(events);
  const lines = sorted
    .slice(0, EVENTS_SHOWN)
    .map((event) => eventText(event, currency, speech, now));
  if (sorted.length > EVENTS_SHOWN)
    lines.push(speech.t("watch-more", { count: sorted.length - EVENTS_SHOWN }));
  return [`<b>${speech.t("watch-title", { count: events.length })}</b>`, "", ...lines].join("\n");
}

function eventText(event: WatchEvent, currency: string, speech: Speech, now: Date): string {
  const { t, lang } = speech;
  const money = (value: number) => formatMoney(value, currency, lang);
  const offer = "offer" in event ? `<b>${escapeHtml(event.offer)}</b>` : "";
  const goal = "goal" in event && event.goal ? escapeHtml(event.goal) : "";
  switch (event.kind) {
    case "offer-stopped":
      return t(event.noLinks ? "watch-offer-no-links" : "watch-offer-stopped", { offer });
    case "offer-pay": {
      const pay = (value: Parameters<typeof formatCommission>[0]) =>
        formatCommission(value, currency, lang) || t("catalog-not-published");
      return t(event.cut ? "watch-pay-cut" : "watch-pay-raised", {
        offer: goal ? `${offer} · ${goal}` : offer,
        what: t(`watch-pay-${event.pay}`),
        from: pay(event.from),
        to: pay(event.to),
      });
    }
    case "goal-added":
      return t("watch-goal-added", { offer, goal });
    case "goal-removed":
      return t("watch-goal-removed", { offer, goal });
    case "goal-regions":
      return t("watch-goal-regions", { offer, goal, regions: escapeHtml(event.closed.join(", ")) });
    case "payout-new":
      return t("watch-payout-new", {
        amount: money(event.value),
        status: escapeHtml(payoutStatusWord(t, event.status)),
      });
    case "payout-status":
      return t("watch-payout-status", {
        amount: money(event.value),
        from: escapeHtml(payoutStatusWord(t, event.from)),
        to: escapeHtml(payoutStatusWord(t, event.to)),
      });
    case "balance":
      return t(event.rose ? "watch-balance-rose" : "watch-balance-fell", {
        balance: money(event.balance),
        mark: money(event.mark),
      });
    case "first-conversion":
      return t("watch-first-conversion", { offer });
    case "approval-drop":
      return t("watch-approval-drop", {
        offer,
        day: dateText(event.day, lang, now),
        from: percent(event.from, lang),
        to: percent(event.to, lang),
      });
    case "limit-crossed":
      return crossingText(event, currency, speech);
    case "coupon-ending":
      return t("watch-coupon-ending", {
        offer,
        code: `<code>${escapeHtml(event.code)}</code>`,
        time: yourClockAt(new Date(event.ends), speech),
      });
    case "clicks-stopped":
      return t("watch-clicks-stopped", {
        since: yourClockAt(new Date(event.since), speech),
        hours: event.hours,
        usual: count(event.usual, lang),
      });
    case "conversions-stopped":
      return t("watch-conversions-stopped", {
        since: momentText(new Date(event.since), speech, now),
        clicks: count(event.clicks, lang),
        n: event.clicks,
        usual: count(event.usual, lang),
      });
    case "new-offer":
      return newOfferText(event, currency, speech);
    case "campaign-clicks-stopped":
      return t("watch-campaign-clicks-stopped", {
        campaign: `<b>${escapeHtml(event.campaign)}</b>`,
        since: yourClockAt(new Date(event.since), speech),
        hours: event.hours,
        usual: count(event.usual, lang),
      });
    case "campaign-conversions-stopped":
      return t("watch-campaign-conversions-stopped", {
        campaign: `<b>${escapeHtml(event.campaign)}</b>`,
        since: momentText(new Date(event.since), speech, now),
        clicks: count(event.clicks, lang),
        n: event.clicks,
        usual: count(event.usual, lang),
      });
  }
}

/**
 * The /watch card: on or off, each rule, the balance mark, quiet hours and the last check; `now`
 * is when it is shown (a day of another year is written with its year).
 */
export function watchCardText(
  settings: WatchSettings,
  currency: string,
  speech: Speech,
  now: Date,
  quiet?: QuietHours,
): string {
  const { t } = speech;
  const lines = [`<b>${t("watch-card-title")}</b>`, t(settings.on ? "watch-on" : "watch-off"), ""];
  for (const rule of WATCH_RULES) {
    const on = settings.rules.includes(rule);
    lines.push(`${on ? "✅" : "▫️"} ${t(`watch-rule-${rule}`)}`);
  }
  const mark = settings.balanceMark;
  lines.push(
    "",
    mark === undefined
      ? t("watch-balance-unset")
      : t("watch-balance-mark", { mark: formatMoney(mark, currency, speech.lang) }),
  );
  const limits = settings.limits?.length ?? 0;
  lines.push(limits === 0 ? t("watch-limits-unset") : t("watch-limits-count", { count: limits }));
  const level = CAMPAIGN_LEVELS.indexOf(settings.campaignLevel ?? "subaccount") + 1;
  lines.push(t("watch-campaign-level", { level }));
  lines.push(
    quiet
      ? t("watch-quiet", { from: clockText(quiet.from), to: clockText(quiet.to) })
      : t("watch-quiet-none"),
  );
  if (settings.checkedAt) {
    lines.push(t("watch-checked", { at: momentText(new Date(settings.checkedAt), speech, now) }));
  }
  if (settings.lastTold) {
    const day = dateText(settings.lastTold.at.slice(0, 10), speech.lang, now);
    lines.push(t("watch-last-told", { count: settings.lastTold.count, day }));
    for (const event of settings.lastTold.events ?? [])
      lines.push(eventText(event, currency, speech, now));
  }
  if (!settings.on) lines.push("", `<i>${t("watch-explain")}</i>`);
  return lines.join("\n");
}
