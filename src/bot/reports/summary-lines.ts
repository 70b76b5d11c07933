/**
 * The lines around a summary's figures: what they are compared with (or why not), when the
 * network's running day closes, and when a period not begun will begin. /stats and the dashboard
 * say the same; the texts are the stats feature's (`stats-*`). They may carry HTML (<i>).
 */
import { dateText, periodText, yourClockAt, zonePhrase } from "../format/dates.js";
import { addDays, localDate } from "../format/local-time.js";
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
 * when, on the publisher's clock, that day closes; also when it began, where the publisher's own
 * calendar shows another date (west of the network after its midnight, east before it).
 */
export function networkDayLine(summary: Summary, speech: Speech, now: Date): string[] {
  const { clock } = summary;
  if (summary.period.to < clock.today) return [];
  const closes = networkDayStart(addDays(clock.today, 1), clock);
  const values = {
    zone: zonePhrase(clock.zone, now, speech),
    day: dateText(clock.today, speech.lang, now),
    when: yourWhen(closes, now, speech),
  };
  if (localDate(now, speech.zone) === clock.today) return [speech.t("stats-network-day", values)];
  const began = yourWhen(networkDayStart(clock.today, clock), now, speech);
  return [speech.t("stats-network-day-began", { ...values, began })];
}

/** A period the network has not begun counting: when its first day begins, on their clock. */
export function notBegunText(summary: Summary, speech: Speech, now: Date): string {
  const { clock } = summary;
  return speech.t("stats-not-begun", {
    period: periodText(summary.period, speech.lang, now),
    zone: zonePhrase(clock.zone, now, speech),
    day: dateText(summary.period.from, speech.lang, now),
    when: yourWhen(networkDayStart(summary.period.from, clock), now, speech),
  });
}

/**
 * When an instant comes on the publisher's clock, seen from `now`: "at 07:00" today, "tomorrow at
 * 07:00", else "on Nov 30 at 07:00" (a time alone would read as today's).
 */
function yourWhen(instant: Date, now: Date, speech: Speech): string {
  const time = yourClockAt(instant, speech);
  const day = localDate(instant, speech.zone);
  const today = localDate(now, speech.zone);
  if (day === today) return speech.t("stats-when-today", { time });
  if (day === addDays(today, 1)) return speech.t("stats-when-tomorrow", { time });
  return speech.t("stats-when-day", { time, day: dateText(day, speech.lang, now) });
}
