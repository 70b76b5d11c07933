/** A claim as the wizard collects it, and its translation to the API's request fields. */
import type { LostOrder, LostOrderChanges, LostOrderInput } from "../../../publisher-api/index.js";
import { apiAmount } from "../../format/amounts.js";
import type { Choice } from "./wizard-data.js";

export const CLAIM_FIELDS = [
  "offer",
  "channel",
  "number",
  "date",
  "amount",
  "currency",
  "comment",
] as const;
export type ClaimField = (typeof CLAIM_FIELDS)[number];

export interface ClaimDraft {
  offer?: Choice;
  channel?: Choice;
  number?: string;
  /** yyyy-mm-dd */
  date?: string;
  /** digits and a dot, as the API wants it */
  amount?: string;
  currency?: Choice;
  comment?: string;
}

/** The API's name of each field, to point a validation failure at the step that fixes it. */
export const API_FIELD: Readonly<Record<ClaimField, keyof LostOrderInput>> = {
  offer: "offer_id",
  channel: "traffic_channel_id",
  number: "order_number",
  date: "order_date",
  amount: "order_sum",
  currency: "order_currency_id",
  comment: "comment",
};

export function fieldOfApiName(name: string): ClaimField | undefined {
  return CLAIM_FIELDS.find((field) => API_FIELD[field] === name);
}

/** The create request, field types exactly as the spec's (numbers for channel and currency). */
export function claimInput(draft: ClaimDraft): LostOrderInput {
  return {
    traffic_channel_id: draft.channel?.id ?? 0,
    order_number: draft.number ?? "",
    order_date: draft.date ?? "",
    offer_id: String(draft.offer?.id ?? ""),
    order_sum: draft.amount === undefined ? "" : apiAmount(draft.amount),
    order_currency_id: draft.currency?.id ?? 0,
    comment: draft.comment ?? "",
  };
}

/** The one field an edit changes. */
export function claimChange(draft: ClaimDraft, field: ClaimField): LostOrderChanges {
  const name = API_FIELD[field];
  return { [name]: claimInput(draft)[name] };
}

/** A stored claim as a draft, names looked up where the bot knows them. */
export function draftOf(
  claim: LostOrder,
  names: { offer?: string; channels: readonly Choice[]; currencies: readonly Choice[] },
): ClaimDraft {
  const byId = (choices: readonly Choice[], id: string) =>
    choices.find((choice) => String(choice.id) === id) ?? { id: Number(id), name: `#${id}` };
  return {
    offer: { id: Number(claim.offer_id), name: names.offer ?? `#${claim.offer_id}` },
    channel: byId(names.channels, claim.traffic_channel_id),
    number: claim.order_number,
    date: claim.order_date,
    amount: claim.order_sum,
    currency: byId(names.currencies, claim.order_currency_id),
    comment: claim.comment,
  };
}
