/**
 * The lines around a summary's figures: what they are compared with (or why not), when the
 * network's running day closes, and when a period not begun will begin. /stats and the dashboard
 * say the same; the texts are the stats feature's (`stats-*`). They may carry HTML (<i>).
 */
import { dateText, periodText, yourClockAt, zoneText } from "../format/dates.js";
import { addDays } from "../format/local-time.js";
import type { Speech } from "../speech/speech.js";
import { networkDayStart } from "./network-day.js";
import type { Summary } from "./report.js";

/** The line under the title: what the figures are compared with, or why they are not. */
export function comparedLine(summary: Summary, speech: Speech, now: Date): string {
  const { t, lang } = speech;
  const c = summary.comparison;
  switch (c.kind) {
    case "previous":
      if (c.compared.to === summary.period.to)
        return t("stats-summary-compared", { period: periodText(c.previous, lang, now) });
      return t("stats-summary-compared-closed", {
        compared: periodText(c.compared, lang, now),
        previous: periodText(c.previous, lang, now),
        day: dateText(summary.clock.today, lang, now),
      });
    case "so-far":
      return t("stats-summary-so-far", { time: yourClockAt(now, speech) });
    case "outside":
      return t("stats-summary-outside", { period: periodText(c.previous, lang, now) });
    case "not-begun":
      return "";
  }
}

/**
 * When the period reaches the network's running day: in which zone the network counts days, and
 * when, on the publisher's clock, that day closes.
 */
export function networkDayLine(summary: Summary, speech: Speech, now: Date): string[] {
  const { clock } = summary;
  if (summary.period.to < clock.today) return [];
  const closes = networkDayStart(addDays(clock.today, 1), clock);
  return [
    speech.t("stats-network-day", {
      zone: zoneText(clock.zone, now),
      day: dateText(clock.today, speech.lang, now),
      time: yourClockAt(closes, speech),
    }),
  ];
}

/** A period the network has not begun counting: when its first day begins, on their clock. */
export function notBegunText(summary: Summary, speech: Speech, now: Date): string {
  const { clock } = summary;
  return speech.t("stats-not-begun", {
    period: periodText(summary.period, speech.lang, now),
    zone: zoneText(clock.zone, now),
    day: dateText(summary.period.from, speech.lang, now),
    time: yourClockAt(networkDayStart(summary.period.from, clock), speech),
  });
}
