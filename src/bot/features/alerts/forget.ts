import type { Storage } from "../../../storage/index.js";
import type { BotDeps } from "../../core/context.js";
import { connection } from "../../core/publisher.js";
import { HELD_SET } from "./push.js";
import { alertRecords } from "./settings.js";
import { switchOff } from "./switch.js";

/**
 * /disconnect: the postback disconnected with the publisher's own credentials (still there: this
 * runs before the records are wiped) and the address token revoked, whatever the API answers.
 */
export async function forgetAlerts(storage: Storage, userId: number, deps: BotDeps): Promise<void> {
  await storage.sets.remove(HELD_SET, userId);
  const settings = await alertRecords(storage).get(userId);
  if (!settings) return;
  const client = (await connection(deps, userId))?.client;
  const outcome = await switchOff({ deps, client, userId }, settings);
  if (outcome.error) {
    deps.logger.warn({ err: outcome.error, userId }, "alerts postback not disconnected on forget");
  }
}
