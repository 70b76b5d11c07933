import cron, { type ScheduledTask } from "node-cron";
import type { Logger } from "../logger.js";
import type { OnceMarks } from "../storage/index.js";

/** A periodic job; `run` is also what tests and benchmarks call directly. */
export interface Job {
  name: string;
  cron: string;
  run(now: Date): Promise<void>;
}

export interface RunningJobs {
  stop(): Promise<void>;
}

/**
 * Schedules every job with node-cron. With several instances (`distributed`), each fire is claimed
 * through the shared store (SET NX PX on Redis), so exactly one instance runs it.
 */
export function startJobs(
  jobs: Job[],
  options: { logger: Logger; once: OnceMarks; distributed: boolean },
): RunningJobs {
  const inFlight = new Set<Promise<void>>();
  const runCoordinator = {
    shouldRun: (key: string, ttlMs: number) => options.once.claim(`cron:${key}`, ttlMs),
  };
  const tasks: ScheduledTask[] = jobs.map((job) =>
    cron.schedule(
      job.cron,
      async (context) => {
        const started = Date.now();
        const run = job.run(context.date).catch((error: unknown) => {
          options.logger.error({ err: error, job: job.name }, "job failed");
        });
        inFlight.add(run);
        await run;
        inFlight.delete(run);
        options.logger.debug({ job: job.name, ms: Date.now() - started }, "job done");
      },
      {
        name: job.name,
        noOverlap: true,
        ...(options.distributed ? { distributed: true, runCoordinator } : {}),
      },
    ),
  );
  return {
    async stop() {
      await Promise.all(tasks.map((task) => task.stop()));
      await Promise.all(inFlight);
    },
  };
}
