/**
 * The buttons under a watch message: for traffic that stopped, that stop's hours on the network's
 * day it began (a day's /stats is drawn by hour), so a stop found after the network's midnight, or
 * by a publisher whose own day is already the next, opens the day it is about, not "today"; then
 * the offers the events are about, each a button to its card.
 */
import { InlineKeyboard } from "grammy";
import { offerOpenButton, statsDayButton } from "../../core/doors.js";
import { dateText } from "../../format/dates.js";
import { networkClock } from "../../reports/network-day.js";
import { dayNumber } from "../../reports/period.js";
import type { Speech } from "../../speech/speech.js";
import type { WatchEvent } from "./events.js";
import { ruleOf } from "./settings.js";

/** Offer cards offered under a message. */
const CARDS = 3;

/** The network's days the stops among `events` began on, earliest first. */
export function stopDays(events: readonly WatchEvent[], zone: string | undefined): string[] {
  const days = new Set<string>();
  for (const event of events) {
    if (ruleOf(event) !== "traffic" || !("since" in event)) continue;
    days.add(networkClock(new Date(event.since), zone).today);
  }
  return [...days].sort();
}

/**
 * `zone`: the network's statistics zone; `now`: the check's time (a day of another year shows it);
 * `account`: the number of the account watched, which the stop's day opens for.
 */
export function pushKeyboard(
  events: readonly WatchEvent[],
  speech: Speech,
  zone: string | undefined,
  now: Date,
  account: number,
): InlineKeyboard {
  const keyboard = new InlineKeyboard();
  for (const day of stopDays(events, zone)) {
    const label = speech.t("watch-stats-stop-day", { day: dateText(day, speech.lang, now) });
    keyboard.text(label, statsDayButton.pack({ day: dayNumber(day), account })).row();
  }
  const seen = new Set<string>();
  for (const event of events) {
    if (!("offerId" in event) || seen.has(event.offerId) || seen.size >= CARDS) continue;
    if (!/^\d+$/.test(event.offerId)) continue;
    seen.add(event.offerId);
    const label = event.offer.length > 30 ? `${event.offer.slice(0, 29)}…` : event.offer;
    keyboard.text(`📄 ${label}`, offerOpenButton.pack({ id: Number(event.offerId) })).row();
  }
  return keyboard;
}
