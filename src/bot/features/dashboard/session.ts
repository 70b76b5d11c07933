/** What the page needs first (language, texts, periods), and the period a request asks for. */
import { LANGUAGE_TRAITS } from "../../../languages.js";
import {
  ALL_PRESETS,
  type Period,
  type Preset,
  parsePeriod,
  presetPeriod,
} from "../../reports/period.js";
import { ALL_BREAKDOWNS, type AnyBreakdown } from "../../reports/report.js";
import { type Asker, networkClockOf } from "./asker.js";
import { pageTexts } from "./page-texts.js";

/** The picker's periods, shortest first: the weeks and months a report card is asked for among them. */
export const PAGE_PRESETS: readonly Preset[] = [
  "today",
  "yesterday",
  "this-week",
  "last-week",
  "7d",
  "30d",
  "month",
  "last-month",
  "year",
];

export async function sessionAnswer(asker: Asker) {
  const { lang } = asker.speech;
  return {
    lang,
    locale: LANGUAGE_TRAITS[lang].intl,
    // The latest day a period can end on: the network's running day, as /stats has it.
    today: (await networkClockOf(asker)).today,
    presets: PAGE_PRESETS,
    breakdowns: ALL_BREAKDOWNS,
    texts: pageTexts(asker.deps.speeches.texts, lang),
    // The page shows the active account (/accounts switches it); no picker lists them yet.
    accounts: [],
  };
}

export interface Asked {
  period: Period;
  preset?: Preset;
  kind?: AnyBreakdown;
}

/** `preset=7d`, or `from=…&to=…` checked as /stats checks a typed period; `kind` a breakdown. */
export async function periodAsked(
  asker: Asker,
  query: URLSearchParams,
): Promise<Asked | undefined> {
  const kindText = query.get("kind");
  const kind = ALL_BREAKDOWNS.find((k) => k === kindText);
  if (kindText !== null && !kind) return undefined;
  const presetText = query.get("preset");
  const preset = ALL_PRESETS.find((p) => p === presetText);
  const clock = await networkClockOf(asker);
  if (preset) return { period: presetPeriod(preset, clock), preset, ...(kind && { kind }) };
  const typed = `${query.get("from") ?? ""} ${query.get("to") ?? ""}`;
  const parsed = parsePeriod(asker.deps.speeches.texts, typed, clock);
  return parsed.ok ? { period: parsed.period, ...(kind && { kind }) } : undefined;
}
