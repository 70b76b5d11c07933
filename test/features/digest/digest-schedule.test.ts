import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dueSet } from "../../../src/bot/features/digest/schedule.js";
import { imageInfo } from "../../../src/bot-api-stand-in/checks.js";
import type { TelegramUser } from "../../../src/bot-api-stand-in/user.js";
import type { Sandbox } from "../../../src/sandbox/index.js";
import { connectUser, type Harness, startHarness } from "../../support/harness.js";
import {
  digestJob,
  digestsOf,
  minutes,
  nextUtc,
  setUpDigest,
  startAheadSandbox,
} from "./digest-support.js";

let harness: Harness;
let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startAheadSandbox();
  harness = await startHarness({ sandbox });
});
afterAll(async () => {
  await harness?.stop();
  await sandbox?.close();
});

async function publisher(zone: string, hour: string): Promise<TelegramUser> {
  const user = harness.user();
  await connectUser(harness, user);
  await setUpDigest(user, zone, hour);
  user.drain();
  return user;
}

// Zones without daylight-saving time, so 09:00 there is always the same UTC hour.
describe("digest schedule", () => {
  it("sends each publisher's digest at 09:00 of their own time zone", async () => {
    const tokyo = await publisher("Tokyo", "09:00");
    const saoPaulo = await publisher("Sao Paulo", "09:00");
    const tokyoDue = nextUtc(0); // 09:00 in Tokyo (UTC+9)
    const saoPauloDue = nextUtc(12); // 09:00 in São Paulo (UTC−3)
    expect(await harness.app.storage.sets.members(dueSet(0))).toContain(tokyo.id);
    expect(await harness.app.storage.sets.members(dueSet(12 * 60))).toContain(saoPaulo.id);

    const job = digestJob(harness);
    const [first, second] = [
      { user: tokyo, due: tokyoDue },
      { user: saoPaulo, due: saoPauloDue },
    ].sort((a, b) => a.due.getTime() - b.due.getTime());
    if (!first || !second) throw new Error("two publishers");
    await job.run(minutes(first.due, -1));
    expect([digestsOf(harness, tokyo), digestsOf(harness, saoPaulo)]).toEqual([0, 0]);

    await job.run(first.due);
    expect(digestsOf(harness, first.user)).toBe(1);
    expect(digestsOf(harness, second.user)).toBe(0);
    const digest = await first.user.waitFor((m) => m.kind === "photo");
    expect(digest.text).toMatch(/Your day/);
    expect(digest.text).toMatch(/Clicks: [\d,]+/);
    // Every amount with its currency, written one way (the account's USD: "$1,234.56").
    expect(digest.text).toMatch(/Available balance: \$[\d,.]+/);
    expect(digest.text).toMatch(/Commission \(approved \+ pending\): \$[\d,.]+/);
    expect(imageInfo(digest.photo?.bytes ?? new Uint8Array())?.format).toBe("png");
    // The button names the day the digest is about, and opens that day.
    const day = /Your day: \w+, (\w+ \d+)/.exec(digest.text)?.[1];
    expect(digest.buttons.flat()).toEqual([`📊 ${day} in detail`, "⚙️ Digest settings"]);

    await job.run(minutes(second.due, -1));
    expect(digestsOf(harness, second.user)).toBe(0);
    await job.run(second.due);
    expect(digestsOf(harness, second.user)).toBe(1);
    expect(digestsOf(harness, first.user)).toBe(1);
  });

  it("sends once a day, even across a restart and a crash between claim and record", async () => {
    const user = await publisher("Tokyo", "10:00");
    const due = nextUtc(1);
    await digestJob(harness).run(minutes(due, -2));
    await digestJob(harness).run(due);
    expect(digestsOf(harness, user)).toBe(1);

    await harness.restart();
    // The same minute again (a clock that went back, a tick run twice): nothing new.
    await digestJob(harness).run(due);
    await digestJob(harness).run(minutes(due, 5));
    expect(digestsOf(harness, user)).toBe(1);

    // A crash after the claim, before the settings recorded the send: the claim still holds.
    const records = harness.app.storage.records<{ lastSent?: string }>("digest");
    const saved = await records.get(user.id);
    await records.set(user.id, { ...saved, lastSent: undefined });
    await digestJob(harness).run(minutes(due, 6));
    await digestJob(harness).run(due);
    expect(digestsOf(harness, user)).toBe(1);

    // The next day it comes again.
    await digestJob(harness).run(minutes(due, 24 * 60));
    expect(digestsOf(harness, user)).toBe(2);
  });

  it("sends a digest that fell due while the bot was down once it is back, the same day", async () => {
    const user = await publisher("Tokyo", "11:00");
    const due = nextUtc(2);
    await digestJob(harness).run(minutes(due, -30));
    await harness.app.stop();
    harness.app = await harness.startApp();
    await digestJob(harness).run(minutes(due, 3 * 60));
    expect(digestsOf(harness, user)).toBe(1);
  });

  it("does not send yesterday's missed digest on a new day", async () => {
    const user = await publisher("Tokyo", "12:00");
    const due = nextUtc(3);
    await digestJob(harness).run(minutes(due, -30));
    // Back 16 hours later: 04:00 in Tokyo the next day; yesterday's is gone, today's not yet due.
    await digestJob(harness).run(minutes(due, 16 * 60));
    expect(digestsOf(harness, user)).toBe(0);
    await digestJob(harness).run(minutes(due, 24 * 60));
    expect(digestsOf(harness, user)).toBe(1);
  });

  it("switches digests off for a publisher who blocked the bot", async () => {
    const user = await publisher("Tokyo", "13:00");
    const due = nextUtc(4);
    harness.botApi.blockChat(user.id);
    await digestJob(harness).run(minutes(due, -1));
    await digestJob(harness).run(due);
    expect(harness.botApi.chat(user.id).failures.at(-1)?.description).toMatch(
      /blocked by the user/,
    );
    const settings = await harness.app.storage.records<{ enabled: boolean }>("digest").get(user.id);
    expect(settings?.enabled).toBe(false);
    expect(await harness.app.storage.sets.members(dueSet(4 * 60))).not.toContain(user.id);

    harness.botApi.unblockChat(user.id);
    await digestJob(harness).run(minutes(due, 24 * 60));
    expect(digestsOf(harness, user)).toBe(0);
    await user.send("/digest");
    expect((await user.waitFor(/Daily digest/)).text).toMatch(/Daily digest: off/);
  });

  it("/disconnect takes the publisher out of the index", async () => {
    const user = await publisher("Tokyo", "18:00");
    expect(await harness.app.storage.sets.members(dueSet(9 * 60))).toContain(user.id);
    await user.send("/disconnect");
    await user.waitFor(/Forget your credentials/);
    user.press("Yes, forget me");
    await user.waitFor(/every record of yours are deleted/);
    expect(await harness.app.storage.sets.members(dueSet(9 * 60))).not.toContain(user.id);
  });
});
