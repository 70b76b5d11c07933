/**
 * A team group of an account: a group chat picked in /team that gets some of the account's news
 * (the digest, conversion alerts, watch alerts, claim status changes), each optionally only for
 * some offers and subaccounts. Kept per account (removing the account removes its groups), with
 * the set of accounts routing into each group (who owns what is found from a group's update).
 */
import type { Storage } from "../../storage/index.js";

export const NEWS = ["digest", "alerts", "watch", "claims"] as const;
export type News = (typeof NEWS)[number];

export interface TeamGroup {
  chatId: number;
  title: string;
  /** what goes there */
  news: Record<News, boolean>;
  /** only news about these offers (empty: every offer) */
  offers: number[];
  /** only news about subaccounts matching one of these (`fb-*`; empty: every subaccount) */
  subaccounts: string[];
  /** members may ask /stats there (the account's figures; never a key or a tracking link) */
  stats?: boolean;
  /** the bot was removed or the group is gone: nothing is sent until it is picked again */
  stopped?: boolean;
}

export interface TeamRecord {
  groups: TeamGroup[];
}

/** What a piece of news is about, as far as it knows (a digest knows neither). */
export interface NewsAbout {
  offerId?: number;
  subaccount?: string;
}

export const teamRecords = (storage: Storage) => storage.records<TeamRecord>("team");
/** The accounts routing news into a group. */
export const teamChatSet = (chatId: number) => `team-chat:${chatId}`;

export async function teamGroupsOf(storage: Storage, accountId: number): Promise<TeamGroup[]> {
  return (await teamRecords(storage).get(accountId))?.groups ?? [];
}

export async function teamGroupOf(
  storage: Storage,
  accountId: number,
  chatId: number,
): Promise<TeamGroup | undefined> {
  return (await teamGroupsOf(storage, accountId)).find((group) => group.chatId === chatId);
}

/** Does one of the account's groups take this news (before making it costs anything)? */
export async function takesNews(
  storage: Storage,
  accountId: number,
  news: News,
  about: NewsAbout = {},
): Promise<boolean> {
  return (await teamGroupsOf(storage, accountId)).some((group) => routes(group, news, about));
}

/** Changes one group (undefined: removes it); callers hold the owner's chat lock. */
export async function changeTeamGroup(
  storage: Storage,
  accountId: number,
  chatId: number,
  change: (group: TeamGroup | undefined) => TeamGroup | undefined,
): Promise<TeamGroup | undefined> {
  let changed: TeamGroup | undefined;
  await teamRecords(storage).update(accountId, (record) => {
    const groups = record?.groups ?? [];
    changed = change(groups.find((group) => group.chatId === chatId));
    const others = groups.filter((group) => group.chatId !== chatId);
    return { groups: changed ? [...others, changed] : others };
  });
  if (changed) await storage.sets.add(teamChatSet(chatId), accountId);
  else await storage.sets.remove(teamChatSet(chatId), accountId);
  return changed;
}

/** Removing an account (or /disconnect): its place in each group's set goes with its record. */
export async function forgetTeam(storage: Storage, accountId: number): Promise<void> {
  for (const group of await teamGroupsOf(storage, accountId))
    await storage.sets.remove(teamChatSet(group.chatId), accountId);
}

/**
 * The one recipient rule of every push into a team group: a group gets exactly the news its
 * routes name. Routed by offers, it takes only news about one of them; routed by subaccounts,
 * only news about a subaccount that matches one (both, when it is routed by both). News that
 * names no offer (a balance, a payout, the account's traffic, the digest) or no subaccount (a
 * claim) goes only to groups that do not route by it: what a push does not know never lets it
 * through.
 */
export function routes(group: TeamGroup, news: News, about: NewsAbout): boolean {
  if (group.stopped || !group.news[news]) return false;
  return routedBy(group, about);
}

/** Do the group's offer and subaccount routes name what the news is about? */
export function routedBy(
  group: Pick<TeamGroup, "offers" | "subaccounts">,
  about: NewsAbout,
): boolean {
  const { offerId, subaccount } = about;
  if (group.offers.length > 0 && (offerId === undefined || !group.offers.includes(offerId)))
    return false;
  if (group.subaccounts.length > 0) {
    if (subaccount === undefined) return false;
    return group.subaccounts.some((pattern) => matches(pattern, subaccount));
  }
  return true;
}

/** `fb-*`: `*` stands for any run of characters; the rest is matched as written, ignoring case. */
export function matches(pattern: string, subaccount: string): boolean {
  const parts = pattern.split("*").map((part) => part.replace(/[.+?^${}()|[\]\\]/g, "\\$&"));
  return new RegExp(`^${parts.join(".*")}$`, "i").test(subaccount);
}
