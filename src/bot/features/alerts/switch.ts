/**
 * Switching alerts on and off. On: a fresh token (the old one, if any, revoked: switching off
 * and on rotates the address), registered before the postback points at it, so the first
 * conversion finds it. Off: the postback disconnected from every offer and the token revoked;
 * the token goes even when the API call fails, so the old address answers 404 at once.
 */
import type { PublisherClient } from "../../../publisher-api/index.js";
import { connectPostback, disconnectPostback, receiverUrl, setPostbackOffers } from "./postback.js";
import {
  type AlertSettings,
  alertRecords,
  newToken,
  registerToken,
  revokeToken,
  type TokenDeps,
} from "./settings.js";

export interface SwitchParts {
  deps: TokenDeps;
  client: PublisherClient;
  userId: number;
  publicUrl: string;
}

export async function switchOn(
  parts: SwitchParts,
  settings: AlertSettings,
): Promise<AlertSettings> {
  const { deps, client, userId } = parts;
  const { token, hash } = newToken();
  await registerToken(deps, hash, userId);
  let postbackId: number;
  try {
    postbackId = await connectPostback(
      client,
      userId,
      settings.postbackId,
      receiverUrl(parts.publicUrl, token),
      settings.offers,
    );
  } catch (error) {
    await revokeToken(deps, hash);
    throw error;
  }
  if (settings.tokenHash !== hash) await revokeToken(deps, settings.tokenHash);
  const next: AlertSettings = { ...settings, on: true, postbackId, tokenHash: hash };
  await alertRecords(deps.storage).set(userId, next);
  return next;
}

/** Off. Returns the settings saved and the API's error, if disconnecting the postback failed. */
export async function switchOff(
  parts: Omit<SwitchParts, "publicUrl" | "client"> & { client: PublisherClient | undefined },
  settings: AlertSettings,
): Promise<{ settings: AlertSettings; error?: unknown }> {
  const { deps, client, userId } = parts;
  await revokeToken(deps, settings.tokenHash);
  const { tokenHash: _revoked, ...rest } = settings;
  const next: AlertSettings = { ...rest, on: false };
  await alertRecords(deps.storage).set(userId, next);
  if (!client || settings.postbackId === undefined) return { settings: next };
  try {
    await disconnectPostback(client, settings.postbackId);
    return { settings: next };
  } catch (error) {
    return { settings: next, error };
  }
}

/** Chosen offers; while on, the postback is connected to the new list at once. */
export async function changeOffers(
  parts: SwitchParts,
  settings: AlertSettings,
  offers: number[],
): Promise<AlertSettings> {
  const changed = { ...settings, offers };
  const kept =
    !settings.on ||
    (settings.postbackId !== undefined &&
      (await setPostbackOffers(parts.client, settings.postbackId, offers)));
  // A postback deleted in the network's interface is made again (with a new address).
  if (!kept) return switchOn(parts, changed);
  await alertRecords(parts.deps.storage).set(parts.userId, changed);
  return changed;
}
