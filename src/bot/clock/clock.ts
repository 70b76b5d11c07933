/**
 * The publisher's clock: their time zone, the time now, and the day their own calendar shows. One
 * object, made the same way for a handler (`clockOf`), a wizard (`wizardClock` in wizard/now.ts)
 * and a job (`publisherClock` with the job's instant), so a wizard's "today" and a digest's day
 * are one answer. The zone is the publisher's speech's (set with /digest); the time is
 * the bot's clock (`deps.now`), never the system's.
 */
import type { Language } from "../../languages.js";
import { clockAt, dateText } from "../format/dates.js";
import { localDate } from "../format/local-time.js";
import type { Speech } from "../speech/speech.js";

/** Where a clock stands: a publisher's speech, or its zone fields alone (a wizard's stored copy). */
export type ClockPlace = Pick<Speech, "zone" | "zoneChosen">;

/** The publisher's calendar: what their zone alone settles, whatever the time now. */
export interface PublisherCalendar {
  /** the publisher's zone; UTC until they choose one */
  readonly zone: string;
  /** false while `zone` is only the default: a time shown on this clock says "UTC" */
  readonly zoneChosen: boolean;
  /** the day the publisher's calendar shows at an instant */
  dayAt(instant: Date): string;
  /** "HH:MM" of an instant on the publisher's clock, "HH:MM UTC" while they chose no zone */
  timeAt(instant: Date): string;
}

/** The publisher's calendar at one instant: their clock. */
export interface PublisherClock extends PublisherCalendar {
  /** the instant this clock was read at */
  readonly now: Date;
  /** the day the publisher's calendar shows now, `yyyy-mm-dd` */
  readonly today: string;
  /** today in the publisher's words, with its year: "Nov 29, 2026", "29.11.2026" */
  todayText(lang: Language): string;
}

/** The publisher's calendar (their clock without a "now": a moment's day and time). */
function publisherCalendar(place: ClockPlace): PublisherCalendar {
  const { zone, zoneChosen } = place;
  const dayAt = (instant: Date) => localDate(instant, zone);
  return {
    zone,
    zoneChosen,
    dayAt,
    timeAt: (instant) => (zoneChosen ? clockAt(instant, zone) : `${clockAt(instant, zone)} UTC`),
  };
}

/** The publisher's clock at `now`. */
export function publisherClock(place: ClockPlace, now: Date): PublisherClock {
  const calendar = publisherCalendar(place);
  const today = calendar.dayAt(now);
  return { ...calendar, now, today, todayText: (lang) => dateText(today, lang, true) };
}

/** The clock of an update's sender, at the bot's time now. */
export function clockOf(ctx: { speech: ClockPlace; deps: { now: () => Date } }): PublisherClock {
  return publisherClock(ctx.speech, ctx.deps.now());
}
