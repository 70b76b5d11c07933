/**
 * What a rotator is connected to, and the one way the bot changes it. The spec's empty lists are
 * traps on update (an empty `offers_included` connects ALL offers, an empty `banner_sizes` uses all
 * sizes, an empty exclusion list removes every exclusion), so every PUT carries the rotator's full
 * lists as read just before, with only the asked change made; a change that empties an included
 * list is reported (`emptied`) so the publisher is asked first.
 */
import type { Rotator, RotatorType, RotatorUpdate } from "../../../publisher-api/index.js";

/** What a rotator change is about (a size's value is its name; the others are ids). */
export const PARTS = ["offer", "category", "size", "banner"] as const;
export type Part = (typeof PARTS)[number];
/** in: included (connected); out: excluded; none: neither. */
export const PLACES = ["in", "out", "none"] as const;
export type Place = (typeof PLACES)[number];

export interface Lists {
  offers_included: number[];
  offers_excluded: number[];
  category_included: number[];
  category_excluded: number[];
  banners_included: number[];
  banners_excluded: number[];
  banner_sizes: string[];
}

type IdListName = Exclude<keyof Lists, "banner_sizes">;
const FIELDS: Record<Exclude<Part, "size">, { in: IdListName; out: IdListName }> = {
  offer: { in: "offers_included", out: "offers_excluded" },
  category: { in: "category_included", out: "category_excluded" },
  banner: { in: "banners_included", out: "banners_excluded" },
};

export function listsOf(r: Rotator): Lists {
  const ids = (items: { id: number }[]) => items.map((i) => i.id);
  return {
    offers_included: ids(r.offers_included),
    offers_excluded: ids(r.offers_excluded),
    category_included: ids(r.category_included),
    category_excluded: ids(r.category_excluded),
    banners_included: ids(r.banners_included),
    banners_excluded: ids(r.banners_excluded),
    banner_sizes: [...r.banner_sizes],
  };
}

export type Change =
  | { part: "size"; value: string; to: Exclude<Place, "out"> }
  | { part: Exclude<Part, "size">; value: number; to: Place };

/** Where a value is now; an exclusion wins (the network may list it as included too). */
export function placeOf(lists: Lists, part: Part, value: number | string): Place {
  if (part === "size") return lists.banner_sizes.includes(String(value)) ? "in" : "none";
  const f = FIELDS[part];
  if (lists[f.out].includes(Number(value))) return "out";
  return lists[f.in].includes(Number(value)) ? "in" : "none";
}

/** The lists with one value moved; everything else as it was. */
export function applyChange(lists: Lists, change: Change): Lists {
  const next = structuredClone(lists);
  if (change.part === "size") {
    next.banner_sizes = next.banner_sizes.filter((s) => s !== change.value);
    if (change.to === "in") next.banner_sizes.push(change.value);
    return next;
  }
  const f = FIELDS[change.part];
  next[f.in] = next[f.in].filter((id) => id !== change.value);
  next[f.out] = next[f.out].filter((id) => id !== change.value);
  if (change.to === "in") next[f.in].push(change.value);
  if (change.to === "out") next[f.out].push(change.value);
  return next;
}

/** The included lists this change leaves empty (the network then takes ALL of that kind). */
export function emptied(before: Lists, after: Lists): Part[] {
  const parts: Part[] = [];
  for (const part of PARTS) {
    const field = part === "size" ? "banner_sizes" : FIELDS[part].in;
    if (before[field].length > 0 && after[field].length === 0) parts.push(part);
  }
  return parts;
}

const TYPES: readonly string[] = ["flash", "image", "all"];

/** Settings a PUT may change besides the lists. */
export interface Switches {
  add_new_offers: boolean;
  enable_optimization: boolean;
}

/**
 * The PUT body: every field as read, the lists as given. A list that was empty as read and stays
 * empty is left out (not sent, so not touched): an empty element is the spec's instruction to take
 * ALL (or drop every exclusion), never a copy of an empty list; an empty list is sent only when
 * this change empties it. Undefined when the rotator's type is one the spec does not know (it
 * could not be sent back as it is).
 */
export function rotatorUpdate(
  r: Rotator,
  lists: Lists,
  switches: Switches = r,
): RotatorUpdate | undefined {
  if (!TYPES.includes(r.type)) return undefined;
  const before = listsOf(r);
  const sent: Partial<Lists> = {};
  for (const field of Object.keys(lists) as (keyof Lists)[]) {
    const list = lists[field];
    if (list.length > 0 || before[field].length > 0) Object.assign(sent, { [field]: list });
  }
  return {
    id: r.id,
    name: r.name,
    subaccount: r.subaccount,
    type: r.type as RotatorType,
    add_new_offers: switches.add_new_offers,
    enable_optimization: switches.enable_optimization,
    ...sent,
  };
}
