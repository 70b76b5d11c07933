/**
 * Claims, through the Bot API stand-in: statuses in the publisher's words on the
 * filter buttons, the list and the card; the amount with its currency and times in the
 * publisher's own time zone.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPublisherApi, type PublisherApi } from "../../../src/publisher-api/index.js";
import { connectWithClaims, type Harness, startHarness } from "../../support/harness.js";

let harness: Harness;
let api: PublisherApi;
beforeAll(async () => {
  harness = await startHarness();
  api = createPublisherApi({ baseUrl: harness.sandbox.url });
});
afterAll(async () => {
  await api?.close();
  await harness?.stop();
});

describe("claims in Russian", () => {
  it("statuses are words on the buttons, the list and the card; money and times the publisher's way", async () => {
    const user = harness.user({ languageCode: "ru" });
    await connectWithClaims(harness, user);
    await harness.app.storage.users.update(user.id, (s) => ({ ...s, timeZone: "Asia/Tokyo" }));
    user.send("/claims");
    const list = await user.waitFor(/Ваши заявки|заявки/);
    const buttons = list.buttons.flat();
    for (const word of ["новая", "на рассмотрении", "принята", "отклонена"]) {
      expect(buttons.some((b) => b.endsWith(word))).toBe(true);
    }
    expect(buttons).not.toContain("rejected");
    user.press(/отклонена$/);
    const rejected = await user.waitFor((m) => m.kind === "edit" && /❌ отклонена/.test(m.text));
    expect(rejected.text).toContain(" · отклонена");
    expect(rejected.text).not.toMatch(/rejected/);
    const id = /^#(\d+) · /m.exec(rejected.text)?.[1] ?? "";
    user.press(new RegExp(`^#${id} · `));
    const card = await user.waitFor(new RegExp(`^Заявка #${id}`));
    expect(card.text).toContain("Статус: ❌ отклонена");
    const { apiKey, clientId, clientSecret } = harness.sandbox.publishers[0];
    const claim = (
      await api.forPublisher({ apiKey, clientId, clientSecret }).lostOrders.list({ perpage: 1000 })
    ).find((c) => c.id === id);
    if (!claim) throw new Error(`no claim ${id}`);
    // "1 299,50 $": the Russian way, with its currency.
    const amount = new Intl.NumberFormat("ru-RU", { style: "currency", currency: "USD" }).format(
      Number(claim.order_sum),
    );
    expect(card.text).toContain(`Сумма: ${amount}`);
    // Filed: on the publisher's clock in Tokyo, not UTC.
    const filed = new Date(claim.created_at);
    const tokyo = new Intl.DateTimeFormat("en-GB", {
      timeZone: "Asia/Tokyo",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    }).format(filed);
    expect(card.text).toMatch(new RegExp(`: \\d{2}\\.\\d{2}(\\.\\d{4})?, ${tokyo}$`, "m"));
    expect(card.text).not.toMatch(/UTC|T\d{2}:/);
  });
});
