/** Who asks the dashboard a question: the user the init data names, with their own client. */
import type { PublisherClient } from "../../../publisher-api/index.js";
import type { BotDeps } from "../../core/context.js";
import { learnedNetworkClock, type NetworkClock } from "../../reports/network-day.js";
import type { Speech } from "../../speech/speech.js";

export interface Asker {
  /** the asking user's active account (/accounts): what keys its data */
  accountId: number;
  /** built from this account's own stored credentials, never from anything the page sent */
  client: PublisherClient;
  speech: Speech;
  deps: BotDeps;
}

/** The network's clock now, as /stats reads it: what every period the page names is resolved against. */
export const networkClockOf = (asker: Asker): Promise<NetworkClock> =>
  learnedNetworkClock(asker.client, () => asker.deps.api.statisticsZone, asker.deps.now());
