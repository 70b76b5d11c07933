/** Texts of claims: the wizard's summary, a claim's card, a page of the list, a status push. */
import type { LostOrder } from "../../../publisher-api/index.js";
import type { BotContext } from "../../core/context.js";
import { escapeHtml } from "../../core/html.js";
import { CLAIM_FIELDS, type ClaimDraft, type ClaimField } from "./draft.js";
import type { Choice } from "./wizard-data.js";

type Texts = Pick<BotContext, "t">;

const STATUS_MARKS: Record<string, string> = {
  new: "🆕",
  processing: "⏳",
  accepted: "✅",
  rejected: "❌",
};

/** Free text the publisher or a manager wrote can be long; a card must stay one message. */
const NOTE_LIMIT = 900;

function note(text: string): string {
  const trimmed = text.trim();
  if (!trimmed) return "—";
  return escapeHtml(trimmed.length > NOTE_LIMIT ? `${trimmed.slice(0, NOTE_LIMIT)}…` : trimmed);
}

/** The status by its code, from the configured directory (the API sends only the id). */
export function statusCode(statuses: readonly Choice[], statusId: string): string {
  return statuses.find((status) => String(status.id) === statusId)?.name ?? `#${statusId}`;
}

export function statusLabel(code: string): string {
  const mark = Object.hasOwn(STATUS_MARKS, code) ? STATUS_MARKS[code] : undefined;
  return `${mark ?? "•"} ${escapeHtml(code)}`;
}

/** `2026-10-18T13:11:00+00:00` as `2026-10-18 13:11 +00:00`; anything else as sent. */
export function apiTime(text: string): string {
  const match =
    /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})(?::\d{2}(?:\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/.exec(text);
  if (!match) return escapeHtml(text || "—");
  return escapeHtml(`${match[1]} ${match[2]}${match[3] ? ` ${match[3]}` : ""}`);
}

function choice(value: Choice | undefined): string {
  return value ? `${escapeHtml(value.name)} <code>#${value.id}</code>` : "—";
}

/** One line per field, in the wizard's order. */
export function draftLines(ctx: Texts, draft: ClaimDraft): string[] {
  const values: Record<ClaimField, string> = {
    offer: choice(draft.offer),
    channel: draft.channel ? escapeHtml(draft.channel.name) : "—",
    number: draft.number ? `<code>${escapeHtml(draft.number)}</code>` : "—",
    date: escapeHtml(draft.date ?? "—"),
    amount: escapeHtml(draft.amount ?? "—"),
    currency: escapeHtml(draft.currency?.name ?? "—"),
    comment: note(draft.comment ?? ""),
  };
  return (Object.keys(values) as ClaimField[]).map(
    (field) => `${ctx.t(`claims-field-${field}`)}: ${values[field]}`,
  );
}

export interface SubmitProblem {
  /** the API's words, or a localized outage text */
  reason: string;
  /** the API's per-field messages, keyed by wizard field (or the API's name when unknown) */
  fields: Record<string, string>;
}

/** The API's reason, then its word on each field it named. */
export function problemText(ctx: Texts, problem: SubmitProblem): string {
  const lines = [`⚠️ ${problem.reason}`];
  for (const [field, message] of Object.entries(problem.fields)) {
    const known = CLAIM_FIELDS.some((name) => name === field);
    const name = known ? ctx.t(`claims-field-${field}`) : escapeHtml(field);
    lines.push(`• ${name}: ${escapeHtml(message)}`);
  }
  return lines.join("\n");
}

export function summaryText(ctx: Texts, draft: ClaimDraft, problem?: SubmitProblem): string {
  const lines = [`<b>${ctx.t("claims-summary-title")}</b>`, "", ...draftLines(ctx, draft), ""];
  if (problem) lines.push(problemText(ctx, problem), ctx.t("claims-summary-fix"));
  else lines.push(ctx.t("claims-summary-hint"));
  return lines.join("\n");
}

export interface ClaimNames {
  offer?: string;
  channels: readonly Choice[];
  currencies: readonly Choice[];
  statuses: readonly Choice[];
}

export function claimCard(ctx: Texts, claim: LostOrder, names: ClaimNames): string {
  const channel = names.channels.find((c) => String(c.id) === claim.traffic_channel_id);
  const currency = names.currencies.find((c) => String(c.id) === claim.order_currency_id);
  const offer = names.offer ? `${escapeHtml(names.offer)} ` : "";
  return [
    `<b>${ctx.t("claims-card-title", { id: escapeHtml(claim.id) })}</b>`,
    `${ctx.t("claims-status")}: ${statusLabel(statusCode(names.statuses, claim.status_id))}`,
    "",
    `${ctx.t("claims-field-offer")}: ${offer}<code>#${escapeHtml(claim.offer_id)}</code>`,
    `${ctx.t("claims-field-channel")}: ${escapeHtml(channel?.name ?? `#${claim.traffic_channel_id}`)}`,
    `${ctx.t("claims-field-number")}: <code>${escapeHtml(claim.order_number)}</code>`,
    `${ctx.t("claims-field-date")}: ${escapeHtml(claim.order_date)}`,
    `${ctx.t("claims-field-amount")}: ${escapeHtml(claim.order_sum)} ${escapeHtml(currency?.name ?? `#${claim.order_currency_id}`)}`,
    `${ctx.t("claims-field-comment")}: ${note(claim.comment)}`,
    `${ctx.t("claims-manager-comment")}: ${note(claim.manager_comment)}`,
    "",
    `${ctx.t("claims-created")}: ${apiTime(claim.created_at)}`,
    `${ctx.t("claims-updated")}: ${apiTime(claim.updated_at)}`,
  ].join("\n");
}

export interface ClaimsPage {
  claims: readonly LostOrder[];
  total: number;
  page: number;
  pages: number;
  /** the filter's status code, or undefined for every status */
  filter?: string;
  offers: Record<string, string>;
  currencies: readonly Choice[];
  statuses: readonly Choice[];
}

export function claimsPageText(ctx: Texts, view: ClaimsPage): string {
  const filter = view.filter ? ` · ${escapeHtml(view.filter)}` : "";
  const head = `<b>${ctx.t("claims-list-title")}</b>${filter}`;
  if (view.claims.length === 0) return `${head}\n\n${ctx.t("claims-list-empty")}`;
  const lines = view.claims.map((claim) => {
    const currency = view.currencies.find((c) => String(c.id) === claim.order_currency_id);
    const offer = view.offers[claim.offer_id] ?? `#${claim.offer_id}`;
    return [
      `<b>#${escapeHtml(claim.id)}</b> · ${statusLabel(statusCode(view.statuses, claim.status_id))}`,
      `${escapeHtml(offer)} · <code>${escapeHtml(claim.order_number)}</code>`,
      `${escapeHtml(claim.order_sum)} ${escapeHtml(currency?.name ?? "")} · ${escapeHtml(claim.order_date)}`,
    ].join("\n");
  });
  const position = ctx.t("claims-list-page", {
    page: view.page + 1,
    pages: view.pages,
    total: view.total,
  });
  return [head, position, "", lines.join("\n\n")].join("\n");
}

export interface StatusChange {
  claimId: string;
  offer: string;
  from: string;
  to: string;
  managerComment: string;
}

export function statusPushText(ctx: Texts, change: StatusChange): string {
  const lines = [
    ctx.t("claims-push", {
      id: escapeHtml(change.claimId),
      offer: escapeHtml(change.offer),
      from: escapeHtml(change.from),
      to: statusLabel(change.to),
    }),
  ];
  if (change.managerComment.trim()) {
    lines.push(`${ctx.t("claims-manager-comment")}: ${note(change.managerComment)}`);
  }
  return lines.join("\n");
}
