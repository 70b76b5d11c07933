/**
 * A batch on /claims: one line per recent batch under the list, with a button that opens its
 * claims as the network holds them now (their statuses counted together: "12 accepted, 2
 * rejected, 21 new"), instead of 37 lines among the rest.
 */
import { InlineKeyboard } from "grammy";
import type { PublisherClient } from "../../../../publisher-api/index.js";
import { callbackKind } from "../../../core/callback-data.js";
import type { BotContext } from "../../../core/context.js";
import { escapeHtml } from "../../../format/html.js";
import { statusCode, statusLabel, statusWord } from "../text.js";
import { tally } from "./check.js";
import { type Batch, Batches } from "./store.js";

export const batchOpenButton = callbackKind("claims-batch-open", { id: "str" });

/** Batches shown under /claims: the latest few. */
const SHOWN = 3;
/** Claims of a batch listed on its page; the count above covers them all. */
const LISTED = 25;

type Texts = Pick<BotContext, "t">;

/** The account's latest batches that filed something, newest first. */
export async function recentBatches(ctx: BotContext): Promise<Batch[]> {
  const batches = new Batches(ctx.deps.storage);
  const all = await batches.ofAccount(ctx.account.id);
  return all
    .filter((b) => b.status !== "checked" && b.status !== "cancelled")
    .slice(-SHOWN)
    .reverse();
}

/** One line per batch under the list, and its button. */
export function batchLines(
  t: Texts,
  batches: readonly Batch[],
): { text: string; rows: InlineKeyboard } {
  const rows = new InlineKeyboard();
  const lines = batches.map((batch) => {
    rows.text(`📄 ${batch.fileName}`.slice(0, 48), batchOpenButton.pack({ id: batch.id })).row();
    return t.t("claims-batch-line", {
      name: escapeHtml(batch.fileName),
      ready: tally(batch.rows).ready,
    });
  });
  return { text: lines.join("\n"), rows };
}

/** The /claims page with the account's recent batches under it, their buttons above the list's. */
export async function withBatches(
  ctx: BotContext,
  text: string,
  keyboard: InlineKeyboard,
): Promise<{ text: string; keyboard: InlineKeyboard }> {
  const batches = await recentBatches(ctx);
  if (batches.length === 0) return { text, keyboard };
  const lines = batchLines(ctx, batches);
  return {
    text: `${text}\n\n${lines.text}`,
    keyboard: InlineKeyboard.from([...lines.rows.inline_keyboard, ...keyboard.inline_keyboard]),
  };
}

/**
 * Claims counted by status, in the directory's order (new, processing, accepted, rejected):
 * "32 new, 2 accepted, 1 rejected". The batch's page and its status push both say it this way.
 */
export function statusCounts(
  t: Texts,
  statuses: readonly { id: number; name: string }[],
  claims: readonly { status_id: string }[],
): string {
  const counts = new Map<string, number>();
  for (const claim of claims) {
    const code = statusCode(statuses, claim.status_id);
    counts.set(code, (counts.get(code) ?? 0) + 1);
  }
  const order = (code: string) => statuses.findIndex((status) => status.name === code);
  return [...counts]
    .sort(([a], [b]) => order(a) - order(b))
    .map(([code, n]) => `${n} ${escapeHtml(statusWord(t, code))}`)
    .join(", ");
}

/** A batch's page: its claims' statuses counted, then the claims themselves. */
export async function batchPage(
  ctx: BotContext,
  client: PublisherClient,
  batch: Batch,
): Promise<string> {
  const outcomes = await new Batches(ctx.deps.storage).allOutcomes(batch);
  const ids = [...outcomes.values()].flatMap((o) => (o.state === "filed" ? [o.claimId] : []));
  const claims = ids.length > 0 ? await client.lostOrders.list({ ids, perpage: 1000 }) : [];
  const statuses = ctx.deps.config.claims.statuses;
  const summary = statusCounts(ctx, statuses, claims);
  const listed = claims.slice(0, LISTED).map((claim) => {
    const label = statusLabel(ctx, statusCode(statuses, claim.status_id));
    return `#${escapeHtml(claim.id)} · <code>${escapeHtml(claim.order_number)}</code> · ${label}`;
  });
  const head = ctx.t("claims-batch-page", {
    name: escapeHtml(batch.fileName),
    claims: claims.length,
    summary,
  });
  const more =
    claims.length > LISTED
      ? `\n${ctx.t("claims-batch-more-claims", { more: claims.length - LISTED })}`
      : "";
  return `${head}\n\n${listed.join("\n")}${more}`;
}
