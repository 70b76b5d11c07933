/**
 * The claim status watch: every publisher with client credentials is asked for the claims updated
 * since the last poll; a claim whose status differs from the snapshot is pushed once ("claim 123
 * for <offer>: processing → accepted"). The first poll of a publisher only records.
 */
import { createHash } from "node:crypto";
import { eachWithWorkers } from "../../../concurrency/index.js";
import type { Job } from "../../../jobs/scheduler.js";
import {
  AuthRejected,
  type LostOrder,
  type PublisherClient,
} from "../../../publisher-api/index.js";
import type { PublisherSecrets } from "../../../storage/index.js";
import { tagged } from "../../accounts/label.js";
import { type Recipient, recipientOf } from "../../accounts/recipient.js";
import { offerNames } from "../../catalog/offer-names.js";
import type { JobDeps } from "../../core/feature.js";
import { connection } from "../../core/publisher.js";
import { DAY_MS } from "../../format/local-time.js";
import { toTeam } from "../../team/deliver.js";
import { byBatch, pushBatch } from "./batch/pushes.js";
import { dayOf } from "./input.js";
import { claimCredentialsKeyboard, claimOpenKeyboard } from "./list-keyboards.js";
import { statusCode, statusPushText } from "./text.js";

/** Per publisher: what the last poll saw. Survives restarts; wiped by /disconnect. */
export interface ClaimSnapshot {
  /** hash of the client id the snapshot was taken with: other credentials start afresh */
  client: string;
  /** ISO time of the last successful poll; absent until the first one */
  polledAt?: string;
  /** claim id → status id */
  statuses: Record<string, string>;
  /** the publisher was told their credentials stopped working; cleared when they work again */
  authNoticeSent?: boolean;
}

/** A push is claimed for this long; a claim does not come back to the same status sooner. */
const PUSH_MARK_MS = 90 * DAY_MS;
const CONCURRENCY = 4;

export function createClaimWatchJob(deps: JobDeps): Job {
  const { storage, logger } = deps;
  const snapshots = storage.records<ClaimSnapshot>("claim-watch");

  /** Whom pushes about this account go to (`userId`: the account's id, keying its data). */
  function recipient(userId: number): Promise<Recipient | undefined> {
    return recipientOf(deps, userId);
  }

  async function poll(userId: number, now: Date): Promise<void> {
    const connected = await connection(deps, userId);
    const secrets = connected?.secrets;
    if (!connected || !secrets?.clientId || !secrets.clientSecret) {
      // Disconnected meanwhile, or the pair taken away: skipped, and the index catches up.
      await storage.vault.index(userId, secrets);
      return;
    }
    const client = fingerprint(secrets);
    const stored = await snapshots.get(userId);
    const previous = stored?.client === client ? stored : undefined;
    const { client: api } = connected;
    let claims: LostOrder[];
    try {
      claims = await updatedClaims(api, previous?.polledAt);
    } catch (error) {
      if (!(error instanceof AuthRejected)) throw error;
      const told = previous?.authNoticeSent || (await noticeAuthFailure(userId));
      await snapshots.set(userId, { statuses: {}, ...previous, client, authNoticeSent: told });
      return;
    }
    const statuses = { ...previous?.statuses };
    const changed = previous?.polledAt ? changes(previous.statuses, claims) : [];
    const unsent = changed.length > 0 ? await pushChanges(userId, api, changed) : new Set();
    // A push not sent (it may pass) keeps the status it was about: the next poll pushes it.
    for (const claim of claims) if (!unsent.has(claim.id)) statuses[claim.id] = claim.status_id;
    await snapshots.set(userId, { client, polledAt: now.toISOString(), statuses });
  }

  function changes(before: Record<string, string>, claims: LostOrder[]) {
    const initial = deps.config.claims.statuses.find((s) => s.name === "new")?.id;
    return claims.flatMap((claim) => {
      // A claim first seen here was filed since the last poll, so it started out new.
      const from = before[claim.id] ?? (initial === undefined ? undefined : String(initial));
      return from === undefined || from === claim.status_id ? [] : [{ claim, from }];
    });
  }

  /** Pushes each change once; the ids of the claims whose push failed for a reason that may pass. */
  async function pushChanges(
    userId: number,
    api: PublisherClient,
    changed: { claim: LostOrder; from: string }[],
  ): Promise<Set<string>> {
    const names = await offerNames(
      api,
      changed.map(({ claim }) => claim.offer_id),
    ).catch(() => ({}) as Record<string, string>);
    const to = await recipient(userId);
    if (!to) return new Set();
    const texts = to.speech;
    const statuses = deps.config.claims.statuses;
    const unsent = new Set<string>();
    // Claims filed from a file are told together, one message per batch (batch/pushes.ts).
    const { groups, rest } = await byBatch(deps, userId, changed);
    for (const [batch, changes] of groups) {
      for (const id of await pushBatch(deps, userId, to, batch, changes, PUSH_MARK_MS))
        unsent.add(id);
    }
    for (const { claim, from } of rest) {
      const text = statusPushText(texts, {
        claimId: claim.id,
        offer: names[claim.offer_id] ?? `#${claim.offer_id}`,
        from: statusCode(statuses, from),
        to: statusCode(statuses, claim.status_id),
        managerComment: claim.manager_comment,
      });
      const key = `claim-push:${userId}:${claim.id}:${claim.status_id}`;
      try {
        const delivery = await deps.outbox.deliverOnce(
          key,
          to.chatId,
          (api) =>
            api.sendMessage(to.chatId, tagged(to.tag, text), {
              reply_markup: claimOpenKeyboard(texts, claim.id, to.no),
            }),
          { keepMs: PUSH_MARK_MS },
        );
        if (delivery.sent) deps.metrics?.pushesSent.inc();
        if ("busy" in delivery) unsent.add(claim.id);
        await toTeam(deps, userId, {
          news: "claims",
          about: { offerId: Number(claim.offer_id) },
          key: `claim:${claim.id}:${claim.status_id}`,
          keepMs: PUSH_MARK_MS,
          text,
          t: texts.t,
        });
      } catch (error) {
        logger.warn({ err: error, userId }, "claim push not delivered; retried next poll");
        unsent.add(claim.id);
      }
    }
    return unsent;
  }

  /** Once per failure: the mark is cleared by the next poll that works. */
  async function noticeAuthFailure(userId: number): Promise<boolean> {
    const to = await recipient(userId);
    if (!to) return true;
    try {
      return await deps.outbox
        .deliver(to.chatId, (api) =>
          api.sendMessage(to.chatId, tagged(to.tag, to.speech.t("claims-watch-auth")), {
            reply_markup: claimCredentialsKeyboard(to.speech),
          }),
        )
        .then(() => true);
    } catch (error) {
      logger.warn({ err: error, userId }, "claim credentials notice not delivered");
      return false;
    }
  }

  return {
    name: "claim-watch",
    cron: deps.settings.lostOrderPollCron,
    async run(now: Date) {
      const members = await storage.vault.withClientPair();
      await eachWithWorkers(members, CONCURRENCY, (userId) =>
        poll(userId, now).catch((error: unknown) => {
          logger.warn({ err: error, userId }, "claim watch poll failed");
        }),
      );
    },
  };
}

/**
 * Every claim on the first poll; afterwards those updated since the day before the last poll (the
 * filter takes a day, and the day before covers an API that counts days in a zone west of UTC).
 */
async function updatedClaims(api: PublisherClient, polledAt?: string): Promise<LostOrder[]> {
  const since = polledAt === undefined ? undefined : Date.parse(polledAt) - DAY_MS;
  const filter =
    since === undefined || Number.isNaN(since)
      ? { perpage: 200 }
      : { perpage: 200, updated_at_start: dayOf(since) };
  const claims: LostOrder[] = [];
  for await (const claim of api.lostOrders.each(filter)) claims.push(claim);
  return claims;
}

function fingerprint(secrets: PublisherSecrets): string {
  return createHash("sha256")
    .update(secrets.clientId ?? "")
    .digest("base64url")
    .slice(0, 16);
}
