import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  checkSubaccount,
  checkTargetUrl,
  trackingLink,
} from "../../../src/bot/catalog/tracking-link.js";
import { demoOffers, joinedOffer } from "../../catalog/support.js";
import { connectedUser, type Harness, startHarness } from "../../support/harness.js";

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
});
afterAll(async () => harness?.stop());

const connected = (languageCode?: string) => connectedUser(harness, languageCode);

/** The link in the wizard's last answer. */
function linkIn(html: string): URL {
  const code = /<code>([^<]+)<\/code>/.exec(html)?.[1] ?? "";
  return new URL(code.replaceAll("&amp;", "&"));
}

describe("/link", () => {
  it("searches the offer, refuses a bad page address with the reason, then builds the link", async () => {
    const offer = await joinedOffer(harness, true);
    const deepLink = (offer.items.find((l) => l.is_default) ?? offer.items[0])?.deep_link ?? "";
    const user = await connected();
    user.send("/link");
    expect((await user.next()).text).toMatch(/Type words from its name/);
    user.send(offer.name);
    const found = await user.next();
    expect(found.text).toContain(`matching «${offer.name}»`);
    user.press(offer.name);
    expect((await user.next()).text).toContain(`Send the page of «${offer.name}»`);

    user.send("shop.example/sale");
    expect((await user.next()).text).toContain("must start with http:// or https://");
    user.send("ftp://shop.example/sale");
    expect((await user.next()).text).toContain("must start with http:// or https://");
    user.send("just some words");
    expect((await user.next()).text).toContain("That is not a web address");
    user.send("https://shop.example/sale?size=42&colour=red");
    expect((await user.next()).text).toContain("Add a subaccount");
    user.send("my channel!");
    expect((await user.next()).text).toContain("only letters, digits and _ . -");
    user.send("tg_channel-1");
    const done = await user.next();
    expect(done.text).toContain(`Your tracking link for «${offer.name}»`);
    const link = linkIn(done.html);
    expect(link.searchParams.get("ulp")).toBe("https://shop.example/sale?size=42&colour=red");
    expect(link.searchParams.get("subid")).toBe("tg_channel-1");
    expect(`${link.origin}${link.pathname}`).toBe(deepLink.split("?")[0]);
    expect(done.html).toContain("ulp=https%3A%2F%2Fshop.example%2Fsale%3Fsize%3D42%26colour%3Dred");
    expect(done.buttons).toEqual([["📋 Copy the link"], ["✨ Another link for this offer"]]);
  });

  it("offers recent offers, skips the page for an offer without deep links, and the subaccount", async () => {
    const offer = await joinedOffer(harness, false);
    const user = await connected("ru");
    user.send(`/link ${offer.id}`);
    expect((await user.next()).text).toContain("не принимает целевые страницы");
    const ask = await user.next();
    expect(ask.text).toContain("субаккаунт");
    user.press("Без субаккаунта");
    const done = await user.next();
    const link = linkIn(done.html);
    expect(link.searchParams.has("ulp")).toBe(false);
    expect(link.searchParams.has("subid")).toBe(false);

    user.send("/link");
    const pick = await user.next();
    expect(pick.text).toContain("Выберите недавний");
    expect(pick.buttons).toEqual([[offer.name], ["‹ Назад", "✖ Отмена"]]);
    user.press(offer.name);
    expect((await user.next()).text).toContain("не принимает целевые страницы");
  });

  it("says when the offer is not joined or unknown, and asks again", async () => {
    const notJoined = (await demoOffers(harness)).find((o) => !o.user_has_offer);
    if (!notJoined) throw new Error("every offer is joined");
    const user = await connected();
    user.send(`/link ${notJoined.id}`);
    expect((await user.next()).text).toContain(`You have not joined «${notJoined.name}»`);
    expect((await user.next()).text).toMatch(/Which offer is the link for\?/);
    user.send("999999999");
    expect((await user.next()).text).toContain("does not know offer #999999999");
    user.send("qqqzzzxx");
    expect((await user.next()).text).toContain(
      "None of the offers you have joined match «qqqzzzxx»",
    );
    user.send("/cancel");
    expect((await user.next()).text).toContain("Cancelled");
  });
});

describe("/link, one tap at a time", () => {
  it("leads to the offer's main page with one press, without a landing page", async () => {
    const offer = await joinedOffer(harness, true);
    const user = await connected();
    user.send(`/link ${offer.id}`);
    const ask = await user.next();
    expect(ask.text).toContain(`Send the page of «${offer.name}»`);
    expect(ask.buttons).toEqual([["🏠 Its main page, no landing page"], ["‹ Back", "✖ Cancel"]]);
    user.press("🏠 Its main page, no landing page");
    expect((await user.next()).text).toContain("Add a subaccount");
    user.press("No subaccount");
    const done = await user.next();
    const link = linkIn(done.html);
    expect(link.searchParams.has("ulp")).toBe(false);
    expect(link.searchParams.has("subid")).toBe(false);
  });

  it("offers among recent offers only those the publisher has joined", async () => {
    const offers = await demoOffers(harness);
    const notJoined = offers.find((o) => !o.user_has_offer && /^[\w ]+$/.test(o.name));
    const joined = await joinedOffer(harness, false);
    if (!notJoined) throw new Error("every offer is joined");
    const user = await connected();
    for (const offer of [joined, notJoined]) {
      user.send(`/offers ${offer.name}`);
      await user.next();
      user.press(new RegExp(`^\\d+\\. ${offer.name}$`));
      expect((await user.next()).text).toContain(`#${offer.id}`);
    }
    user.send("/link");
    const pick = await user.next();
    expect(pick.text).toContain("Pick a recent one");
    expect(pick.buttons).toEqual([[joined.name], ["‹ Back", "✖ Cancel"]]);
  });
});

describe("tracking link builder", () => {
  it("checks page addresses and subaccounts and says what is wrong", () => {
    expect(checkTargetUrl("https://shop.example/a b")).toEqual({ ok: false, problem: "not-url" });
    expect(checkTargetUrl("shop.example")).toEqual({ ok: false, problem: "scheme" });
    expect(checkTargetUrl("mailto:me@shop.example")).toEqual({ ok: false, problem: "scheme" });
    expect(checkTargetUrl("https://intranet/page")).toEqual({ ok: false, problem: "no-host" });
    expect(checkTargetUrl(`https://shop.example/${"a".repeat(2000)}`)).toMatchObject({
      problem: "too-long",
    });
    expect(checkTargetUrl(" HTTPS://Shop.Example/Sale ")).toEqual({
      ok: true,
      value: "https://shop.example/Sale",
    });
    expect(checkSubaccount("a".repeat(51))).toEqual({ ok: false, problem: "too-long" });
    expect(checkSubaccount("канал")).toEqual({ ok: false, problem: "characters" });
    expect(checkSubaccount("ch_1.a-b")).toEqual({ ok: true, value: "ch_1.a-b" });
  });

  it("appends ulp and subid to the deep link, replacing values already there", () => {
    const link = trackingLink(
      "https://t.example/c/1/2?link=1&subid=old",
      "https://s.example/?q=a&b=1",
      "new",
    );
    expect(link).toBe(
      "https://t.example/c/1/2?link=1&subid=new&ulp=https%3A%2F%2Fs.example%2F%3Fq%3Da%26b%3D1",
    );
    expect(trackingLink("https://t.example/c/1/2?link=1")).toBe("https://t.example/c/1/2?link=1");
  });
});
