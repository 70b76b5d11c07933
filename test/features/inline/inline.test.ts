import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { InlineAnswer, TelegramUser } from "../../../src/bot-api-stand-in/user.js";
import { callsTo } from "../../catalog/support.js";
import { connectUser, type Harness, startHarness } from "../../support/harness.js";

let harness: Harness;
let user: TelegramUser;
beforeAll(async () => {
  harness = await startHarness();
  user = harness.user();
  await connectUser(harness, user);
});
afterAll(async () => harness?.stop());

interface Article {
  id: string;
  title: string;
  input_message_content: { message_text: string; parse_mode: string };
  reply_markup?: { inline_keyboard: { text: string; url?: string }[][] };
}
const articles = (answer: InlineAnswer) => answer.results as unknown as Article[];

describe("inline mode", () => {
  it("answers a publisher who is not connected with a button that opens the connect wizard", async () => {
    const stranger = harness.user();
    const answer = await stranger.inline("shoes");
    expect(answer.results).toEqual([]);
    expect(answer.is_personal).toBe(true);
    expect(answer.button).toEqual({
      text: "Connect your account to share coupons",
      start_parameter: "connect",
    });
    stranger.send("/start connect");
    expect((await stranger.next()).text).toContain("Send me your API key");
    stranger.send(harness.demoKey);
    expect((await stranger.waitFor(/Welcome/)).text).toContain("Alice");
  });

  it("shares coupons as ready posts, personal, cached briefly, paged with next_offset", async () => {
    harness.sandbox.control.clearCalls();
    const first = await user.inline("");
    expect(first).toMatchObject({ is_personal: true, cache_time: 30, next_offset: "1" });
    expect(first.results).toHaveLength(10);
    for (const article of articles(first)) {
      const post = article.input_message_content;
      expect(post.parse_mode).toBe("HTML");
      // A post for others: the code, or "No code needed", never the bot's note to the publisher.
      expect(post.message_text).not.toContain("network sent no code");
      expect(post.message_text).toMatch(/\nhttps:\/\/track\.sandbox\.test\/click\/\d+\/710001/);
      expect(article.reply_markup?.inline_keyboard[0]?.[0]?.url).toMatch(/^https:\/\/track/);
    }
    const second = await user.inline("", "1");
    expect(second.next_offset).toBe("2");
    const firstIds = articles(first).map((a) => a.id);
    for (const article of articles(second)) expect(firstIds).not.toContain(article.id);
    expect(callsTo(harness, "/coupons").map((c) => c.query.start)).toEqual(["0", "1"]);

    const few = await user.inline("weekend");
    expect(callsTo(harness, "/coupons").at(-1)?.query.keyword).toBe("weekend");
    for (const article of articles(few)) {
      expect(article.input_message_content.message_text.toLowerCase()).toContain("weekend");
    }
  });

  it("shares joined offers' tracking links after `offer:`", async () => {
    const answer = await user.inline("offer: store");
    expect(answer.results.length).toBeGreaterThan(0);
    const call = callsTo(harness, "/offers/all").at(-1);
    expect(call?.query).toMatchObject({ q: "store", user_has_offer: "true" });
    for (const article of articles(answer)) {
      expect(article.title).toMatch(/store/i);
      expect(article.input_message_content.message_text).toMatch(
        /\nhttps:\/\/track\.sandbox\.test\/click\/\d+\/710001\?link=1$/,
      );
    }
  });

  it("refuses a 201-character query, says when nothing is found, survives an API failure", async () => {
    const calls = harness.sandbox.control.calls.length;
    const long = await user.inline("x".repeat(201));
    expect(long.results).toEqual([]);
    expect(long.button?.text).toBe("Too long: 200 characters at most");
    expect(harness.sandbox.control.calls.length).toBe(calls);

    const none = await user.inline("qqqzzzxx");
    expect(none.results).toEqual([]);
    expect(none.button?.text).toBe("Nothing found for «qqqzzzxx»: try other words");

    harness.sandbox.control.failNext({ count: 3, mode: 500, path: "/coupons" });
    const failed = await user.inline("", "1");
    expect(failed).toMatchObject({ results: [], cache_time: 0 });
    const again = await user.inline("", "1");
    expect(again.results).toHaveLength(10);
  });
});
