/**
 * Which postback is a publisher's own "Telegram alerts" one: /alerts creates it under this name,
 * /postbacks shows it and sends its switching to /alerts (which also renews its address).
 */
import type { Postback } from "../../publisher-api/index.js";

/** What the publisher sees in the network's interface and in /postbacks. */
export const ALERTS_POSTBACK_NAME = "Telegram alerts";

/** One per Telegram account: two people sharing a publisher account each get their own. */
export function alertsPostbackName(userId: number): string {
  return `${ALERTS_POSTBACK_NAME} · ${userId}`;
}

export function isAlertsPostbackOf(postback: Postback, userId: number): boolean {
  return postback.name.trim() === alertsPostbackName(userId);
}
