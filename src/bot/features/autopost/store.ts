/**
 * What autopost keeps. Per publisher, one `autopost` record with their channels' setups (wiped
 * with every record of theirs on /disconnect). Beside it: the set of publishers with autopost
 * (the job visits only them), per chat the set of publishers posting there (a my_chat_member
 * update finds them), per channel the log of recent posts, and once-marks: a coupon is posted
 * once per channel, ever, whichever instance gets there first.
 */
import type { Language, Storage } from "../../../storage/index.js";

export interface Followed {
  id: number;
  name: string;
}

export type ChatKind = "channel" | "group" | "supergroup";

export interface ChannelSetup {
  chatId: number;
  title: string;
  kind: ChatKind;
  /** offers and coupon categories followed: a coupon of either is posted */
  offers: Followed[];
  categories: Followed[];
  /** regions (top-level geo) the coupons must cover; none = any */
  regions: Followed[];
  /** only coupons with a promo code */
  codesOnly: boolean;
  /** the language of the posts */
  language: Language;
  /** carried by the coupon links, so /stats shows the channel's sales */
  subaccount?: string;
  /** as coupons appear (each its own post), or one digest post a day */
  schedule: "live" | "daily";
  /** the daily post's local time, minutes past midnight */
  at: number;
  /** edit a post when its coupon expires */
  markExpired: boolean;
  /** "publisher": paused with the button; "rights": the bot lost the right to post */
  paused?: "publisher" | "rights";
  /** coupons with a higher id are new to this channel (the newest id when it was set up) */
  watermark?: number;
  /** the local day of the last daily post */
  lastDaily?: string;
  /** coupons claimed for this channel whose post Telegram refused when the right was taken */
  retry?: number[];
  /** coupons seen above the watermark before they started: posted once they have (`from`, ms) */
  waiting?: Waiting[];
}

/** A coupon that fits a channel but has not started yet, and when it starts (ms). */
export interface Waiting {
  id: number;
  from: number;
}

export interface AutopostRecord {
  channels: ChannelSetup[];
  /** the publisher's language for the bot's own notices (jobs have no context to ask) */
  language: Language;
}

export interface PostedEntry {
  couponId: number;
  messageId: number;
  /** ms */
  at: number;
  /** plain text for the list of what was posted */
  label: string;
  /** ms of the coupon's end, when it has one */
  until?: number;
  /** the post as sent (HTML) and its button's link, to edit it when the coupon expires */
  text: string;
  link?: string;
  expired?: boolean;
}

/** How many posts per channel are remembered (for the list and the expiry edits). */
export const POSTED_KEEP = 60;
/** "Once per channel, ever": the marks outlive any coupon. */
export const POSTED_MARK_TTL_MS = 5 * 365 * 86_400_000;

export const USERS_SET = "autopost-users";
export const chatSet = (chatId: number) => `autopost-chat:${chatId}`;
export const postedMark = (chatId: number, couponId: number) => `autopost:${chatId}:${couponId}`;

export const autopostRecords = (storage: Storage) => storage.records<AutopostRecord>("autopost");
const postedRecords = (storage: Storage) => storage.records<PostedEntry[]>("autopost-posted");
const postedKey = (userId: number, chatId: number) => `${userId}:${chatId}`;

/** The offers a search in the offers menu found last (their names, for the toggles). */
export interface FoundOffers {
  chatId: number;
  items: Followed[];
}

const foundRecords = (storage: Storage) => storage.records<FoundOffers>("autopost-found");

export const foundOffers = (storage: Storage, userId: number) => foundRecords(storage).get(userId);

export const saveFoundOffers = (storage: Storage, userId: number, found: FoundOffers) =>
  foundRecords(storage).set(userId, found);

export async function readAutopost(
  storage: Storage,
  userId: number,
): Promise<AutopostRecord | undefined> {
  return autopostRecords(storage).get(userId);
}

export async function channelOf(
  storage: Storage,
  userId: number,
  chatId: number,
): Promise<ChannelSetup | undefined> {
  return (await readAutopost(storage, userId))?.channels.find((c) => c.chatId === chatId);
}

/** Adds a channel (or replaces its setup, when set up again) and indexes it. */
export async function saveChannel(
  storage: Storage,
  userId: number,
  setup: ChannelSetup,
  language: Language,
): Promise<void> {
  await storage.sets.add(USERS_SET, userId);
  await storage.sets.add(chatSet(setup.chatId), userId);
  await autopostRecords(storage).update(userId, (current) => ({
    language,
    channels: [...(current?.channels ?? []).filter((c) => c.chatId !== setup.chatId), setup],
  }));
}

/** Changes one channel's setup; undefined when the publisher has no such channel (any more). */
export async function changeChannel(
  storage: Storage,
  userId: number,
  chatId: number,
  change: (setup: ChannelSetup) => ChannelSetup,
): Promise<ChannelSetup | undefined> {
  let changed: ChannelSetup | undefined;
  const record = await autopostRecords(storage).get(userId);
  if (!record?.channels.some((c) => c.chatId === chatId)) return undefined;
  await autopostRecords(storage).set(userId, {
    ...record,
    channels: record.channels.map((c) => {
      if (c.chatId !== chatId) return c;
      changed = change(c);
      return changed;
    }),
  });
  return changed;
}

export async function removeChannel(storage: Storage, userId: number, chatId: number) {
  const record = await autopostRecords(storage).get(userId);
  const channels = (record?.channels ?? []).filter((c) => c.chatId !== chatId);
  if (record) await autopostRecords(storage).set(userId, { ...record, channels });
  await storage.sets.remove(chatSet(chatId), userId);
  await postedRecords(storage).delete(postedKey(userId, chatId));
  if (channels.length === 0) await storage.sets.remove(USERS_SET, userId);
}

export async function postedIn(
  storage: Storage,
  userId: number,
  chatId: number,
): Promise<PostedEntry[]> {
  return (await postedRecords(storage).get(postedKey(userId, chatId))) ?? [];
}

export async function notePosted(
  storage: Storage,
  userId: number,
  chatId: number,
  entry: PostedEntry,
): Promise<void> {
  await postedRecords(storage).update(postedKey(userId, chatId), (list = []) =>
    [...list.filter((e) => e.couponId !== entry.couponId), entry].slice(-POSTED_KEEP),
  );
}

export async function notePostsExpired(
  storage: Storage,
  userId: number,
  chatId: number,
  couponIds: readonly number[],
): Promise<void> {
  await postedRecords(storage).update(postedKey(userId, chatId), (list = []) =>
    list.map((e) => (couponIds.includes(e.couponId) ? { ...e, expired: true } : e)),
  );
}

/**
 * /disconnect: every autopost of the publisher stops. Their record goes with every record of
 * theirs; the indexes and post logs are not records of theirs, so they go here (first).
 */
export async function forgetAutopost(storage: Storage, userId: number): Promise<void> {
  const record = await readAutopost(storage, userId);
  for (const channel of record?.channels ?? []) {
    await storage.sets.remove(chatSet(channel.chatId), userId);
    await postedRecords(storage).delete(postedKey(userId, channel.chatId));
  }
  await storage.sets.remove(USERS_SET, userId);
}
