/**
 * /digest: the daily digest's card (and its weekly report card on Mondays), its time and zone
 * wizards, and the tick job that sends both.
 */
import type { Feature } from "../../core/feature.js";
import { composer } from "./handlers.js";
import { digestJob } from "./job.js";
import {
  digestBackButton,
  digestCombineButton,
  digestNowButton,
  digestSettingsButton,
  digestSwitchButton,
  digestTimeButton,
  digestWeeklyButton,
  digestZoneButton,
} from "./keyboards.js";
import { DIGEST_KIND, forgetDigestIndex } from "./schedule.js";
import { digestTimeConversation, digestZoneConversation } from "./wizards.js";

export const digest: Feature = {
  name: "digest",
  commands: ["digest"],
  composer,
  // Its wizards' pickers (digestAtButton, digestZonePick) are theirs alone: no handler here.
  buttons: [
    digestBackButton,
    digestCombineButton,
    digestNowButton,
    digestSettingsButton,
    digestSwitchButton,
    digestTimeButton,
    digestWeeklyButton,
    digestZoneButton,
  ],
  wizards: { "digest-time": digestTimeConversation, "digest-zone": digestZoneConversation },
  start: (deps) => ({ jobs: [digestJob(deps)] }),
  personKinds: [DIGEST_KIND],
  onForgetPerson: forgetDigestIndex,
};
