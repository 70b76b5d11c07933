import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { channelPost, couponLink } from "../../../src/bot/catalog/coupon-post.js";
import { Speeches } from "../../../src/bot/speech/speech.js";
import { parseTelegramHtml } from "../../../src/bot-api-stand-in/telegram-html.js";
import {
  type Coupon,
  createPublisherApi,
  type PublisherApi,
} from "../../../src/publisher-api/index.js";
import { type Sandbox, startSandbox } from "../../../src/sandbox/index.js";
import { openStorage, type Storage } from "../../../src/storage/index.js";

/** This test's own texts and speeches. */
const speeches = new Speeches();

/** The channel post of a coupon read from the sandbox, in each post language. */
let sandbox: Sandbox;
let api: PublisherApi;
let storage: Storage;
let coupon: Coupon;

beforeAll(async () => {
  sandbox = await startSandbox({
    now: () => new Date("2026-03-02T10:00:00Z"),
    newCouponEveryMinutes: 0,
  });
  api = createPublisherApi({ baseUrl: sandbox.url });
  const dir = mkdtempSync(join(tmpdir(), "pbot-autopost-"));
  storage = await openStorage({ storage: { kind: "sqlite", path: join(dir, "bot.sqlite") } });
  const client = api.forPublisher({ apiKey: sandbox.publishers[0]?.apiKey ?? "" });
  const [offer] = (await client.catalog.offers("web", { limit: 1 })).items;
  const added = sandbox.control.addCoupon({
    offerId: offer?.id,
    promoCode: "SAVE<20>",
    discount: "20%",
    name: "Spring & summer sale",
    lifetimeMs: 29 * 86_400_000,
  });
  const [found] = (await client.catalog.coupons({ ids: [added.id], subaccount: "chan_1" })).items;
  if (!found) throw new Error("the added coupon is listed");
  coupon = found;
});
afterAll(async () => {
  await storage?.close();
  await api?.close();
  await sandbox?.close();
});

describe("the channel post of a coupon", () => {
  it("names offer, coupon and discount, the code to copy and the last day in the post's language", () => {
    const days = {
      en: "Valid until 31 March 2026",
      ru: "Действует до 31 марта 2026 г.",
      pt: "Válido até 31 de março de 2026",
    } as const;
    for (const lang of ["en", "ru", "pt"] as const) {
      const post = channelPost(speeches.in(lang), coupon, "chan_1");
      const parsed = parseTelegramHtml(post.text);
      if (!parsed.ok) throw new Error(parsed.description);
      expect(post.text).toContain(`🔥 <b>${coupon.offer_name.trim()}</b>`);
      expect(post.text).toContain("Spring &amp; summer sale · <b>20%</b>");
      expect(post.text).toContain("<code>SAVE&lt;20&gt;</code>");
      expect(parsed.text).toContain(days[lang]);
      expect(parsed.entities).toContainEqual(expect.objectContaining({ type: "code" }));
      // The API was asked with the subaccount: its link carries it, nothing is added.
      expect(post.link).toBe(coupon.url);
      expect(new URL(post.link ?? "").searchParams.get("sa")).toBe("chan_1");
    }
    const expired = channelPost(speeches.in("ru"), coupon, "chan_1", true);
    expect(expired.text).toMatch(/⌛ Акция закончилась\.$/);
  });

  it("does not repeat a discount the coupon's title already gives", async () => {
    const client = api.forPublisher({ apiKey: sandbox.publishers[0]?.apiKey ?? "" });
    const said = sandbox.control.addCoupon({
      offerId: coupon.offer_id,
      discount: "15%",
      name: "15% off everything",
      lifetimeMs: 86_400_000,
    });
    const [found] = (await client.catalog.coupons({ ids: [said.id] })).items;
    if (!found) throw new Error("the added coupon is listed");
    const post = channelPost(speeches.in("en"), found);
    expect(post.text.split("\n")[1]).toBe("15% off everything");
    // A title that gives another figure keeps the discount beside it.
    expect(channelPost(speeches.in("en"), { ...found, name: "Save 150 on sofas" }).text).toContain(
      "Save 150 on sofas · <b>15%</b>",
    );
  });

  it("adds the subaccount as subid when the API's link does not carry it", () => {
    const plain = { ...coupon, url: "https://track.example/click/1/2?link=1" };
    expect(couponLink(plain, "chan_1")).toBe("https://track.example/click/1/2?link=1&subid=chan_1");
    expect(couponLink(plain)).toBe(plain.url);
    expect(couponLink({ ...coupon, url: "" }, "chan_1")).toBeUndefined();
  });
});
