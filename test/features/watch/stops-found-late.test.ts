/**
 * A stop is judged from where its quiet run began, however long it had lasted when a check ran:
 * a campaign (and the account) that stopped between checks, or while the bot was down, is told
 * once, with the hour it stopped and how long it has been quiet, and never again while the run
 * lasts. Steady campaigns through the sandbox's HTTP control, as in campaigns.test.ts.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { TelegramUser } from "../../../src/bot-api-stand-in/user.js";
import { type Harness, startHarness } from "../../support/harness.js";
import { watchingUser } from "./watch-test.js";

const day = "2026-11-26";
const at = (clock: string, on = day) => new Date(`${on}T${clock}:00Z`);
let now = at("06:05");
let harness: Harness;

beforeEach(async () => {
  now = at("06:05", "2026-11-25");
  harness = await startHarness({ now: () => now, env: { WATCH_CHECK_MINUTES: "10" } });
  for (const campaign of ["tg_post", "banner_top", "newsletter"]) {
    const answer = await fetch(`${harness.sandbox.url}/__sandbox/steady-traffic`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        publisher: harness.demoKey,
        subaccount: campaign,
        clicksPerHour: 36,
        conversionsPerHour: 2,
        from: "2026-11-15T00:00:00Z",
      }),
    });
    expect(answer.status).toBe(204);
  }
});
afterEach(async () => harness?.stop());

const watching = (languageCode: string) => watchingUser(harness, languageCode);

/** Runs the watch at `when` and returns what each user was told meanwhile. */
async function checkAt(when: Date, users: readonly TelegramUser[]): Promise<[string[], string[]]> {
  now = when;
  const job = harness.app.jobs.find((j) => j.name === "watch");
  await job?.run(now);
  // One list per user (one user: the second is absent).
  return users.map((user) => user.drain().map((m) => m.text)) as [string[], string[]];
}

const stopCampaign = (from: Date) =>
  harness.sandbox.control.stopTraffic(harness.demoKey, "clicks", from, { subaccount: "tg_post" });

describe("a stop found late", () => {
  for (const late of [4, 5]) {
    it(`a campaign stopped at 14:10 and first checked ${late} hours after its quiet run began is told once`, async () => {
      const users = [await watching("en"), await watching("ru")];
      expect(await checkAt(at("10:05"), users)).toEqual([[], []]);
      // Its last clicks came at 14:10: the quiet run begins with the hour after.
      stopCampaign(at("15:00"));
      const found = new Date(at("15:00").getTime() + late * 3_600_000 + 5 * 60_000);
      const [[en, ...enMore], [ru, ...ruMore]] = await checkAt(found, users);
      expect([enMore, ruMore]).toEqual([[], []]);
      expect(en).toMatch(
        new RegExp(
          `^👁 One change in your account\\n\\n🚦 Campaign tg_post: no clicks since 15:00 UTC \\(${late} hours\\); these hours usually bring \\d+\\. Its link or ad may be broken\\.$`,
        ),
      );
      expect(ru).toMatch(
        new RegExp(
          `^👁 1 изменение в аккаунте\\n\\n🚦 Кампания tg_post: нет кликов с 15:00 UTC \\(${late} ч\\),`,
        ),
      );
      // The run goes on: checks an hour, two and six hours later tell nothing more.
      for (const hours of [1, 2, 6]) {
        const later = new Date(found.getTime() + hours * 3_600_000);
        expect(await checkAt(later, users)).toEqual([[], []]);
      }
    });
  }

  it("a campaign that stopped while the bot was down is told once, 9 hours on, after the restart", async () => {
    const users = [await watching("en"), await watching("ru")];
    expect(await checkAt(at("10:05", "2026-11-25"), users)).toEqual([[], []]);
    // Stopped at 20:00 the day before: its steady hours before lie two network days back.
    stopCampaign(at("20:00", "2026-11-25"));
    await harness.restart();
    const found = at("05:05");
    const [[en], [ru]] = await checkAt(found, users);
    expect(en).toContain("🚦 Campaign tg_post: no clicks since 20:00 UTC (9 hours)");
    expect(ru).toContain("🚦 Кампания tg_post: нет кликов с 20:00 UTC (9 ч)");
    for (const text of [en, ru]) expect(text).not.toMatch(/banner_top|newsletter/);
    expect(await checkAt(at("06:05"), users)).toEqual([[], []]);
    await harness.restart();
    expect(await checkAt(at("07:05"), users)).toEqual([[], []]);
  });

  it("the account's clicks stopped between checks are told once, from when they stopped", async () => {
    const users = [await watching("en"), await watching("ru")];
    expect(await checkAt(at("10:05"), users)).toEqual([[], []]);
    harness.sandbox.control.stopTraffic(harness.demoKey, "clicks", at("12:00"));
    const [[en, ...more], [ru]] = await checkAt(at("17:05"), users);
    expect(more).toEqual([]);
    expect(en).toMatch(
      /^👁 One change in your account\n\n🚦 No clicks since 12:00 UTC \(5 hours\); these hours usually bring [\d,]+\. A link or an ad may be broken\.$/,
    );
    expect(ru).toMatch(/^👁 1 изменение в аккаунте\n\n🚦 Нет кликов с 12:00 UTC \(5 ч\),/);
    for (const text of [en, ru]) expect(text).not.toMatch(/Campaign|Кампания/);
    for (const clock of ["18:05", "20:05", "23:05"])
      expect(await checkAt(at(clock), users)).toEqual([[], []]);
  });

  it("a campaign that flows again and stops anew is told again, once", async () => {
    const users = [await watching("en")];
    expect(await checkAt(at("06:05"), users)).toEqual([[]]);
    stopCampaign(at("07:00"));
    const [[first]] = await checkAt(at("11:05"), users);
    expect(first).toContain("🚦 Campaign tg_post: no clicks since 07:00 UTC (4 hours)");
    // Back from 11:00 (the stop ends), then dead again from 13:00, found at 17:05.
    harness.sandbox.control.stopTraffic(harness.demoKey, undefined, at("11:00"), {
      subaccount: "tg_post",
    });
    expect(await checkAt(at("12:05"), users)).toEqual([[]]);
    stopCampaign(at("13:00"));
    const [[again, ...more]] = await checkAt(at("17:05"), users);
    expect(more).toEqual([]);
    expect(again).toContain("🚦 Campaign tg_post: no clicks since 13:00 UTC (4 hours)");
    expect(await checkAt(at("18:05"), users)).toEqual([[]]);
  });
});
