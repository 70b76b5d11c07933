/** Helpers of the alerts suites: a harness whose receiver has a known public address, and waits. */

import type { BotMessage, TelegramUser } from "../../../src/bot-api-stand-in/user.js";
import { freePort } from "../../../src/local-servers/ports.js";
import { testNow } from "../../support/clock.js";

/** Bot settings with a receiver reachable by the sandbox: PORT and PUBLIC_URL agree. */
export async function receiverEnv(): Promise<Record<string, string>> {
  const port = await freePort();
  return { PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}` };
}

/** Waits until the bot has been quiet toward this user for `quietMs`; returns what came. */
export async function settle(user: TelegramUser, quietMs = 400): Promise<BotMessage[]> {
  const seen: BotMessage[] = [];
  for (;;) {
    try {
      seen.push(await user.next({ timeoutMs: quietMs }));
    } catch {
      return seen;
    }
  }
}

/** A zone whose local time is now just after midnight (inside quiet hours 22:00–08:00). */
export function zoneAtMidnight(now = testNow()): string {
  let offset = (24 - now.getUTCHours()) % 24;
  if (offset > 14) offset -= 24;
  if (offset === 0) return "UTC";
  // Etc/GMT zones are named with the sign reversed: Etc/GMT-5 is five hours ahead of UTC.
  return `Etc/GMT${offset > 0 ? "-" : "+"}${Math.abs(offset)}`;
}
