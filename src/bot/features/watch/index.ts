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
import {
  watchBalanceButton,
  watchCampaignLevelButton,
  watchRefreshButton,
  watchRuleButton,
  watchSwitchButton,
} from "./keyboards.js";
import { watchLimitAddButton, watchLimitRemoveButton, watchLimitsButton } from "./limits/screen.js";
import { watchLimitConversation } from "./limits/wizard.js";
import { WATCHERS } from "./settings.js";

export const watch: Feature = {
  name: "watch",
  commands: ["watch"],
  composer,
  buttons: [
    watchBalanceButton,
    watchCampaignLevelButton,
    watchLimitAddButton,
    watchLimitRemoveButton,
    watchLimitsButton,
    watchRefreshButton,
    watchRuleButton,
    watchSwitchButton,
  ],
  wizards: { "watch-balance": watchBalanceConversation, "watch-limit": watchLimitConversation },
  start: (deps) => ({ jobs: [watchJob(deps)] }),
  onForget: (storage, userId) => storage.sets.remove(WATCHERS, userId),
};
