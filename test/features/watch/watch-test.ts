import { afterAll, beforeAll } from "vitest";
import type { TelegramUser } from "../../../src/bot-api-stand-in/user.js";
import type { Job } from "../../../src/jobs/scheduler.js";
import { createPublisherApi, type PublisherClient } from "../../../src/publisher-api/index.js";
import { type Harness, startHarness } from "../../support/harness.js";

export interface WatchTest {
  /** The bot's clock: the test moves it. */
  now: Date;
  harness: Harness;
  /** The demo publisher's API client, to read what the network shows. */
  client: PublisherClient;
  job(): Job;
  /** Runs the watch job at `at` and returns what the user was sent meanwhile. */
  checkAt(user: TelegramUser, at: Date): Promise<ReturnType<TelegramUser["drain"]>>;
}

/**
 * The bot of a watch suite, started before its tests and stopped after: checks every 10 minutes
 * (a whole turn of the offers' goals fits in a morning), on a clock that starts at `start`.
 */
export function watchTest(start: Date): WatchTest {
  const test = {
    now: start,
    harness: undefined as unknown as Harness,
    client: undefined as unknown as PublisherClient,
    job(): Job {
      const found = test.harness.app.jobs.find((j) => j.name === "watch");
      if (!found) throw new Error("no watch job");
      return found;
    },
    async checkAt(user: TelegramUser, at: Date) {
      test.now = at;
      await test.job().run(at);
      return user.drain();
    },
  };
  beforeAll(async () => {
    test.harness = await startHarness({
      now: () => test.now,
      env: { WATCH_CHECK_MINUTES: "10" },
    });
    test.client = createPublisherApi({ baseUrl: test.harness.sandbox.url }).forPublisher({
      apiKey: test.harness.demoKey,
    });
  });
  afterAll(async () => test.harness?.stop());
  return test;
}
