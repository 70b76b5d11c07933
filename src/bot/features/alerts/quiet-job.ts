/**
 * Every minute: publishers whose alerts quiet hours held (a set, so only they are visited) get
 * one summary once their quiet hours are over in their own time zone.
 */
import type { Job } from "../../../jobs/scheduler.js";
import type { JobDeps } from "../../core/feature.js";
import { type AlertPusher, HELD_SET } from "./push.js";

export const QUIET_JOB = "alerts-quiet";

export function quietJob(deps: JobDeps, pusher: AlertPusher): Job {
  return {
    name: QUIET_JOB,
    cron: "* * * * *",
    async run(now) {
      const held = await deps.storage.sets.members(HELD_SET);
      for (const userId of held) {
        await pusher.serially(userId, () => pusher.flushHeld(userId, now));
      }
    },
  };
}
