import { afterAll, beforeAll } from "vitest";
import { goalsReadWithin } from "../../../src/bot/features/watch/state.js";
import { earned, totalsOf } from "../../../src/bot/reports/totals.js";
import type { TelegramUser } from "../../../src/bot-api-stand-in/user.js";
import type { Job } from "../../../src/jobs/scheduler.js";
import { createPublisherApi, type PublisherClient } from "../../../src/publisher-api/index.js";
import { connectUser, type Harness, startHarness } from "../../support/harness.js";

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

/**
 * The most checks any goal change of the demo publisher waits at `now` (state.ts `goalsReadWithin`
 * for the offers they run, those that earned in the network's last week apart), and one more.
 */
export async function goalsRound(client: PublisherClient, now: Date): Promise<number> {
  const { items: joined } = await client.catalog.offers("all", {
    user_has_offer: true,
    limit: 100,
  });
  const day = (back: number) =>
    new Date(now.getTime() - back * 86_400_000).toISOString().slice(0, 10);
  const week = await client.statistics.offers({ date_from: day(7), date_to: day(0), limit: 1000 });
  const earnedOffers = new Set(
    week.items.filter((item) => earned(totalsOf(item)) > 0).map((item) => item.actionID),
  );
  const earning = joined.filter((offer) => earnedOffers.has(String(offer.id))).length;
  return Math.max(...goalsReadWithin(earning, joined.length - earning)) + 1;
}

/** A connected user of `languageCode` whose watch was switched on from the /watch card. */
export async function watchingUser(harness: Harness, languageCode: string): Promise<TelegramUser> {
  const user = harness.user({ languageCode });
  await connectUser(harness, user);
  user.send("/watch");
  const card = await user.next();
  user.press(card.buttons[0]?.[0] ?? "", { messageId: card.messageId });
  await user.waitFor((m) => m.kind === "edit" && m.text.includes("🟢"));
  return user;
}
