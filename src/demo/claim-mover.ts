/**
 * The demo's `!claim ID STATUS`: the network (the sandbox) moves a claim, and the bot's claim
 * watch runs at once, before and after, so the status push shows up without waiting for its cron.
 */
import type { Job } from "../jobs/scheduler.js";
import type { ClaimStatus, Sandbox } from "../sandbox/index.js";

export function claimMover(
  sandbox: Pick<Sandbox, "control" | "publishers">,
  jobs: readonly Job[],
): (claimId: string, status: string) => Promise<string> {
  const watch = jobs.find((job) => job.name === "claim-watch");
  return async (claimId, status) => {
    // A publisher connected moments ago has no snapshot yet: the first run records it.
    await watch?.run(new Date());
    const owner = sandbox.publishers.find((publisher) => {
      try {
        sandbox.control.setClaimStatus(publisher.id, claimId, status as ClaimStatus);
        return true;
      } catch {
        return false;
      }
    });
    if (!owner) return `(no publisher has claim #${claimId}, or "${status}" is not a status)`;
    await watch?.run(new Date());
    return `(the network moved claim #${claimId} of ${owner.firstName} to "${status}")`;
  };
}
