/**
 * The levels of opened rows as they are kept: per publisher, for a while, under short ids, each
 * with the rows it shows, the account they were read for and the level ⬅ returns to; and the
 * buttons that name a level (its id, a number and the account's `no`), so their data stays small
 * however deep. A level is only ever given back for its own account.
 */
import { callbackKind } from "../../core/callback-data.js";
import type { BotContext } from "../../core/context.js";
import { DRILL_KINDS, type DrillKind, type DrillStep } from "../../reports/drill.js";
import type { Period } from "../../reports/period.js";
import type { Row } from "../../reports/report.js";

/** A level on screen: its period, the rows opened to reach it, the rows it shows by `kind`. */
export interface Level {
  period: Period;
  path: DrillStep[];
  kind: DrillKind;
  rows: Row[];
  /** the network's running day when they were read: its figures are so far */
  running?: string;
  /** the id of the level ⬅ returns to (none at the top: a breakdown page) */
  back?: string;
  /** the account its rows were read for (its id): opened, paged and shown for no other */
  account: number;
}

/** A level as it is read, before it is kept for the account the update works on. */
export type LevelRead = Omit<Level, "account">;

interface Levels {
  /** the next level's number (its id in base 36) */
  next: number;
  kept: Record<string, Level>;
}

/** The levels a publisher opened: the person's (kept when one of their accounts goes). */
export const STATS_DRILL_KIND = "stats-drill";
const DRILL_TTL_MS = 30 * 60_000;
/** Levels kept per publisher: the oldest go first. */
const KEPT_LEVELS = 16;

const levels = (ctx: BotContext) => ctx.deps.storage.records<Levels>(STATS_DRILL_KIND);

/** Opens row `row` of the level `level` (of the account numbered `account` in the list). */
export const statsOpenButton = callbackKind("stats-open", {
  level: "str",
  row: "int",
  account: "account",
});
/** A page of a level, in place. */
export const statsLevelPageButton = callbackKind("stats-level", {
  level: "str",
  page: "int",
  account: "account",
});
/** The same rows opened by another breakdown, in place. */
export const statsLevelByButton = callbackKind("stats-level-by", {
  level: "str",
  kind: DRILL_KINDS,
  account: "account",
});
/** ⬅ one level up. */
export const statsLevelBackButton = callbackKind("stats-level-back", {
  level: "str",
  account: "account",
});

/** Keeps a level, read for the account the update works on; its id. */
export async function keepLevel(ctx: BotContext, read: LevelRead): Promise<string> {
  const userId = ctx.from?.id ?? 0;
  const current = (await levels(ctx).get(userId)) ?? { next: 0, kept: {} };
  const id = current.next.toString(36);
  const level: Level = { ...read, account: ctx.account.id };
  const kept: Record<string, Level> = { ...current.kept, [id]: level };
  const ids = Object.keys(kept).sort((a, b) => Number.parseInt(a, 36) - Number.parseInt(b, 36));
  for (const old of ids.slice(0, Math.max(0, ids.length - KEPT_LEVELS))) delete kept[old];
  await levels(ctx).set(userId, { next: current.next + 1, kept }, DRILL_TTL_MS);
  return id;
}

/** A kept level, when it was read for the account the update works on (a button's own). */
export async function keptLevel(ctx: BotContext, id: string): Promise<Level | undefined> {
  const kept = (await levels(ctx).get(ctx.from?.id ?? 0))?.kept;
  const level = kept && Object.hasOwn(kept, id) ? kept[id] : undefined;
  return level?.account === ctx.account.id ? level : undefined;
}
