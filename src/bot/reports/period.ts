/**
 * Report periods: the preset buttons, a typed `YYYY-MM-DD YYYY-MM-DD`, and the previous period of
 * the same length that every figure is compared with. Pure functions of "today".
 */
import { addDays, dayCount } from "../format/local-time.js";

export const PRESETS = ["today", "yesterday", "7d", "30d", "month", "last-month"] as const;
export type Preset = (typeof PRESETS)[number];

export interface Period {
  from: string;
  to: string;
}

/** The longest period the bot asks for: the network keeps about a year of statistics. */
export const MAX_DAYS = 366;

export function presetPeriod(preset: Preset, today: string): Period {
  switch (preset) {
    case "today":
      return { from: today, to: today };
    case "yesterday":
      return { from: addDays(today, -1), to: addDays(today, -1) };
    case "7d":
      return { from: addDays(today, -6), to: today };
    case "30d":
      return { from: addDays(today, -29), to: today };
    case "month":
      return { from: `${today.slice(0, 8)}01`, to: today };
    case "last-month": {
      const to = addDays(`${today.slice(0, 8)}01`, -1);
      return { from: `${to.slice(0, 8)}01`, to };
    }
  }
}

/** The days just before, as many as the period has. */
export function previousPeriod(period: Period): Period {
  const length = dayCount(period.from, period.to);
  return { from: addDays(period.from, -length), to: addDays(period.from, -1) };
}

export type PeriodProblem = "format" | "no-such-date" | "reversed" | "future" | "too-long";

export type TypedPeriod =
  | { ok: true; period: Period }
  | { ok: false; problem: PeriodProblem; detail?: string };

const WORDS: Record<string, Preset> = {
  today: "today",
  yesterday: "yesterday",
  "7d": "7d",
  week: "7d",
  "30d": "30d",
  month: "month",
  "this-month": "month",
  "last-month": "last-month",
  lastmonth: "last-month",
};

const DAY = /\d{4}-\d{1,2}-\d{1,2}/g;
/** Words people put between two dates, in the bot's languages. */
const CONNECTORS = new Set(["to", "till", "until", "по", "до", "a", "até", "ate"]);

/**
 * What follows `/stats`: a preset word, one day, or two days (any separator). Says what is wrong
 * when it is not a period the network can report.
 */
export function parsePeriod(text: string, today: string): TypedPeriod {
  const typed = text.trim().toLowerCase();
  // Own keys only: `__proto__` or `constructor` typed after /stats is no preset.
  const word = Object.hasOwn(WORDS, typed) ? WORDS[typed] : undefined;
  if (word) return { ok: true, period: presetPeriod(word, today) };
  const parts = typed.match(DAY) ?? [];
  const rest = typed
    .replace(DAY, " ")
    .split(/[\s,–—-]+|\.{2,}/)
    .filter((token) => token !== "" && !CONNECTORS.has(token));
  if (parts.length < 1 || parts.length > 2 || rest.length > 0)
    return { ok: false, problem: "format" };
  const days: string[] = [];
  for (const part of parts) {
    const day = realDay(part);
    if (!day) return { ok: false, problem: "no-such-date", detail: part };
    days.push(day);
  }
  const from = days[0] as string;
  const to = days[1] ?? from;
  if (from > to) return { ok: false, problem: "reversed" };
  if (to > today) return { ok: false, problem: "future", detail: to };
  if (dayCount(from, to) > MAX_DAYS) return { ok: false, problem: "too-long" };
  return { ok: true, period: { from, to } };
}

/** `2024-2-3` → `2024-02-03`, or undefined for 2024-02-30. */
function realDay(text: string): string | undefined {
  const [y, m, d] = text.split("-").map(Number);
  const date = new Date(Date.UTC(y ?? 0, (m ?? 0) - 1, d ?? 0));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() + 1 !== m || date.getUTCDate() !== d) {
    return undefined;
  }
  return date.toISOString().slice(0, 10);
}

/** Days as callback data carries them: 2024-05-01 ↔ 20240501. */
export function dayNumber(day: string): number {
  return Number(day.replaceAll("-", ""));
}

export function dayFromNumber(n: number): string | undefined {
  const text = String(n);
  if (!/^\d{8}$/.test(text)) return undefined;
  return realDay(`${text.slice(0, 4)}-${text.slice(4, 6)}-${text.slice(6, 8)}`);
}
