/**
 * Resumes the batches left filing by a restart, a SIGKILL or an instance that stopped: every
 * minute, each open batch is taken up again where its rows' outcomes say it stood (filing.ts
 * files no row twice, whichever instance or run reaches it).
 */
import type { Job } from "../../../../jobs/scheduler.js";
import type { JobDeps } from "../../../core/feature.js";
import { fileBatch } from "./filing.js";
import { Batches } from "./store.js";

export function createBatchResumeJob(deps: JobDeps): Job {
  const batches = new Batches(deps.storage);
  return {
    name: "claim-batches",
    cron: "* * * * *",
    async run() {
      for (const id of await batches.openIds()) {
        const batch = await batches.get(id);
        if (!batch || batch.status === "done" || batch.status === "cancelled") {
          await batches.markOpen(id, false);
          continue;
        }
        await fileBatch(deps, id).catch((error: unknown) => {
          deps.logger.warn({ err: error, id }, "claim batch not resumed");
        });
      }
    },
  };
}
