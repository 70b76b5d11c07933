/** Texts of claims: the wizard's summary, a claim's card, a page of the list, a status push. */
import { ownEntry } from "../../../own-entry.js";
import { type LostOrder, parseNumber } from "../../../publisher-api/index.js";
import type { BotContext } from "../../core/context.js";
import { apiDateText, dateText, type MomentPlace } from "../../format/dates.js";
import { escapeHtml } from "../../format/html.js";
import { formatMoney } from "../../format/money.js";
import { CLAIM_FIELDS, type ClaimDraft, type ClaimField } from "./draft.js";
import type { Choice } from "./wizard-data.js";

type Texts = Pick<BotContext, "t">;

/** The publisher's language and zone for a claim's card (a Speech fits). */
export type ClaimStyle = MomentPlace;

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

/** A status in the publisher's words (plain text, for buttons and alerts); an unknown code as is. */
export function statusWord(ctx: Texts, code: string): string {
  return ownEntry(STATUS_MARKS, code) !== undefined ? ctx.t(`claims-status-${code}`) : code;
}

export function statusLabel(ctx: Texts, code: string): string {
  return `${ownEntry(STATUS_MARKS, code) ?? "•"} ${escapeHtml(statusWord(ctx, code))}`;
}

/** The order amount with its currency, the publisher's way; text that is no number as sent. */
function amountText(sum: string, currency: string, style: ClaimStyle): string {
  const value = parseNumber(sum);
  if (value === undefined) return `${escapeHtml(sum)} ${escapeHtml(currency)}`.trim();
  return formatMoney(value, currency, style.lang);
}

function choice(value: Choice | undefined): string {
  return value ? `${escapeHtml(value.name)} <code>#${value.id}</code>` : "—";
}

/** A wizard's context: its texts, and the publisher's way of writing dates and money. */
type Speaking = Pick<BotContext, "t" | "speech">;

/**
 * One line per field, in the wizard's order; the date and the amount written as the claim's card
 * writes them (the draft keeps the API's forms: yyyy-mm-dd, digits and a dot).
 */
export function draftLines(ctx: Speaking, draft: ClaimDraft): string[] {
  const { lang } = ctx.speech;
  const values: Record<ClaimField, string> = {
    offer: choice(draft.offer),
    channel: draft.channel ? escapeHtml(draft.channel.name) : "—",
    number: draft.number ? `<code>${escapeHtml(draft.number)}</code>` : "—",
    date: draft.date ? dateText(draft.date, lang, true) : "—",
    amount: draft.amount ? amountText(draft.amount, draft.currency?.name ?? "", ctx.speech) : "—",
    currency: escapeHtml(draft.currency?.name ?? "—"),
    comment: note(draft.comment ?? ""),
  };
  // The amount is written with its currency: a line of the currency alone would say it twice.
  const shown = (Object.keys(values) as ClaimField[]).filter(
    (field) => field !== "currency" || !draft.amount || !draft.currency,
  );
  return shown.map((field) => `${ctx.t(`claims-field-${field}`)}: ${values[field]}`);
}

export interface SubmitProblem {
  /** the API's words, or a localized outage text */
  reason: string;
  /** the API's per-field messages, keyed by wizard field (or the API's name when unknown) */
  fields: Record<string, string>;
  /** no refusal came (a timeout, an unreadable answer): the claim may have been filed */
  unsure?: boolean;
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

export function summaryText(ctx: Speaking, draft: ClaimDraft, problem?: SubmitProblem): string {
  const lines = [`<b>${ctx.t("claims-summary-title")}</b>`, "", ...draftLines(ctx, draft), ""];
  if (problem) {
    const next = problem.unsure ? "claims-summary-unsure" : "claims-summary-fix";
    lines.push(problemText(ctx, problem), ctx.t(next));
  } else lines.push(ctx.t("claims-summary-hint"));
  return lines.join("\n");
}

export interface ClaimNames {
  offer?: string;
  channels: readonly Choice[];
  currencies: readonly Choice[];
  statuses: readonly Choice[];
}

/** `now` is when it is shown: a date of another year is written with its year. */
export function claimCard(
  ctx: Texts,
  claim: LostOrder,
  names: ClaimNames,
  style: ClaimStyle,
  now: Date,
): string {
  const channel = names.channels.find((c) => String(c.id) === claim.traffic_channel_id);
  const currency = names.currencies.find((c) => String(c.id) === claim.order_currency_id);
  const offer = names.offer ? `${escapeHtml(names.offer)} ` : "";
  return [
    `<b>${ctx.t("claims-card-title", { id: escapeHtml(claim.id) })}</b>`,
    `${ctx.t("claims-status")}: ${statusLabel(ctx, statusCode(names.statuses, claim.status_id))}`,
    "",
    `${ctx.t("claims-field-offer")}: ${offer}<code>#${escapeHtml(claim.offer_id)}</code>`,
    `${ctx.t("claims-field-channel")}: ${escapeHtml(channel?.name ?? `#${claim.traffic_channel_id}`)}`,
    `${ctx.t("claims-field-number")}: <code>${escapeHtml(claim.order_number)}</code>`,
    `${ctx.t("claims-field-date")}: ${apiDateText(claim.order_date, style, now)}`,
    `${ctx.t("claims-field-amount")}: ${amountText(claim.order_sum, currency?.name ?? `#${claim.order_currency_id}`, style)}`,
    `${ctx.t("claims-field-comment")}: ${note(claim.comment)}`,
    `${ctx.t("claims-manager-comment")}: ${note(claim.manager_comment)}`,
    "",
    `${ctx.t("claims-created")}: ${apiDateText(claim.created_at, style, now)}`,
    `${ctx.t("claims-updated")}: ${apiDateText(claim.updated_at, style, now)}`,
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

export function claimsPageText(ctx: Texts, view: ClaimsPage, style: ClaimStyle, now: Date): string {
  const filter = view.filter ? ` · ${escapeHtml(statusWord(ctx, view.filter))}` : "";
  const head = `<b>${ctx.t("claims-list-title")}</b>${filter}`;
  if (view.claims.length === 0) return `${head}\n\n${ctx.t("claims-list-empty")}`;
  const lines = view.claims.map((claim) => {
    const currency = view.currencies.find((c) => String(c.id) === claim.order_currency_id);
    const offer = view.offers[claim.offer_id] ?? `#${claim.offer_id}`;
    return [
      `<b>#${escapeHtml(claim.id)}</b> · ${statusLabel(ctx, statusCode(view.statuses, claim.status_id))}`,
      `${escapeHtml(offer)} · <code>${escapeHtml(claim.order_number)}</code>`,
      `${amountText(claim.order_sum, currency?.name ?? "", style)} · ${apiDateText(claim.order_date, style, now)}`,
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
      from: escapeHtml(statusWord(ctx, change.from)),
      to: statusLabel(ctx, change.to),
    }),
  ];
  if (change.managerComment.trim()) {
    lines.push(`${ctx.t("claims-manager-comment")}: ${note(change.managerComment)}`);
  }
  return lines.join("\n");
}
