/**
 * A postback's status read as a word, never as a property name: `__proto__` or `constructor`
 * is an unknown status like any other word (400), and leaves nothing a later postback could show.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TelegramUser } from "../../../src/bot-api-stand-in/user.js";
import { connectUser, type Harness, startHarness } from "../../support/harness.js";
import { apiClient } from "../postbacks/helpers.js";
import { receiverEnv, settle } from "./support.js";

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness({ env: await receiverEnv() });
});
afterAll(async () => harness?.stop());

/** A connected user with alerts on for all offers, and the address of their postback. */
async function alertsOn(): Promise<{ user: TelegramUser; url: string }> {
  const user = harness.user();
  await connectUser(harness, user);
  user.send("/alerts");
  await user.waitFor(/Conversion alerts/);
  user.press("🔔 On for all offers");
  await user.waitFor(/Alerts are on/);
  const { items } = await apiClient(harness, harness.demoKey).tools.postbacks({ limit: 100 });
  const url = items.find((p) => p.name === `Telegram alerts · ${user.id}`)?.url;
  if (!url) throw new Error(`no alerts postback for ${user.id}`);
  return { user, url };
}

describe("a postback's status named after an object's machinery", () => {
  it("__proto__, constructor and the like are refused (400) and leave nothing behind", async () => {
    const { user, url } = await alertsOn();
    const words = ["__proto__", "constructor", "toString", "valueOf", "hasOwnProperty"];
    for (const word of words) {
      const query = `${url}?cid=proto-${word}&state=${word}&amount=1.00`;
      expect((await fetch(query)).status, word).toBe(400);
      const body = new URLSearchParams({ cid: `form-${word}`, state: word, amount: "1.00" });
      expect((await fetch(url, { method: "POST", body })).status, word).toBe(400);
    }
    expect(await settle(user)).toEqual([]);
    // The same clicks approved later are new conversions: no status before them to show.
    for (const word of words) {
      expect((await fetch(`${url}?cid=proto-${word}&state=approved&amount=1.00`)).status).toBe(200);
    }
    const pushed = (await settle(user, 1_500)).map((m) => m.text).join("\n");
    expect(pushed).toContain("approved");
    expect(pushed).not.toMatch(/object Object|alerts-status|→/);
  });
});
