/**
 * Switching a postback off and on. The API has no on/off field: "off" is an empty
 * `offers_included` (the spec: an empty list disconnects every offer). The list it had is kept in a
 * per-user record keyed by postback id, so "on" can connect the same offers again, or all offers
 * (`0`) when nothing was kept. Every other field is sent back as the API reported it.
 */
import { ownEntry } from "../../../own-entry.js";
import {
  type Postback,
  type PostbackUpdate,
  PublisherApiError,
  type PublisherClient,
} from "../../../publisher-api/index.js";
import type { Storage } from "../../../storage/index.js";
import { hasOffers } from "../../network-postback/state.js";

/** All offers, in the API's words. */
const ALL_OFFERS: readonly number[] = [0];

/** Responses say `0` where requests say `all`. */
const REQUEST_ACTION_TYPE: Record<string, PostbackUpdate["action_type"]> = {
  "0": "all",
  all: "all",
  cpl: "cpl",
  cpa: "cpa",
};

/** Offers connected: the part of a postback's state /postbacks switches. */
export const isSwitchedOn = hasOffers;

/** The PUT body that changes only the offers; undefined when a field cannot be sent back as is. */
export function postbackUpdate(
  postback: Postback,
  offers: readonly number[],
): PostbackUpdate | undefined {
  const typed = postback.action_type.trim().toLowerCase();
  const actionType = ownEntry(REQUEST_ACTION_TYPE, typed);
  const method = postback.request_type.trim().toLowerCase();
  if (!actionType || (method !== "get" && method !== "post")) return undefined;
  return {
    id: postback.id,
    name: postback.name,
    url: postback.url,
    action_type: actionType,
    request_type: method,
    // Responses list (name, value) pairs; requests want one named element per parameter.
    query_params: Object.fromEntries(postback.query_params.map((p) => [p.name, p.value])),
    offers_included: offers,
  };
}

type Kept = Record<string, number[]>;
const keptOffers = (storage: Storage) => storage.records<Kept>("postback-offers");

export async function rememberedOffers(
  storage: Storage,
  userId: number,
  postbackId: number,
): Promise<number[] | undefined> {
  return (await keptOffers(storage).get(userId))?.[postbackId];
}

async function keep(storage: Storage, userId: number, id: number, offers: number[]): Promise<void> {
  await keptOffers(storage).update(userId, (kept) => ({ ...kept, [id]: offers }));
}

async function drop(storage: Storage, userId: number, id: number): Promise<void> {
  await keptOffers(storage).update(userId, (kept) => {
    const rest = { ...kept };
    delete rest[id];
    return rest;
  });
}

export type SwitchOutcome =
  /** switched; `offers`: those disconnected (off), connected again (restored) or [0] (all) */
  | { kind: "off" | "restored" | "all"; postback: Postback; offers: readonly number[] }
  /** already in the wanted state: nothing was sent */
  | { kind: "unchanged"; postback: Postback }
  /** the API accepted the PUT but reports the old state */
  | { kind: "not-applied"; postback: Postback }
  | { kind: "unsupported"; postback: Postback }
  /** the PUT failed; `kept` is the list still remembered for "on" (none when nothing is kept) */
  | { kind: "failed"; postback: Postback; error: PublisherApiError; kept?: readonly number[] };

export interface SwitchRequest {
  client: PublisherClient;
  storage: Storage;
  userId: number;
  postbackId: number;
  on: boolean;
}

export async function switchPostback(request: SwitchRequest): Promise<SwitchOutcome> {
  const { client, storage, userId, postbackId, on } = request;
  const before = await client.tools.postback(postbackId);
  if (isSwitchedOn(before) === on) return { kind: "unchanged", postback: before };
  const kept = await rememberedOffers(storage, userId, postbackId);
  const offers = on ? (kept ?? ALL_OFFERS) : [];
  const update = postbackUpdate(before, offers);
  if (!update) return { kind: "unsupported", postback: before };
  // Kept before the PUT: a PUT that times out after the API applied it must not lose the list.
  if (!on) await keep(storage, userId, postbackId, before.offers_included);
  try {
    await client.tools.updatePostback(update);
  } catch (error) {
    if (!(error instanceof PublisherApiError)) throw error;
    const after = await client.tools.postback(postbackId).catch(() => before);
    const remembered = on ? kept : before.offers_included;
    return { kind: "failed", postback: after, error, ...(remembered ? { kept: remembered } : {}) };
  }
  const after = await client.tools.postback(postbackId);
  if (isSwitchedOn(after) !== on) return { kind: "not-applied", postback: after };
  if (!on) return { kind: "off", postback: after, offers: before.offers_included };
  await drop(storage, userId, postbackId);
  return { kind: kept ? "restored" : "all", postback: after, offers };
}
