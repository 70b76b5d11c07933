/**
 * The publisher's "Telegram alerts" postback in the network: created (or re-used) pointing at
 * the bot's receiver with the publisher's token, connected to all or chosen offers; switched off
 * by an empty offers list (the spec's way to disconnect), like any postback in /postbacks.
 */
import {
  type Postback,
  type PostbackInput,
  PublisherApiError,
  type PublisherClient,
} from "../../../publisher-api/index.js";
import {
  ALERTS_POSTBACK_NAME,
  alertsPostbackName,
} from "../../network-postback/alerts-postback.js";
import { type PostbackState, postbackState } from "../../network-postback/state.js";
import { PARAM_NAMES } from "./conversion.js";

export function receiverUrl(publicUrl: string, token: string): string {
  return `${publicUrl}/postback/${token}`;
}

function input(name: string, url: string, offers: readonly number[]): PostbackInput {
  return {
    name,
    url,
    action_type: "all",
    request_type: "get",
    query_params: { ...PARAM_NAMES },
    offers_included: offers,
  };
}

/** The postback with this id, or undefined when the API no longer has it. */
async function existing(client: PublisherClient, id: number | undefined) {
  if (id === undefined) return undefined;
  try {
    return await client.tools.postback(id);
  } catch (error) {
    // The API knows no 404: an unknown id is a 400.
    if (
      error instanceof PublisherApiError &&
      (error.kind === "bad_request" || error.kind === "not_found")
    )
      return undefined;
    throw error;
  }
}

async function findByName(client: PublisherClient, name: string): Promise<Postback | undefined> {
  const { items } = await client.tools.postbacks({
    start: 0,
    limit: 100,
    term: ALERTS_POSTBACK_NAME,
  });
  return items.find((p) => p.name.trim() === name);
}

/** Points the publisher's alerts postback at `url` for `offers`; returns its id. */
export async function connectPostback(
  client: PublisherClient,
  userId: number,
  knownId: number | undefined,
  url: string,
  offers: readonly number[],
): Promise<number> {
  const name = alertsPostbackName(userId);
  const found =
    (await existing(client, knownId)) ?? (await findByName(client, name).catch(() => undefined));
  if (found) {
    await client.tools.updatePostback({ id: found.id, ...input(name, url, offers) });
    return found.id;
  }
  return client.tools.createPostback(input(name, url, offers));
}

/** The postback's state at the network; "gone" when the network no longer has it. */
export async function alertsPostbackState(
  client: PublisherClient,
  id: number,
): Promise<PostbackState | "gone"> {
  const found = await existing(client, id);
  return found ? postbackState(found) : "gone";
}

/** Disconnects every offer from it (the address stays, but its token is revoked). */
export async function disconnectPostback(client: PublisherClient, id: number): Promise<void> {
  const found = await existing(client, id);
  if (!found || found.offers_included.length === 0) return;
  await client.tools.updatePostback({
    id,
    ...input(found.name, found.url, []),
  });
}

/** Connects the postback to other offers, keeping its address. */
export async function setPostbackOffers(
  client: PublisherClient,
  id: number,
  offers: readonly number[],
): Promise<boolean> {
  const found = await existing(client, id);
  if (!found) return false;
  await client.tools.updatePostback({ id, ...input(found.name, found.url, offers) });
  return true;
}
