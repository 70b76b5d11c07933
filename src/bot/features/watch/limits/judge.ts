/**
 * Limits judged against what the last check saw: a limit is told when it goes from the right side
 * to the wrong one, and again only after it was seen back on the right side. A limit no check has
 * judged yet is judged against what it was when set (its start: crossed then, it was said so in
 * the confirmation); one whose figure was never read (none when set, no window to judge by till
 * now) is told when its first figure is on the wrong side. A window with nothing to judge by
 * keeps the side it had.
 */
import type { LimitMark, LimitScope, WatchLimit } from "./limit.js";

/** A limit crossed, as the watch tells it (what it says holds even if the limit is removed since). */
export interface LimitCrossing {
  limitId: string;
  /** which crossing of the limit this is: the told-once mark names it */
  crossing: number;
  figure: WatchLimit["figure"];
  scope: LimitScope;
  days: number;
  side: WatchLimit["side"];
  /** the limit's value (cents or percent) */
  mark: number;
  /** the figure now */
  value: number;
}

const wrongSide = (limit: WatchLimit, value: number) =>
  limit.side === "below" ? value < limit.value : value > limit.value;

export function judgeLimits(
  limits: readonly WatchLimit[],
  values: ReadonlyMap<string, number | undefined>,
  before: Readonly<Record<string, LimitMark>> | undefined,
): { crossings: LimitCrossing[]; marks: Record<string, LimitMark> } {
  const crossings: LimitCrossing[] = [];
  const marks: Record<string, LimitMark> = {};
  for (const limit of limits) {
    const was = before?.[limit.id] ?? limit.start;
    const value = values.get(limit.id);
    if (value === undefined) {
      marks[limit.id] = {
        ...(was?.crossed !== undefined && { crossed: was.crossed }),
        crossings: was?.crossings ?? 0,
      };
      continue;
    }
    const crossed = wrongSide(limit, value);
    let count = was?.crossings ?? 0;
    if (crossed && was?.crossed !== true) {
      count += 1;
      const { id, figure, scope, days, side } = limit;
      crossings.push({
        limitId: id,
        crossing: count,
        figure,
        scope,
        days,
        side,
        mark: limit.value,
        value,
      });
    }
    marks[limit.id] = { crossed, value, crossings: count };
  }
  return { crossings, marks };
}

/** What makes a crossing the same crossing (its told-once mark): the limit and its number. */
export const crossingKey = (c: LimitCrossing) => `limit:${c.limitId}:${c.crossing}`;
