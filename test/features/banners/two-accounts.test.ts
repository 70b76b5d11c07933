/**
 * With two accounts the banner pictures are not each headed with the account
 * (the list after them is, once); a name that carries its size is not followed by it again; the
 * list says how to take a banner and leads to the rotators. In English and Russian.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BotMessage } from "../../../src/bot-api-stand-in/user.js";
import type { Banner } from "../../../src/publisher-api/index.js";
import { connectUser, type Harness, startHarness } from "../../support/harness.js";
import { addAccount } from "../accounts/support.js";
import { apiClient } from "../postbacks/helpers.js";

let harness: Harness;
let banners: Banner[];
beforeAll(async () => {
  harness = await startHarness();
  const [, bruno] = harness.sandbox.publishers;
  banners = (await apiClient(harness, bruno?.apiKey).tools.banners({ limit: 1000 })).items;
});
afterAll(async () => harness?.stop());

const cases = [
  {
    lang: "en",
    list: /^👤 .+\n🖼 Banners/,
    howTo: "How to take a banner: in a banner rotator press “➕ Include a banner”",
    button: "🔄 Banner rotators",
    rotators: /rotator/i,
  },
  {
    lang: "ru",
    list: /^👤 .+\n🖼 Баннеры/,
    howTo: "Как взять баннер: в ротаторе баннеров нажмите «➕ Включить баннер»",
    button: "🔄 Ротаторы баннеров",
    rotators: /ротатор/i,
  },
] as const;

describe("/banners with two accounts", () => {
  it.each(cases)("heads the list once, not each picture ($lang)", async (c) => {
    const [alice, bruno] = harness.sandbox.publishers;
    if (!alice || !bruno) throw new Error("the sandbox has no two publishers");
    const user = harness.user({ languageCode: c.lang });
    await connectUser(harness, user, alice.apiKey);
    await addAccount(user, bruno);
    user.drain();
    user.send("/banners");
    const photos: BotMessage[] = [];
    let list: BotMessage | undefined;
    while (!list) {
      const message = await user.next({ timeoutMs: 10_000 });
      if (message.kind === "photo") photos.push(message);
      else list = message;
    }
    expect(photos.length).toBeGreaterThan(1);
    for (const photo of photos) expect(photo.text).not.toContain("👤");
    expect(list.text).toMatch(c.list);
    // Bruno's banners, named with their size: the size is not said again after the name.
    const sized = banners.slice(0, 5).find((b) => b.size && b.name.includes(b.size)) as Banner;
    expect(list.text).toContain(`${sized.name} · #${sized.id}`);
    expect(list.text).not.toContain(`${sized.size} — ${sized.size}`);
    expect(list.text).toContain(c.howTo);
    expect(list.buttons.flat()).toContain(c.button);
    user.press(c.button);
    expect((await user.next()).text).toMatch(c.rotators);
  });
});
