/**
 * Resumes the batches left filing by a restart, a SIGKILL or an instance that stopped: every
 * minute, each batch being filed is asked for. Asking is all it does: the loop that holds a
 * batch's lease (filing.ts) files it, on whichever instance; a batch nobody holds is taken up where
 * its rows' outcomes say it stood. The open batches are found through a set of accounts
 * (`storage.sets`), kept by store.ts.
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
      const open = await batches.filing();
      // Side by side: one account's long batch does not hold another's back.
      await Promise.all(
        open.map((batch) =>
          fileBatch(deps, batch.id).catch((error: unknown) => {
            deps.logger.warn({ err: error, id: batch.id }, "claim batch not resumed");
          }),
        ),
      );
    },
  };
}
