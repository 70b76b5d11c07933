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

/** Who a Telegram account is, as an update carries it. */
interface TelegramPerson {
  id: number;
  first_name: string;
  last_name?: string;
  username?: string;
}

/**
 * A postback's name as the publisher reads it: their own alerts postback is named with their
 * @username or name, not the Telegram account number its name at the network carries.
 */
export function postbackNameShown(name: string, person: TelegramPerson | undefined): string {
  if (!person || name.trim() !== alertsPostbackName(person.id)) return name;
  const who = person.username
    ? `@${person.username}`
    : [person.first_name, person.last_name].filter(Boolean).join(" ");
  return who ? `${ALERTS_POSTBACK_NAME} · ${who}` : ALERTS_POSTBACK_NAME;
}
