import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dueSet } from "../../../src/bot/features/digest/schedule.js";
import type { TelegramUser } from "../../../src/bot-api-stand-in/user.js";
import { createPublisherApi } from "../../../src/publisher-api/index.js";
import { type Sandbox, startSandbox } from "../../../src/sandbox/index.js";
import { testNow, testToday } from "../../support/clock.js";
import { connectUser, type Harness, startHarness } from "../../support/harness.js";
import { addDays } from "../stats/helpers.js";

let harness: Harness;
let sandbox: Sandbox;
const DAY_MS = 86_400_000;

beforeAll(async () => {
  // The sandbox's clock runs a day behind: a claim it moves now was moved "yesterday" for the bot.
  sandbox = await startSandbox({ now: () => new Date(testNow().getTime() - DAY_MS) });
  harness = await startHarness({ sandbox });
});
afterAll(async () => {
  await harness?.stop();
  await sandbox?.close();
});

/** /connect with the API key and the client credentials (claims enabled). */
async function connectWithClaims(user: TelegramUser): Promise<void> {
  const alice = harness.sandbox.publishers[0];
  if (!alice) throw new Error("no sandbox publisher");
  await user.send(`/connect ${alice.apiKey}`);
  await user.waitFor(/client ID|ID клиента|ID do cliente/);
  await user.send(alice.clientId);
  await user.waitFor(/client secret|секрет клиента|segredo do cliente/);
  await user.send(alice.clientSecret);
  await user.waitFor(/claims are enabled|заявки тоже/);
}

describe("/digest settings", () => {
  it("are set with buttons and typing, and survive a restart", async () => {
    const user = harness.user();
    await connectUser(harness, user);
    await user.send("/digest");
    const card = await user.waitFor(/Daily digest/);
    expect(card.text).toMatch(/Daily digest: off/);
    expect(card.text).toMatch(/Delivery at 09:00, time zone UTC/);

    user.press("✅ Turn on");
    const on = await user.next();
    expect(on.kind).toBe("edit");
    expect(on.messageId).toBe(card.messageId);
    expect(on.text).toMatch(/Daily digest: on/);
    expect(on.text).toMatch(/Next digest: .* at 09:00/);

    user.press("🕘 Time");
    const ask = await user.next();
    expect(ask.messageId).toBe(card.messageId);
    expect(ask.buttons.flat()).toContain("07:00");
    await user.send("7.65");
    expect((await user.next()).text).toMatch(/“7.65” is not a time/);
    await user.send("7:45");
    expect((await user.waitFor(/Delivery at/)).text).toMatch(/Delivery at 07:45/);

    user.press("🌍 Time zone");
    await user.waitFor(/Which time zone/);
    await user.send("atlantis");
    expect((await user.next()).text).toMatch(/Nothing matches “atlantis”/);
    await user.send("america/a");
    const choices = await user.waitFor(/Time zones for/);
    // Anchorage is UTC-9 in winter, UTC-8 in summer.
    const anchorage = /^Anchorage · UTC-[89]$/;
    expect(choices.buttons.flat().filter((label) => anchorage.test(label))).toHaveLength(1);
    user.press(anchorage);
    expect((await user.waitFor(/Delivery at/)).text).toMatch(/time zone Anchorage · UTC-[89]/);
    user.press("🌍 Time zone");
    await user.waitFor(/Which time zone/);
    await user.send("lisbon");
    const lisbon = await user.waitFor(/Delivery at/);
    expect(lisbon.text).toMatch(/Delivery at 07:45, time zone Lisbon · UTC\+[01]/);

    await harness.restart();
    await user.send("/digest");
    const after = await user.waitFor(/Daily digest/);
    expect(after.text).toMatch(/Daily digest: on/);
    expect(after.text).toMatch(/Delivery at 07:45, time zone Lisbon · UTC\+[01]/);
    // Lisbon is UTC+0 in winter and UTC+1 in summer: 07:45 there is 07:45 or 06:45 UTC.
    const indexed = [
      ...(await harness.app.storage.sets.members(dueSet(7 * 60 + 45))),
      ...(await harness.app.storage.sets.members(dueSet(6 * 60 + 45))),
    ];
    expect(indexed.filter((id) => id === user.id)).toHaveLength(1);
    // /stats now counts days in Lisbon's calendar too.
    expect((await harness.app.storage.users.get(user.id))?.timeZone).toBe("Europe/Lisbon");

    user.press("⏸ Turn off");
    expect((await user.next()).text).toMatch(/Daily digest: off/);
    expect(await harness.app.storage.sets.members(dueSet(7 * 60 + 45))).not.toContain(user.id);
  });

  it("are switched off when Telegram says the publisher blocked the bot", async () => {
    const user = harness.user();
    await connectUser(harness, user);
    await user.send("/digest");
    await user.waitFor(/Daily digest: off/);
    user.press("✅ Turn on");
    await user.waitFor(/Daily digest: on/);
    harness.botApi.injectUpdate({
      my_chat_member: {
        chat: { id: user.id, type: "private", first_name: user.from.first_name },
        from: user.from,
        date: Math.floor(Date.now() / 1000),
        old_chat_member: { status: "member", user: harness.botApi.botInfo },
        new_chat_member: { status: "kicked", user: harness.botApi.botInfo, until_date: 0 },
      },
    });
    const records = harness.app.storage.records<{ enabled: boolean }>("digest");
    await expect.poll(async () => (await records.get(user.id))?.enabled).toBe(false);
    expect(await harness.app.storage.sets.members(dueSet(9 * 60))).not.toContain(user.id);
  });

  it("sends one now, in Russian, with the claims the network moved that day", async () => {
    const user = harness.user({ languageCode: "ru" });
    await connectWithClaims(user);
    const alice = harness.sandbox.publishers[0];
    if (!alice) throw new Error("no sandbox publisher");
    const client = createPublisherApi({ baseUrl: harness.sandbox.url }).forPublisher({
      apiKey: alice.apiKey,
      clientId: alice.clientId,
      clientSecret: alice.clientSecret,
    });
    const claims = await client.lostOrders.list({ status: ["new"], perpage: 5 });
    const claim = claims[0];
    if (!claim) throw new Error("the sandbox publisher has no new claim");
    harness.sandbox.control.setClaimStatus(alice.id, claim.id, "accepted");
    harness.sandbox.control.clearCalls();

    await user.send("/digest");
    await user.waitFor(/Ежедневная сводка: выключена/);
    user.press("📨 Прислать сейчас");
    const digest = await user.waitFor((m) => m.kind === "photo", { timeoutMs: 15_000 });
    const text = [digest.text, ...user.drain().map((m) => m.text)].join("\n");
    expect(digest.photo?.filename).toBe("digest.png");
    expect(text).toMatch(/Ваш день/);
    expect(text).toMatch(/Клики: [\d\s\u00a0]+/);
    expect(text).toContain(`№${claim.id} (заказ ${claim.order_number}): принята`);
    const yesterday = addDays(testToday(), -1);
    const lostOrders = harness.sandbox.control.calls.filter((c) => c.path.endsWith("/lostOrders"));
    expect(lostOrders.at(-1)?.query).toMatchObject({
      updated_at_start: yesterday,
      updated_at_end: yesterday,
    });
    expect(
      harness.sandbox.control.calls.some((c) =>
        c.path.includes(`statistics/event_time_day/${addDays(yesterday, -8)}/${yesterday}`),
      ),
    ).toBe(true);
  });
});
