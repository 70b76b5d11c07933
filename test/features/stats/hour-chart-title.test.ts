/**
 * An hour chart's title names the day its text names: the network's day, whatever dates its hours
 * run through on the publisher's clock (their labels are on that clock, "your time", and the text
 * says when the network's day began there). At 05:30 on Nov 29 in Vladivostok the network (Moscow)
 * still counts Nov 28, whose hours run from 07:00 on Nov 28 to 05:00 on Nov 29 there: Today is
 * Nov 28, so far, and so is the title. A publisher without a zone reads the same hours in UTC.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TelegramUser } from "../../../src/bot-api-stand-in/user.js";
import { connectUser, type Harness, startHarness } from "../../support/harness.js";
import { pngTitle } from "../../support/png-pixels.js";

/** 05:30 on Nov 29 in Vladivostok, 22:30 on Nov 28 at the network; running on from there. */
const START = Date.parse("2026-11-28T19:30:00Z");
const loadedAt = performance.now();
const dawn = () => new Date(START + (performance.now() - loadedAt));

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness({ now: dawn });
});
afterAll(async () => harness?.stop());

async function publisher(lang: "en" | "ru", zone?: string): Promise<TelegramUser> {
  const user = harness.user({ languageCode: lang });
  await connectUser(harness, user);
  if (zone) await harness.app.storage.users.update(user.id, (s) => ({ ...s, timeZone: zone }));
  return user;
}

/** The title the photo of the period pressed carries, spaces as plain spaces. */
async function chartTitle(user: TelegramUser, button: string): Promise<string> {
  await user.send("/stats");
  await user.waitFor(/📊/);
  user.press(button);
  const photo = await user.waitFor((m) => m.kind === "photo", { timeoutMs: 20_000 });
  const bytes = photo.photo?.bytes;
  if (!bytes) throw new Error("no photo bytes");
  return (pngTitle(bytes) ?? "").replace(/[\s\u202f]+/g, " ");
}

describe("an hour chart's title, in Vladivostok before the network's midnight", () => {
  it("en: the network's Nov 28, as the text names it", async () => {
    const title = await chartTitle(await publisher("en", "Asia/Vladivostok"), "Today");
    expect(title).toMatch(/^Clicks and commission by hour, your time, 28 Nov 2026$/);
  });

  it("ru: the same days, in Russian", async () => {
    const title = await chartTitle(await publisher("ru", "Asia/Vladivostok"), "Сегодня");
    expect(title).toMatch(
      /^Клики и вознаграждение по часам, по вашему времени, 28 нояб\. 2026 г\.$/,
    );
  });

  it("en, no zone chosen: the hours in UTC, the day the network's", async () => {
    const title = await chartTitle(await publisher("en"), "Today");
    expect(title).toMatch(/^Clicks and commission by hour, UTC, 28 Nov 2026$/);
  });
});
