/**
 * Status changes of a batch's claims told together: one message per batch and poll ("📄
 * orders.csv: 12 of 37 accepted, 2 rejected") instead of a push per claim. Each claim's change
 * keeps its own once-mark (the claim watch's key), all held while the one message is sent, so a
 * change is told once whichever instance polls, and a message that fails leaves them all due.
 * The account's team groups get them by the one recipient rule (team/store.ts `routes`), each
 * claim about its own offer: a group routed by offers gets the changes of those offers' claims,
 * counted against the rows of those offers, as one message of those alone.
 */
import type { LostOrder } from "../../../../publisher-api/index.js";
import type { OnceHold } from "../../../../storage/index.js";
import { tagged } from "../../../accounts/label.js";
import type { Recipient } from "../../../accounts/recipient.js";
import type { JobDeps } from "../../../core/feature.js";
import { escapeHtml } from "../../../format/html.js";
import { piecesToTeam } from "../../../team/deliver.js";
import { type NewsAbout, routedBy, type TeamGroup } from "../../../team/store.js";
import { statusCode, statusLabel, statusWord } from "../text.js";
import { type Batch, Batches } from "./store.js";
import { statusCounts } from "./views.js";

export interface Change {
  claim: LostOrder;
  from: string;
}

/** Changed claims listed in one message; the counts cover them all. */
const LISTED = 10;

/** The changes of claims filed from a batch, by batch; the rest as they came. */
export async function byBatch(
  deps: JobDeps,
  accountId: number,
  changed: readonly Change[],
): Promise<{ groups: Map<Batch, Change[]>; rest: Change[] }> {
  const batches = new Batches(deps.storage);
  const owner = new Map<string, Batch>();
  for (const batch of await batches.ofAccount(accountId)) {
    for (const [, outcome] of await batches.allOutcomes(batch)) {
      if (outcome.state === "filed") owner.set(outcome.claimId, batch);
    }
  }
  const groups = new Map<Batch, Change[]>();
  const rest: Change[] = [];
  for (const change of changed) {
    const batch = owner.get(change.claim.id);
    if (!batch) rest.push(change);
    else groups.set(batch, [...(groups.get(batch) ?? []), change]);
  }
  return { groups, rest };
}

/** What a claim is about, as team routes read it: its offer (a claim names no subaccount). */
function aboutClaim(claim: LostOrder): NewsAbout {
  const offerId = Number(claim.offer_id);
  return Number.isSafeInteger(offerId) && offerId > 0 ? { offerId } : {};
}

/**
 * "12 of 37 accepted, 2 rejected" and the changed claims, in the recipient's words; for a team
 * group, the rows filed counted among those its routes name.
 */
function groupText(
  deps: JobDeps,
  to: Recipient,
  batch: Batch,
  changes: readonly Change[],
  group?: TeamGroup,
): string {
  const { t } = to.speech;
  const statuses = deps.config.claims.statuses;
  const filed = batch.rows.filter(
    (r) => r.verdict === "ready" && (!group || routedBy(group, { offerId: r.offerId })),
  ).length;
  const summary = statusCounts(
    to.speech,
    statuses,
    changes.map(({ claim }) => claim),
  );
  const lines = changes.slice(0, LISTED).map(({ claim, from }) => {
    const was = escapeHtml(statusWord(to.speech, statusCode(statuses, from)));
    const now = statusLabel(to.speech, statusCode(statuses, claim.status_id));
    return `#${escapeHtml(claim.id)} · <code>${escapeHtml(claim.order_number)}</code>: ${was} → ${now}`;
  });
  const more =
    changes.length > LISTED
      ? [t("claims-batch-more-claims", { more: changes.length - LISTED })]
      : [];
  const head = t("claims-batch-push", {
    name: escapeHtml(batch.fileName),
    filed,
    summary,
  });
  return [head, ...lines, ...more].join("\n");
}

/** Tells one batch's changes in one message; the ids of claims whose change is still due. */
export async function pushBatch(
  deps: JobDeps,
  accountId: number,
  to: Recipient,
  batch: Batch,
  changes: readonly Change[],
  keepMs: number,
): Promise<Set<string>> {
  const due = new Set<string>();
  const holds: OnceHold[] = [];
  const told: Change[] = [];
  for (const change of changes) {
    const key = `claim-push:${accountId}:${change.claim.id}:${change.claim.status_id}`;
    const taken = await deps.storage.once.take(key, deps.outbox.sendingMs);
    if (taken === "sending") due.add(change.claim.id);
    if (typeof taken === "string") continue;
    holds.push(taken);
    told.push(change);
  }
  if (told.length === 0) return due;
  const text = tagged(to.tag, groupText(deps, to, batch, told));
  try {
    await deps.outbox.deliverHeld(holds, to.chatId, (api) => api.sendMessage(to.chatId, text), {
      keepMs,
    });
    deps.metrics?.pushesSent.inc();
  } catch (error) {
    deps.logger.warn(
      { err: error, accountId },
      "batch status push not delivered; retried next poll",
    );
    for (const change of told) due.add(change.claim.id);
    return due;
  }
  // Told to the owner: each team group gets the changes its routes name (marks of its own).
  await piecesToTeam(deps, accountId, {
    news: "claims",
    pieces: told.map((change) => ({
      item: change,
      about: aboutClaim(change.claim),
      key: `claim:${change.claim.id}:${change.claim.status_id}`,
    })),
    text: (changes, group) => groupText(deps, to, batch, changes, group),
    keepMs,
    t: to.speech.t,
  }).catch((error: unknown) =>
    deps.logger.warn({ err: error, accountId }, "batch status push not delivered to the team"),
  );
  return due;
}
