/**
 * Conversions are kept in the inbox before the receiver answers 200 (the network does not send a
 * postback again once answered), and pushed from there: a crash, a deploy or Telegram down in
 * between delays an alert, never loses it.
 */
import { type Inbox, openInbox } from "../../../inbox/index.js";
import type { JobDeps } from "../../core/feature.js";
import type { Conversion } from "./conversion.js";
import type { AlertPusher } from "./push.js";

interface PostbackEntry {
  userId: number;
  /** the hash of the token it came with: a token revoked since is not told */
  tokenHash?: string;
  conversion: Conversion;
  /**
   * When the postback came in (quiet hours and bursts go by it): ms since the epoch; an ISO
   * string in entries written before (both read the same by `new Date`).
   */
  receivedAt: number | string;
}

/**
 * Conversions handled at once; each publisher's alerts go one at a time anyway. Handling one waits
 * on batched writes (a told one's mark and its click's status, then its done mark) where receiving
 * it waits on one: under 32 connections, 32 at once fell behind and filled the inbox in seconds
 * (then 503), 64 just kept up; 128 leaves room.
 */
const AT_ONCE = 128;

export interface PostbackInbox {
  /** Written durably (true), or refused because the inbox is full or not open (false: 503). */
  keep(
    userId: number,
    tokenHash: string,
    conversion: Conversion,
    receivedAt: Date,
  ): Promise<boolean>;
  close(): Promise<void>;
}

export function postbackInbox(deps: JobDeps, pusher: AlertPusher): PostbackInbox {
  const opened: Promise<Inbox | undefined> = openInbox({
    storage: deps.storage,
    kind: "postback",
    settings: deps.settings.inbox,
    concurrency: AT_ONCE,
    logger: deps.logger,
    ...(deps.metrics && { metrics: deps.metrics }),
    async handler(entry) {
      const { userId, tokenHash, conversion, receivedAt } = (entry.value ??
        JSON.parse(entry.body)) as PostbackEntry;
      await pusher.handle(userId, conversion, new Date(receivedAt), tokenHash);
      return "done";
    },
  }).then(
    (inbox) => {
      // What a crash or a stop left there is pushed now.
      inbox.start();
      return inbox;
    },
    (error: unknown) => {
      deps.logger.error({ err: error }, "the postback inbox does not open");
      return undefined;
    },
  );
  return {
    async keep(userId, tokenHash, conversion, receivedAt) {
      const inbox = await opened;
      if (!inbox) return false;
      const entry: PostbackEntry = {
        userId,
        tokenHash,
        conversion,
        receivedAt: receivedAt.getTime(),
      };
      const added = await inbox.add(JSON.stringify(entry), { value: entry });
      if (added === "full") deps.metrics?.inboxRefused.inc({ kind: "postback" });
      return added === "kept";
    },
    async close() {
      await (await opened)?.stop();
      await pusher.idle();
    },
  };
}
