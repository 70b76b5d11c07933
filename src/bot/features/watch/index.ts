/**
 * /watch: the bot watches the money. Hourly checks of the offers the publisher runs (stopped, pay
 * cut or raised, goals added, removed or closed to regions), their payouts (made, paid) and their
 * balance against a mark they set, and new offers like theirs (new-offers.ts); each change told
 * once, folded into one message per check.
 * Job: `watch` (WATCH_TICK_CRON). /disconnect forgets the settings and the state (by kind) and the
 * place in the watchers' set.
 */
import type { Feature } from "../../core/feature.js";
import { watchBalanceConversation } from "./balance-wizard.js";
import { composer } from "./handlers.js";
import { watchJob } from "./job.js";
import { watchLimitConversation } from "./limits/wizard.js";
import { WATCHERS } from "./settings.js";

export const watch: Feature = {
  name: "watch",
  commands: ["watch"],
  composer,
  wizards: { "watch-balance": watchBalanceConversation, "watch-limit": watchLimitConversation },
  start: (deps) => ({ jobs: [watchJob(deps)] }),
  onForget: (storage, userId) => storage.sets.remove(WATCHERS, userId),
};
