/**
 * What the watch told of traffic stops, for the account and for each campaign: per way it stopped
 * (clicks, or conversions while clicks flow), the first hour of the last quiet run told. A stop is
 * told once per quiet run: a run that began later follows traffic that came back in between.
 */
export type Stop = "clicks-stopped" | "conversions-stopped";

/** Stop → the first hour (ISO) of the last quiet run told that way. */
export type StopMarks = Partial<Record<Stop, string>>;

/** Past this, no read reaches a run's start again: its mark can go. */
const KEPT_MS = 10 * 24 * 3_600_000;

/** Whether the run that began at `since` (ISO) was told that way already. */
export const toldBefore = (marks: StopMarks | undefined, stop: Stop, since: string): boolean =>
  (marks?.[stop] ?? "") >= since;

/** The marks with the run just told, and without those too old to matter. */
export function withTold(
  marks: StopMarks | undefined,
  told: { kind: Stop; since: string } | undefined,
  now: Date,
): StopMarks {
  const oldest = new Date(now.getTime() - KEPT_MS).toISOString();
  const kept: StopMarks = {};
  for (const stop of ["clicks-stopped", "conversions-stopped"] as const) {
    const since = told?.kind === stop ? told.since : marks?.[stop];
    if (since !== undefined && since >= oldest) kept[stop] = since;
  }
  return kept;
}
