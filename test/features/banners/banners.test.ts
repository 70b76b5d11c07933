import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Banner } from "../../../src/publisher-api/index.js";
import { connectedUser, type Harness, startHarness } from "../../support/harness.js";
import { apiClient } from "../postbacks/helpers.js";

let harness: Harness;
let all: Banner[];
beforeAll(async () => {
  harness = await startHarness();
  all = (await apiClient(harness).tools.banners({ limit: 1000 })).items;
});
afterAll(async () => harness.stop());
beforeEach(() => harness.sandbox.control.clearCalls());

/** The photos the bot sent, as it sent them (an address or a file id). */
const photoSends = () =>
  harness.botApi.calls
    .filter((c) => c.method.toLowerCase() === "sendphoto")
    .map((c) => String(c.params.photo));

describe("/banners", () => {
  it("finds banners by words: a photo each where the network gives one, then the list (en)", async () => {
    const withPicture = all.find((b) => b.thumbnail) as Banner;
    const words = withPicture.name;
    const found = all.filter((b) => b.name.toLowerCase().includes(words.toLowerCase()));
    const user = await connectedUser(harness);
    user.send(`/banners ${words}`);
    const photo = await user.next();
    expect(photo.kind).toBe("photo");
    // The sandbox's names carry their size ("… banner 300x250"): not said twice.
    expect(photo.text).toBe(`${withPicture.name} · #${withPicture.id}`);
    for (let i = 1; i < found.filter((b) => b.thumbnail).length; i++) await user.next();
    const list = await user.next();
    expect(list.text).toContain(`🖼 Banners · “${words}”`);
    expect(list.text).toContain(`1. ${withPicture.name} · #${withPicture.id}`);
    expect(photoSends()).toContain(withPicture.thumbnail);
  });

  it("a picture goes once by its address, then by Telegram's file id", async () => {
    const b =
      all.find((x) => x.thumbnail && x.name.includes("300x250")) ?? all.find((x) => x.thumbnail);
    const user = await connectedUser(harness, "pt");
    harness.botApi.calls.length = 0;
    user.send(`/banners ${b?.name}`);
    const first = await user.next();
    user.drain();
    await user.waitFor(/Banners ·/);
    const sentFirst = photoSends();
    expect(sentFirst[0]).toBe(b?.thumbnail);
    harness.botApi.calls.length = 0;
    user.send(`/banners ${b?.name}`);
    const again = await user.next();
    await user.waitFor(/Banners ·/);
    expect(photoSends()[0]).toBe(first.photo?.fileId);
    expect(again.photo?.fileId).toBe(first.photo?.fileId);
  });

  it("a banner without a picture is listed and says so; pages go on with More (pt)", async () => {
    const bare = all.find((b) => !b.thumbnail) as Banner;
    const user = await connectedUser(harness, "pt");
    user.send(`/banners ${bare.name}`);
    const list = await user.waitFor(/Banners ·/);
    expect(list.text).toContain(`${bare.name} · #${bare.id} (sem imagem da rede)`);

    user.send("/banners");
    const first = await user.waitFor(/^🖼 Banners · página 1 de \d+/);
    expect(first.buttons).toEqual([["Mais ›"], ["🔄 Rotadores de banners"]]);
    user.press("Mais ›");
    const second = await user.waitFor(/^🖼 Banners · página 2 de/);
    expect(second.text).toMatch(/^6\. /m);
  });

  it("the search failing: the error and nothing half-sent; no match says so", async () => {
    const user = await connectedUser(harness);
    harness.sandbox.control.failNext({ mode: 500, path: "/banners", count: 3 });
    user.send("/banners shoes");
    expect((await user.next()).text).toContain("The network is not answering");
    user.send("/banners zzzz-nothing");
    expect((await user.next()).text).toContain("No banner has these words");
  });
});
