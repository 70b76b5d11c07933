import { timingSafeEqual } from "node:crypto";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { EDIT_EVERY_MS } from "../../../src/bot/features/alerts/push.js";
import { hashToken } from "../../../src/bot/features/alerts/settings.js";
import type { TelegramUser } from "../../../src/bot-api-stand-in/user.js";
import { ANSWER_WAIT_MS } from "../../../src/bot-api-stand-in/user.js";
import type { Postback } from "../../../src/publisher-api/index.js";
import type { SandboxPublisher } from "../../../src/sandbox/index.js";
import { testNow } from "../../support/clock.js";
import { connectUser, type Harness, startHarness } from "../../support/harness.js";
import { keysNaming, storedKeys } from "../../support/stored-keys.js";
import { apiClient } from "../postbacks/helpers.js";
import { receiverEnv, settle, zoneAtMidnight } from "./support.js";

// The real comparison, watched: which buffers the receiver compares (same-path test below).
vi.mock("node:crypto", async (original) => {
  const crypto = await original<typeof import("node:crypto")>();
  return { ...crypto, default: crypto, timingSafeEqual: vi.fn(crypto.timingSafeEqual) };
});

let harness: Harness;
let alice: SandboxPublisher;
let bruno: SandboxPublisher;
beforeAll(async () => {
  harness = await startHarness({ env: await receiverEnv() });
  [alice, bruno] = harness.sandbox.publishers as unknown as [SandboxPublisher, SandboxPublisher];
});
afterAll(async () => harness.stop());

const publicUrl = () => `http://127.0.0.1:${harness.app.port}`;

/** The user's "Telegram alerts" postback as the network has it. */
async function alertsPostback(user: TelegramUser, publisher = alice): Promise<Postback> {
  const { items } = await apiClient(harness, publisher.apiKey).tools.postbacks({ limit: 100 });
  const found = items.find((p) => p.name === `Telegram alerts · ${user.id}`);
  if (!found) throw new Error(`no alerts postback for ${user.id}`);
  return found;
}

/** A connected user with alerts switched on for all offers. */
async function alertsOn(publisher = alice): Promise<TelegramUser> {
  const user = harness.user();
  await connectUser(harness, user, publisher.apiKey);
  user.send("/alerts");
  const card = await user.next();
  expect(card.text).toContain("🔔 Conversion alerts");
  expect(card.text).toContain("⏸ Off.");
  user.press("🔔 On for all offers");
  const on = await user.next();
  expect(on.kind).toBe("edit");
  expect(on.text).toContain("✅ Alerts are on.");
  return user;
}

/** Off from a fresh card (alerts may have come after the last one). */
async function alertsOff(user: TelegramUser): Promise<void> {
  user.send("/alerts");
  await user.waitFor(/Conversion alerts/);
  user.press("🔕 Switch off");
  expect((await user.waitFor(/Alerts are off/)).kind).toBe("edit");
}

const fire = (
  publisher: SandboxPublisher,
  options: Parameters<Harness["sandbox"]["control"]["fireConversion"]>[1] = {},
) => harness.sandbox.control.fireConversion(publisher.id, { repeats: 0, ...options });

describe("/alerts on and off", () => {
  it("on creates the postback with the bot's address; a conversion reaches the publisher once, repeats and all", async () => {
    const user = await alertsOn();
    const postback = await alertsPostback(user);
    expect(postback.url).toMatch(new RegExp(`^${publicUrl()}/postback/[A-Za-z0-9_-]{32}$`));
    expect(postback.offers_included).toEqual([0]);
    expect(postback.request_type).toBe("get");
    expect(postback.query_params).toContainEqual({ name: "click_id", value: "cid" });
    expect(postback.query_params).toContainEqual({ name: "payout", value: "amount" });

    user.send("/postbacks");
    expect((await user.next()).text).toContain(
      `🟢 Telegram alerts · ${user.from.first_name} — all offers`,
    );

    const { conversion, done } = fire(alice, {
      status: "approved",
      payout: "12.40",
      targetName: "sale",
      subaccount: "channel_7",
      repeats: 2,
    });
    const [delivery] = (await done).filter((d) => d.postbackId === postback.id);
    expect(delivery?.statuses).toEqual([200, 200, 200]);
    const alert = await user.next();
    expect(alert.kind).toBe("send");
    expect(alert.text).toBe(
      `💰 +$12.40 · ${conversion.offerName} · sale · approved · subaccount: channel_7`,
    );
    expect(alert.buttons).toEqual([["📄 Offer card"]]);
    expect(await settle(user)).toEqual([]);

    user.press("📄 Offer card");
    const card = await user.next();
    expect(card.kind).toBe("send");
    expect(card.text).toContain(conversion.offerName);
    await alertsOff(user);
  });

  it("a POST postback is read from its form body; a status change of a known click says so", async () => {
    const user = await alertsOn();
    const postback = await alertsPostback(user);
    const client = apiClient(harness);
    await client.tools.updatePostback({
      id: postback.id,
      name: postback.name,
      url: postback.url,
      action_type: "all",
      request_type: "post",
      query_params: Object.fromEntries(postback.query_params.map((p) => [p.name, p.value])),
      offers_included: [0],
    });
    const pending = fire(alice, { status: "pending", payout: "3.50", targetName: "lead" });
    const first = (await pending.done).find((d) => d.postbackId === postback.id);
    expect(first?.method).toBe("POST");
    const alert = (await user.next()).text;
    expect(alert).toContain("💰 +$3.50");
    expect(alert).toContain("· lead · pending");
    const { done } = fire(alice, { ...pending.conversion, status: "approved" });
    await done;
    expect((await user.next()).text).toContain("· lead · pending → approved");
    await alertsOff(user);
  });

  it("off disconnects the postback and the old address answers 404; it says so on the card", async () => {
    const user = await alertsOn();
    const before = await alertsPostback(user);
    expect((await fetch(`${before.url}?cid=c1&state=approved&amount=1`)).status).toBe(200);
    await user.next();
    user.send("/alerts");
    await user.next();
    user.press("🔕 Switch off");
    const off = await user.next();
    expect(off.text).toContain("⏸ Alerts are off: the postback is disconnected");
    expect(off.text).toContain("⏸ Off.");
    const after = await alertsPostback(user);
    expect(after.offers_included).toEqual([]);
    expect((await fetch(`${before.url}?cid=c2&state=approved&amount=1`)).status).toBe(404);
    const { done } = fire(alice);
    expect((await done).find((d) => d.postbackId === after.id)).toBeUndefined();
    expect(await settle(user)).toEqual([]);

    // On again: the same postback, a new address; the old one stays dead.
    user.press("🔔 On for all offers");
    await user.waitFor(/Alerts are on/);
    const again = await alertsPostback(user);
    expect(again.id).toBe(before.id);
    expect(again.url).not.toBe(before.url);
    expect((await fetch(`${before.url}?cid=c3&state=approved&amount=1`)).status).toBe(404);
    expect((await fetch(`${again.url}?cid=c3&state=approved&amount=1`)).status).toBe(200);
    await user.next();
    await alertsOff(user);
  });

  it("the account view has a button that opens /alerts", async () => {
    const user = harness.user();
    await connectUser(harness, user);
    user.send("/start");
    await user.next();
    user.press("👤 Account");
    await user.next();
    user.press("🔔 Conversion alerts");
    const card = await user.next();
    expect(card.kind).toBe("send");
    expect(card.text).toContain("🔔 Conversion alerts\n⏸ Off.");
    expect(card.buttons[0]).toEqual(["🔔 On for all offers"]);
  });

  it("/disconnect disconnects the postback and revokes the address", async () => {
    const user = await alertsOn();
    const before = await alertsPostback(user);
    user.send("/disconnect");
    await user.next();
    user.press(/Yes/);
    await user.waitFor(/disconnected|forgot|deleted/i);
    expect((await alertsPostback(user)).offers_included).toEqual([]);
    expect((await fetch(`${before.url}?cid=d1&state=approved&amount=1`)).status).toBe(404);
  });

  it("/disconnect leaves no row of the publisher's in the database; a reconnect inherits no mark", async () => {
    const user = await alertsOn();
    const conversion = "?cid=same-click&state=approved&amount=3&currency=USD";
    expect((await fetch(`${(await alertsPostback(user)).url}${conversion}`)).status).toBe(200);
    expect((await user.next()).text).toContain("$3.00");
    const file = join(harness.dataDir, "bot.sqlite");
    // The alert left its once-mark and the click's status behind (kept once the send is out):
    // both name the publisher.
    await vi.waitFor(
      async () => {
        const marks = keysNaming(await storedKeys(file), user.id);
        expect(marks.some((key) => key.startsWith(`once:alert:${user.id}:`))).toBe(true);
        expect(marks.some((key) => key.startsWith(`alert-click:${user.id}:`))).toBe(true);
      },
      { timeout: ANSWER_WAIT_MS },
    );
    user.send("/disconnect");
    await user.next();
    user.press(/Yes/);
    await user.waitFor(/deleted/i);
    expect(keysNaming(await storedKeys(file), user.id)).toEqual([]);
    // Back again: the same conversion is news to the new connection, not silenced by an old mark.
    await connectUser(harness, user, alice.apiKey);
    user.send("/alerts");
    await user.waitFor(/Conversion alerts/);
    user.press("🔔 On for all offers");
    await user.waitFor(/Alerts are on/);
    expect((await fetch(`${(await alertsPostback(user)).url}${conversion}`)).status).toBe(200);
    expect((await user.waitFor(/\$3\.00/)).kind).toBe("send");
    await alertsOff(user);
  });
});

describe("the bot's own words in every language", () => {
  it.each([
    ["ru", "Включить для всех офферов", "💰 +2,50 $ · ", " · продажа · подтверждена"],
    ["pt-br", "Ligar para todas as ofertas", "💰 +US$ 2,50 · ", " · venda · aprovada"],
  ])("%s: the goal and the status in the publisher's language", async (lang, on, money, words) => {
    const user = harness.user({ languageCode: lang });
    await connectUser(harness, user, alice.apiKey);
    user.send("/alerts");
    await user.next();
    user.press(new RegExp(on));
    await user.waitFor(/🟢/);
    const { conversion } = fire(alice, { status: "approved", payout: "2.50", targetName: "sale" });
    const alert = await user.waitFor(/💰/);
    // Intl writes money with no-break spaces.
    expect(alert.text.replaceAll("\u00a0", " ")).toContain(money);
    expect(alert.text).toContain(`${conversion.offerName}${words}`);
    expect(alert.text).not.toMatch(/\bsale\b|approved/);
    await alertsOffIn(user);
  });
});

/** Off from a fresh card in any language: the button after the state line's emoji. */
async function alertsOffIn(user: TelegramUser): Promise<void> {
  user.send("/alerts");
  const card = await user.next();
  user.press(card.buttons[0]?.[0] ?? "");
  await user.waitFor((m) => m.kind === "edit" && m.text.includes("⏸"));
}

describe("/alerts and /postbacks read one state, the network's", () => {
  it("agree after each switch, wherever it was made", async () => {
    const user = await alertsOn();
    const own = `Telegram alerts · ${user.id}`;
    const shown = `Telegram alerts · ${user.from.first_name}`;
    user.send(`/postbacks ${own}`);
    const list = await user.next();
    expect(list.text).toContain(`🟢 ${shown} — all offers`);
    // Its card sends the switching to /alerts (which renews the address), not a switch of its own.
    user.press(`🟢 ${shown}`);
    const card = await user.waitFor(/alerts postback/);
    expect(card.text).toContain("This is the bot's own alerts postback: switch it in /alerts");
    expect(card.buttons.flat()).toContain("🔔 Conversion alerts");
    expect(card.buttons.flat()).not.toContain("⏸ Switch off");

    // Switched off at the network (its interface, or another tool): /alerts says so.
    const postback = await alertsPostback(user);
    await apiClient(harness, alice.apiKey).tools.updatePostback({
      id: postback.id,
      name: postback.name,
      url: postback.url,
      action_type: "all",
      request_type: "get",
      query_params: Object.fromEntries(postback.query_params.map((p) => [p.name, p.value])),
      offers_included: [],
    });
    user.press("🔔 Conversion alerts", { messageId: card.messageId });
    const alerts = await user.waitFor(/Conversion alerts/);
    expect(alerts.text).toContain("⚠️ On here, but the network has the postback switched off");
    expect(alerts.text).not.toContain("🟢 On");
    expect(alerts.buttons[0]).toEqual(["🔔 On for all offers"]);
    user.press("🔔 On for all offers", { messageId: alerts.messageId });
    await user.waitFor((m) => m.kind === "edit" && m.text.includes("🟢 On"));
    expect((await alertsPostback(user)).offers_included).toEqual([0]);
    user.send(`/postbacks ${own}`);
    expect((await user.next()).text).toContain(`🟢 ${shown} — all offers`);

    // Off in /alerts: /postbacks shows it off, and offers no switch that would wake a dead address.
    await alertsOff(user);
    user.send(`/postbacks ${own}`);
    const after = await user.next();
    expect(after.text).toContain(`⏸ ${shown}`);
    user.press(`⏸ ${shown}`);
    const offCard = await user.waitFor(/alerts postback/);
    expect(offCard.buttons.flat()).not.toContain("▶️ Switch on");
    expect(offCard.buttons.flat()).toContain("🔔 Conversion alerts");
  });
});

describe("the receiver", () => {
  it("one publisher's token never pushes to another", async () => {
    const ana = await alertsOn(alice);
    const beto = await alertsOn(bruno);
    const anaUrl = (await alertsPostback(ana, alice)).url;
    await fire(bruno, { status: "approved", payout: "7.00" }).done;
    expect((await beto.next()).text).toContain("€7.00");
    expect(await settle(ana)).toEqual([]);
    expect((await fetch(`${anaUrl}?cid=x1&state=approved&amount=2&currency=USD`)).status).toBe(200);
    expect((await ana.next()).text).toContain("$2.00");
    expect(await settle(beto)).toEqual([]);
    // A token with anything added or cut off is nobody's.
    expect((await fetch(`${anaUrl}x?cid=x2&state=approved&amount=2`)).status).toBe(404);
    expect((await fetch(`${anaUrl.slice(0, -1)}?cid=x2&state=approved&amount=2`)).status).toBe(404);
    await alertsOff(ana);
    await alertsOff(beto);
  });

  it("bad parameters: 400, logged without ip and ua; oversized: refused", async () => {
    const user = await alertsOn();
    const { url } = await alertsPostback(user);
    const bad = await fetch(`${url}?cid=b1&state=maybe&amount=1&ip=198.51.100.77&ua=AgentSecret`);
    expect(bad.status).toBe(400);
    const logged = harness.logs.filter((line) => line.includes("conversion postback refused"));
    expect(logged.length).toBeGreaterThan(0);
    expect(harness.logs.join("")).not.toContain("198.51.100.77");
    expect(harness.logs.join("")).not.toContain("AgentSecret");
    expect(harness.logs.join("")).not.toContain(url.split("/").at(-1));
    expect((await fetch(`${url}?cid=b2&state=approved&amount=ten`)).status).toBe(400);
    expect((await fetch(`${url}?state=approved&amount=1`)).status).toBe(400);
    const big = await fetch(url, { method: "POST", body: "cid=x&pad=".concat("y".repeat(40_000)) });
    expect(big.status).toBe(413);
    expect((await fetch(`${url}?cid=${"z".repeat(5000)}`)).status).toBe(414);

    await alertsOff(user);
  });

  it("a known and an unknown token take the same path: one hashed lookup, one constant-time comparison", async () => {
    const user = await alertsOn();
    const { url } = await alertsPostback(user);
    const known = url.split("/").at(-1) ?? "";
    const strangers = ["A".repeat(32), "x", "B".repeat(128)];
    const reads: string[] = [];
    const keyv = harness.app.storage.keyv;
    const onRead = ({ key }: { key: string }) => {
      if (key.startsWith("alert-token:")) reads.push(key);
    };
    keyv.hooks.addHandler("preGet", onRead);
    const compare = vi.mocked(timingSafeEqual);
    compare.mockClear();
    try {
      const answers: number[] = [];
      for (const token of [known, ...strangers]) {
        const response = await fetch(
          `${publicUrl()}/postback/${token}?cid=t1&state=approved&amount=1`,
        );
        await response.arrayBuffer();
        answers.push(response.status);
      }
      expect(answers).toEqual([200, 404, 404, 404]);
      // Each token, whatever its length, is read once under its SHA-256 digest...
      expect(reads).toEqual(
        [known, ...strangers].map((token) => `alert-token:${hashToken(token)}`),
      );
      expect(reads.every((key) => /^alert-token:[0-9a-f]{64}$/.test(key))).toBe(true);
      // ...and compared once in constant time, digest against digest (a placeholder when unknown).
      const digests = compare.mock.calls.filter(
        ([a, b]) => (a as Buffer).length === 32 && (b as Buffer).length === 32,
      );
      expect(digests).toHaveLength(4);
      // A repeat of either is remembered the same way: no second read, no second comparison.
      reads.length = 0;
      compare.mockClear();
      for (const token of [known, strangers[0]]) {
        await (
          await fetch(`${publicUrl()}/postback/${token}?cid=t1&state=approved&amount=1`)
        ).arrayBuffer();
      }
      expect(reads).toEqual([]);
      expect(compare).not.toHaveBeenCalled();
    } finally {
      keyv.hooks.removeHandler("preGet", onRead);
    }
    // The known token's repeat is the same conversion: pushed once.
    const pushes = (await settle(user)).filter((m) => m.text.includes("+1.00"));
    expect(pushes).toHaveLength(1);
    await alertsOff(user);
  });
});

describe("what is pushed", () => {
  it("a burst becomes one message edited in place, with its latest totals", async () => {
    const user = await alertsOn();
    const sent = harness.botApi.botMessages(user.id).length;
    for (let i = 0; i < 6; i++) {
      await fire(alice, { status: "approved", payout: "10.20" }).done;
    }
    const seen = [...(await settle(user, EDIT_EVERY_MS + 600))];
    const sends = seen.filter((m) => m.kind === "send");
    const edits = seen.filter((m) => m.kind === "edit");
    expect(sends).toHaveLength(3);
    // Alerts 4 to 6 came within a few seconds of the burst's message: one edit shows them all.
    expect(edits).toHaveLength(1);
    expect(harness.botApi.botMessages(user.id).length - sent).toBe(3);
    const summary = edits.at(-1);
    expect(summary?.messageId).toBe(sends[2]?.messageId);
    // The two told one by one are not counted again: the summary is of the four after them.
    expect(summary?.text).toMatch(/^⚡ 4 more conversions in the last minute, \+\$40\.80\n/);
    expect(summary?.text.split("\n").filter((line) => line.startsWith("💰"))).toHaveLength(4);
    expect(summary?.text).not.toContain("…and");
    await alertsOff(user);
  });

  it("a burst of hundreds costs one edit every few seconds, and the last shows them all", async () => {
    const user = await alertsOn();
    const started = Date.now();
    const burst = 300;
    await Promise.all(
      Array.from({ length: burst }, () => fire(alice, { status: "approved", payout: "1.00" }).done),
    );
    const seen = [...(await settle(user, EDIT_EVERY_MS + 800))];
    const seconds = (Date.now() - started) / 1000;
    const edits = seen.filter((m) => m.kind === "edit");
    expect(seen.filter((m) => m.kind === "send")).toHaveLength(3);
    expect(edits.length).toBeGreaterThanOrEqual(1);
    expect(edits.length).toBeLessThanOrEqual(Math.ceil(seconds / (EDIT_EVERY_MS / 1000)) + 1);
    expect(edits.at(-1)?.text).toMatch(
      new RegExp(
        `^⚡ ${burst - 2} more conversions in the last minute, \\+\\$${burst - 2}\\.00\\n`,
      ),
    );
    await alertsOff(user);
  });

  it("a burst counts a conversion once: its status change is not a new one, and one told alone is not counted again (en, ru)", async () => {
    const heads = {
      en: "⚡ 1 more conversion and 1 status change in the last minute, +$7.25",
      ru: "⚡ ещё 1 конверсия и 1 смена статуса за последнюю минуту, +7,25 $",
    };
    for (const [lang, head] of Object.entries(heads)) {
      const user = harness.user({ languageCode: lang });
      await connectUser(harness, user, alice.apiKey);
      user.send("/alerts");
      await user.next();
      user.press(/^🔔 /);
      await user.waitFor((m) => m.kind === "edit" && m.text.startsWith("✅"));
      const lead = { targetName: "lead", subaccount: "channel_7" };
      const told = fire(alice, {
        ...lead,
        status: "pending",
        payout: "16.41",
        offerName: "CLETOLY",
      });
      await told.done;
      await fire(alice, { ...lead, status: "approved", payout: "5.00" }).done;
      // The third in a minute starts the summary; then the first one's approval, then its own.
      const third = fire(alice, {
        ...lead,
        status: "pending",
        payout: "7.25",
        offerName: "VEDORA",
      });
      await third.done;
      const { clickId, offerId } = told.conversion;
      await fire(alice, {
        ...lead,
        clickId,
        offerId,
        offerName: "CLETOLY",
        status: "approved",
        payout: "16.41",
      }).done;
      const again = third.conversion;
      await fire(alice, {
        ...lead,
        clickId: again.clickId,
        offerId: again.offerId,
        offerName: "VEDORA",
        status: "approved",
        payout: "7.25",
      }).done;
      const seen = await settle(user, EDIT_EVERY_MS + 600);
      expect(seen.filter((m) => m.kind === "send")).toHaveLength(3);
      const summary = seen.at(-1)?.text.replace(/[\u00a0\u202f]/g, " ") ?? "";
      const [first, blank, ...lines] = summary.split("\n");
      expect(first).toBe(head);
      expect(blank).toBe("");
      expect(lines).toHaveLength(2);
      expect(lines[0]).toMatch(/^💰 \+(\$7\.25|7,25 \$) · VEDORA · .+ → /);
      expect(lines[1]).toMatch(/^💰 \+(\$16\.41|16,41 \$) · CLETOLY · .+ → /);
      user.send("/alerts");
      await user.next();
      user.press(/^🔕 /);
      await user.waitFor((m) => m.kind === "edit" && m.text.startsWith("⏸"));
      await settle(user);
    }
  });

  it("filters: statuses and a minimum payout", async () => {
    const user = await alertsOn();
    user.press("✅ cancelled");
    expect((await user.next()).buttons.flat()).toContain("▫️ cancelled");
    // Money with its currency (Alice's account is in dollars), on the button and on the card.
    user.press("Minimum commission → $1.00");
    expect((await user.next()).text).toContain("Minimum commission: $1.00");
    user.press("Minimum commission → $5.00");
    expect((await user.next()).text).toContain("Minimum commission: $5.00");
    await fire(alice, { status: "rejected", payout: "20.00" }).done;
    await fire(alice, { status: "approved", payout: "2.00" }).done;
    await fire(alice, { status: "pending", payout: "6.00" }).done;
    const seen = await settle(user);
    expect(seen.map((m) => m.text)).toEqual([expect.stringContaining("+$6.00")]);
    await alertsOff(user);
  });

  it("a conversion filtered out is new to the publisher when its next status passes: no change told, its pay counted", async () => {
    const user = await alertsOn();
    user.press("✅ pending");
    expect((await user.next()).buttons.flat()).toContain("▫️ pending");
    const pending = fire(alice, { status: "pending", payout: "2.75", targetName: "sale" });
    await pending.done;
    expect(await settle(user)).toEqual([]);
    await fire(alice, { ...pending.conversion, status: "approved" }).done;
    const seen = await settle(user);
    expect(seen).toHaveLength(1);
    expect(seen[0]?.text).toContain("💰 +$2.75");
    expect(seen[0]?.text).toContain(" · sale · approved");
    expect(seen[0]?.text).not.toContain("→");
    // Told once, it is known: its next status is a change.
    await fire(alice, { ...pending.conversion, status: "rejected" }).done;
    expect((await user.next()).text).toContain("approved → cancelled");
    await alertsOff(user);
  });

  it("quiet hours hold alerts and summarise them when they end", async () => {
    const user = await alertsOn();
    await harness.app.storage.users.update(user.id, (u) => ({ ...u, timeZone: zoneAtMidnight() }));
    user.press("Quiet hours → 22:00–08:00");
    expect((await user.next()).text).toContain("Quiet hours: 22:00–08:00");
    await fire(alice, { status: "approved", payout: "4.00" }).done;
    const pending = fire(alice, { status: "pending", payout: "1.50" });
    await pending.done;
    await fire(alice, { status: "rejected", payout: "9.00" }).done;
    // Approved while held: the same conversion, its line updated, not a fourth one.
    const { clickId, offerId, offerName } = pending.conversion;
    await fire(alice, { clickId, offerId, offerName, status: "approved", payout: "1.50" }).done;
    expect(await settle(user)).toEqual([]);

    const job = harness.app.jobs.find((j) => j.name === "alerts-quiet");
    if (!job) throw new Error("no alerts-quiet job");
    await job.run(testNow());
    expect(await settle(user, 200)).toEqual([]);
    await job.run(new Date(testNow().getTime() + 9 * 3_600_000));
    const summary = await user.next();
    expect(summary.text).toMatch(
      /^🌙 Quiet hours are over: 3 conversions while you were away, \+\$5\.50\n/,
    );
    expect(summary.text).toContain("❌ $9.00");
    expect(summary.text).toMatch(/💰 \+\$1\.50 · .+ · pending → approved/);
    expect(summary.text.split("\n").filter((line) => /^(💰|❌) /.test(line))).toHaveLength(3);
    await job.run(new Date(testNow().getTime() + 9 * 3_600_000));
    expect(await settle(user, 200)).toEqual([]);
    await alertsOff(user);
  });
});

describe("the sandbox's side", () => {
  it("fires a conversion on an HTTP control, and trickles them when asked", async () => {
    const user = await alertsOn();
    const answer = await fetch(`${harness.sandbox.url}/__sandbox/conversion`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ publisher: alice.id, status: "approved", payout: "8.25", repeats: 0 }),
    });
    expect(answer.status).toBe(202);
    const { conversion } = (await answer.json()) as { conversion: { clickId: string } };
    expect(conversion.clickId).toMatch(/^clk710001x/);
    expect((await user.next()).text).toContain("💰 +$8.25");

    harness.sandbox.control.setConversionTrickle(150);
    try {
      expect((await user.next()).text).toMatch(/^(💰|❌) /);
    } finally {
      harness.sandbox.control.setConversionTrickle(0);
    }
    await settle(user);
    await alertsOff(user);
  });
});

describe("without PUBLIC_URL", () => {
  it("/alerts says what to set", async () => {
    const bare = await startHarness({ sandbox: harness.sandbox });
    try {
      const user = bare.user();
      await connectUser(bare, user);
      user.send("/alerts");
      expect((await user.next()).text).toContain("PUBLIC_URL");
    } finally {
      await bare.stop();
    }
  });
});
