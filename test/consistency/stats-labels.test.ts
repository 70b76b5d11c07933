/**
 * Every button of /stats's period picker, in every language, typed
 * after /stats (`/stats 7 days`, `/stats Прошлый месяц`), gives what pressing it gives: the same
 * period, compared the same way. The labels are read from the picker the bot sends, so a label
 * added or reworded is swept too.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TelegramUser } from "../../src/bot-api-stand-in/user.js";
import { LANGUAGES } from "../../src/languages.js";
import { connectUser, type Harness, startHarness } from "../support/harness.js";

/** A Wednesday mid-month, mid-morning at the network: every preset has begun and has traffic. */
const NOW = new Date("2026-06-10T10:00:00Z");

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness({ now: () => NOW });
});
afterAll(async () => harness?.stop());

/** The summary an action brings: its caption (or text) and its buttons. */
async function summaryAfter(user: TelegramUser, act: () => void) {
  user.drain();
  act();
  // A summary is a photo; a refusal (or a period with nothing to draw) a message with buttons.
  const summary = await user.waitFor(
    (m) => m.kind === "photo" || (m.kind === "send" && m.buttons.length > 0),
    { timeoutMs: 20_000 },
  );
  return { kind: summary.kind, text: summary.text, buttons: summary.buttons.flat() };
}

describe("every /stats button label, typed after /stats", () => {
  const swept: string[] = [];
  afterAll(() => {
    // Seven presets in each of the bot's languages.
    expect(swept).toHaveLength(7 * LANGUAGES.length);
  });

  it.each(LANGUAGES)("%s: gives that button's period", async (lang) => {
    const user = harness.user({ languageCode: lang });
    await connectUser(harness, user);
    await user.send("/stats");
    const picker = await user.waitFor((m) => m.buttons.length > 0 && /📊/.test(m.text));
    const labels = picker.buttons.flat();
    expect(labels.length).toBeGreaterThanOrEqual(7);
    for (const label of labels) {
      const pressed = await summaryAfter(user, () =>
        user.press(label, { messageId: picker.messageId }),
      );
      const typed = await summaryAfter(user, () => user.send(`/stats ${label}`));
      expect(typed, `/stats ${label}`).toEqual(pressed);
      swept.push(`${lang}: ${label}`);
    }
  });
});
