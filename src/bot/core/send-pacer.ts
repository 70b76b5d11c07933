import type { Api } from "grammy";
import { SendPacer } from "../../jobs/fan-out.js";

/** By bot token: grammY gives each update an Api of its own, all speaking for one bot. */
const pacers = new Map<string, SendPacer>();

/**
 * The one pacer of a bot's heavy sends (charts, digests): the digest job and /stats take their
 * turns from it, so together they stay under Telegram's overall limit instead of each on its own.
 */
export function sendPacerOf(api: Api, perSecond: number): SendPacer {
  let pacer = pacers.get(api.token);
  if (!pacer) {
    pacer = new SendPacer(perSecond);
    pacers.set(api.token, pacer);
  }
  return pacer;
}
