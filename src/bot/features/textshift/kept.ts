/**
 * The API can create and update a text shift but not read one, so the bot keeps what it last
 * wrote for each publisher, with the id the network gave it (updates need it). Every write sends
 * the whole settings, kept only once the network took them.
 */
import type { PublisherClient } from "../../../publisher-api/index.js";
import type { Storage } from "../../../storage/index.js";
import type { Settings } from "./values.js";

export interface Kept {
  id?: number;
  settings: Settings;
  /** when the network last took them (ISO) */
  writtenAt?: string;
}

const kept = (storage: Storage) => storage.records<Kept>("textshift");

export async function keptSettings(storage: Storage, userId: number): Promise<Kept> {
  return (await kept(storage).get(userId)) ?? { settings: {} };
}

/** Sends the kept settings with `patch` made (POST the first time, then PUT by id), then keeps them. */
export async function writeSettings(
  storage: Storage,
  client: PublisherClient,
  userId: number,
  patch: Partial<Settings>,
  now: Date,
): Promise<Kept> {
  const before = await keptSettings(storage, userId);
  const settings = { ...before.settings, ...patch };
  let id = before.id;
  if (id === undefined) id = await client.tools.createTextShift(settings);
  else await client.tools.updateTextShift({ id, ...settings });
  const after: Kept = { id, settings, writtenAt: now.toISOString() };
  await kept(storage).set(userId, after);
  return after;
}
