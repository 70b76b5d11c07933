/**
 * Inline results say each thing once: a discount the coupon's name gives is not
 * repeated in the result's description, and "No code needed" stands once in a post whose coupon's
 * own words say it already. The sandbox's coupons are added for the test, found by a word of theirs.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { InlineAnswer, TelegramUser } from "../../../src/bot-api-stand-in/user.js";
import { demoOffers } from "../../catalog/support.js";
import { connectUser, type Harness, startHarness } from "../../support/harness.js";

let harness: Harness;
let user: TelegramUser;
let offer: { id: number; name: string };
beforeAll(async () => {
  harness = await startHarness();
  user = harness.user();
  await connectUser(harness, user);
  const [first] = (await demoOffers(harness)).filter((o) => o.user_has_offer);
  if (!first) throw new Error("Alice has joined offers");
  offer = { id: first.id, name: first.name.trim() };
});
afterAll(async () => harness?.stop());

interface Article {
  id: string;
  title: string;
  description: string;
  input_message_content: { message_text: string };
}
const article = (answer: InlineAnswer, id: number) => {
  const found = (answer.results as unknown as Article[]).find((a) => a.id === `c${id}`);
  if (!found) throw new Error(`coupon ${id} is among the results`);
  return found;
};
const count = (text: string, words: string) => text.split(words).length - 1;

describe("inline coupons", () => {
  it("does not repeat a discount the coupon's name gives; gives one it does not", async () => {
    const said = harness.sandbox.control.addCoupon({
      offerId: offer.id,
      name: "15% off everything zqwinline",
      discount: "15%",
      promoCode: "LURAI44",
    });
    const unsaid = harness.sandbox.control.addCoupon({
      offerId: offer.id,
      name: "Spring sale zqwinline",
      discount: "15%",
      promoCode: "SPRING15",
    });
    const answer = await user.inline("zqwinline");
    expect(article(answer, said.id).description).toBe(`${offer.name} · LURAI44`);
    expect(article(answer, unsaid.id).description).toBe(`${offer.name} · 15% · SPRING15`);
  });

  it("says “No code needed” once per coupon", async () => {
    // A promotion (type 2): the network's description ends "No code needed." itself.
    const promotion = harness.sandbox.control.addCoupon({
      offerId: offer.id,
      typeId: 2,
      promoCode: "",
      discount: "30%",
    });
    const answer = await user.inline("seasonal sale");
    const result = article(answer, promotion.id);
    const post = result.input_message_content.message_text;
    expect(post).toContain("No code needed.");
    expect(count(post.toLowerCase(), "no code needed")).toBe(1);
    expect(count(result.description.toLowerCase(), "no code needed")).toBe(1);
  });
});
