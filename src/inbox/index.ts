/**
 * The inbox: what the bot acknowledged (a webhook update, a conversion postback) is written
 * durably before the acknowledgement and removed once handled. At least once, in order per chat;
 * the outbox's marks then make each push once.
 */
import type { Logger } from "../logger.js";
import type { Metrics } from "../metrics/index.js";
import type { Storage } from "../storage/index.js";
import { type Handled, Inbox } from "./inbox.js";
import type { InboxEntry, InboxQueue } from "./queue.js";
import { RedisQueue } from "./redis-queue.js";
import { SqliteQueue } from "./sqlite-queue.js";

export type { Handled } from "./inbox.js";
export { Inbox } from "./inbox.js";
export type { Added, InboxEntry, InboxStats } from "./queue.js";

export interface InboxSettings {
  limit: number;
  maxAttempts: number;
  /** Redis: an entry an instance took and has not touched for this long is taken over. */
  abandonedMs: number;
}

export interface OpenInboxOptions {
  storage: Storage;
  kind: string;
  settings: InboxSettings;
  concurrency: number;
  logger: Logger;
  metrics?: Metrics;
  handler: (entry: InboxEntry) => Promise<Handled>;
}

/** The inbox of one kind, on the bot's store (Redis or SQLite), counted on /metrics. */
export async function openInbox(options: OpenInboxOptions): Promise<Inbox> {
  const { storage, kind, settings, metrics } = options;
  const queue: InboxQueue = storage.redis
    ? await RedisQueue.open(storage.redis, kind, settings.limit, settings.abandonedMs)
    : await SqliteQueue.open(sqlOf(storage), kind, settings.limit, storage.writeTurns);
  const inbox = new Inbox(queue, options.handler, {
    concurrency: options.concurrency,
    maxDeliveries: settings.maxAttempts,
    touchMs: Math.max(100, Math.floor(settings.abandonedMs / 3)),
    logger: options.logger,
    count: (event, by = 1) =>
      event === "redelivered"
        ? metrics?.inboxRedelivered.inc({ kind }, by)
        : metrics?.inboxDropped.inc({ kind }, by),
  });
  metrics?.watchInbox(kind, () => inbox.stats());
  return inbox;
}

function sqlOf(storage: Storage): NonNullable<Storage["sql"]> {
  if (!storage.sql) throw new Error("the inbox needs SQLite or Redis storage");
  return storage.sql;
}
