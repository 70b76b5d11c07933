/**
 * Text shift values as the spec allows them, checked before anything is sent: the schemes' and
 * targets' enumerations, whole seconds for timeouts, domains for excluded sites.
 */
import type { TextShiftInput } from "../../../publisher-api/index.js";

export type Settings = TextShiftInput;

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => from + i);
/** The spec's allowed values of each click-under scheme. */
export const SCHEMES = {
  clickunder_scheme_first: range(0, 10),
  clickunder_scheme_second: [0, ...range(2, 10)],
  clickunder_scheme_third: [0, ...range(3, 10)],
} as const;
export type SchemeField = keyof typeof SCHEMES;
export const SCHEME_FIELDS = Object.keys(SCHEMES) as SchemeField[];

export const TIMEOUT_FIELDS = ["links_timeout", "clickunder_timeout"] as const;
export const SITES_FIELDS = [
  "links_excluded_sites",
  "text_excluded_sites",
  "clickunder_excluded_sites",
] as const;
/** Every value the publisher types (or picks from a short list): one question each. */
export const TYPED_FIELDS = [
  ...TIMEOUT_FIELDS,
  ...SITES_FIELDS,
  ...SCHEME_FIELDS,
  "name",
  "subaccounts",
] as const;
export type TypedField = (typeof TYPED_FIELDS)[number];

export const SUBACCOUNT_FIELDS = [
  "subaccount",
  "subaccount1",
  "subaccount2",
  "subaccount3",
  "subaccount4",
  "subaccount5",
] as const;

/** A day: a longer timeout is surely a slip of the thumb. */
const MAX_TIMEOUT = 86_400;
const MAX_NAME = 100;
const MAX_SUBACCOUNT = 64;
const DOMAIN = /^(?=.{4,253}$)([a-z0-9-]+\.)+[a-z]{2,}$/i;
/** What clears a text value. */
const CLEAR = "-";

export type Reading =
  | { ok: true; patch: Partial<Settings> }
  | { ok: false; problem: string; args?: Record<string, string | number> };

const refuse = (problem: string, args?: Record<string, string | number>): Reading => ({
  ok: false,
  problem,
  ...(args ? { args } : {}),
});

/** The allowed values written short: "0, 2–10". */
export function allowedText(values: readonly number[]): string {
  const [zero, ...rest] = values;
  const run = rest.length ? `${rest[0]}–${rest.at(-1)}` : "";
  return zero === 0 && rest[0] !== 1 ? `0, ${run}` : `${values[0]}–${values.at(-1)}`;
}

export function readValue(field: TypedField, text: string): Reading {
  const t = text.trim();
  if ((TIMEOUT_FIELDS as readonly string[]).includes(field)) {
    if (!/^(?:0|[1-9]\d{0,5})$/.test(t) || Number(t) > MAX_TIMEOUT)
      return refuse("textshift-bad-timeout", { max: MAX_TIMEOUT });
    return { ok: true, patch: { [field]: Number(t) } };
  }
  if ((SITES_FIELDS as readonly string[]).includes(field)) return readSites(field, t);
  if (field in SCHEMES) {
    const allowed: readonly number[] = SCHEMES[field as SchemeField];
    if (!/^(?:0|[1-9]\d?)$/.test(t) || !allowed.includes(Number(t)))
      return refuse("textshift-bad-scheme", { allowed: allowedText(allowed) });
    return { ok: true, patch: { [field]: Number(t) } };
  }
  if (field === "name") {
    if (t.length > MAX_NAME) return refuse("textshift-too-long", { max: MAX_NAME });
    return { ok: true, patch: { name: t === CLEAR ? "" : t } };
  }
  return readSubaccounts(t);
}

/** Domains separated by commas, spaces or lines; "-" for none. Sent comma-separated. */
function readSites(field: string, text: string): Reading {
  if (text === CLEAR) return { ok: true, patch: { [field]: "" } };
  const sites = text
    .split(/[\s,;]+/)
    .filter(Boolean)
    .map((s) => s.toLowerCase());
  const bad = sites.find((s) => !DOMAIN.test(s));
  if (bad !== undefined || sites.length === 0)
    return refuse("textshift-bad-site", { site: (bad ?? text).slice(0, 60) });
  return { ok: true, patch: { [field]: [...new Set(sites)].join(",") } };
}

/** Up to six names, one a line: the main subaccount, then subaccount1…5; "-" clears them all. */
function readSubaccounts(text: string): Reading {
  const names =
    text === CLEAR
      ? []
      : text
          .split("\n")
          .map((l) => l.trim())
          .filter(Boolean);
  if (names.length > SUBACCOUNT_FIELDS.length)
    return refuse("textshift-too-many-subaccounts", { max: SUBACCOUNT_FIELDS.length });
  if (names.some((n) => n.length > MAX_SUBACCOUNT))
    return refuse("textshift-too-long", { max: MAX_SUBACCOUNT });
  const patch: Partial<Settings> = {};
  SUBACCOUNT_FIELDS.forEach((f, i) => {
    patch[f] = names[i] ?? "";
  });
  return { ok: true, patch };
}

/** A scheme value from a button is checked too: a forged one is no value of the spec's. */
export function isAllowedScheme(field: SchemeField, value: number): boolean {
  return (SCHEMES[field] as readonly number[]).includes(value);
}
