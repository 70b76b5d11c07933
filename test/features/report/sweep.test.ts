/**
 * Every publisher of the sandbox: their card's headline is /stats' for the same days (last week,
 * and this month in progress); with the client ID, the card's claims are what the network lists
 * for those days; a publisher without traffic gets a short card, as text, that says so.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPublisherApi } from "../../../src/publisher-api/index.js";
import { SANDBOX_PUBLISHERS } from "../../../src/sandbox/index.js";
import {
  connectUser,
  connectWithClaims,
  type Harness,
  startHarness,
} from "../../support/harness.js";
import { cardFor, figuresOf, headlineLines, statsFor } from "./helpers.js";

const NOW = new Date("2026-11-25T12:00:00Z");

describe("every publisher's card against /stats", () => {
  let harness: Harness;
  beforeAll(async () => {
    harness = await startHarness({ now: () => NOW });
  }, 60_000);
  afterAll(async () => harness?.stop());

  it.each(SANDBOX_PUBLISHERS.map((p) => [p.firstName, p] as const))(
    "%s: last week's and this month's headline are /stats'",
    async (_name, publisher) => {
      const user = harness.user({ languageCode: "en" });
      await connectUser(harness, user, publisher.apiKey);
      for (const [card, stats] of [
        ["last week", "2026-11-16 2026-11-22"],
        ["this month", "this month"],
      ] as const) {
        const shown = await cardFor(user, `/report ${card}`);
        const summary = await statsFor(user, stats);
        const lines = headlineLines(shown.text);
        expect(lines.map(figuresOf)).toEqual(headlineLines(summary.text).map(figuresOf));
        expect(lines.every((line) => line !== "")).toBe(true);
      }
    },
  );

  it("with the client ID, the claims of the month are what the network lists for its days", async () => {
    const user = harness.user({ languageCode: "en" });
    const alice = SANDBOX_PUBLISHERS[0];
    await connectWithClaims(harness, user, alice);
    const card = await cardFor(user, "/report this month");
    const client = createPublisherApi({ baseUrl: harness.sandbox.url }).forPublisher({
      apiKey: alice.apiKey,
      clientId: alice.clientId,
      clientSecret: alice.clientSecret,
    });
    const filed = await client.lostOrders.list({
      created_at_start: "2026-11-01",
      created_at_end: "2026-11-25",
      perpage: 1000,
    });
    const decided = await client.lostOrders.list({
      updated_at_start: "2026-11-01",
      updated_at_end: "2026-11-25",
      perpage: 1000,
    });
    const accepted = decided.filter((c) => c.status_id === "3").length;
    const rejected = decided.filter((c) => c.status_id === "4").length;
    const line = card.text.split("\n").find((l) => l.startsWith("📮")) ?? "";
    expect(line).toMatch(new RegExp(`filed ${filed.length} · accepted ${accepted}\\b`));
    expect(line).toMatch(new RegExp(`rejected ${rejected}$`));
    expect(filed.length + accepted + rejected).toBeGreaterThan(0);
  });

  it("a payout requested and then paid this week shows on this week's card", async () => {
    const user = harness.user({ languageCode: "en" });
    const alice = SANDBOX_PUBLISHERS[0];
    await connectUser(harness, user, alice.apiKey);
    const payouts = async () => {
      const card = await cardFor(user, "/report this week");
      const line = card.text.split("\n").find((l) => l.startsWith("💸")) ?? "";
      const [, requested, requestedSum, paid, paidSum] =
        /requested (\d+) \(\$([\d,.]+)\) · paid (\d+) \(\$([\d,.]+)\)/.exec(line) ?? [];
      const amount = (text = "") => Math.round(Number(text.replaceAll(",", "")) * 100);
      return {
        requested: Number(requested),
        requestedCents: amount(requestedSum),
        paid: Number(paid),
        paidCents: amount(paidSum),
      };
    };
    const before = await payouts();
    expect(Number.isInteger(before.requested)).toBe(true);
    const id = harness.sandbox.control.addPayout(alice.id, 123.45);
    const requested = await payouts();
    expect(requested).toEqual({
      ...before,
      requested: before.requested + 1,
      requestedCents: before.requestedCents + 12345,
    });
    harness.sandbox.control.payPayout(alice.id, id);
    const paid = await payouts();
    expect(paid).toEqual({
      ...requested,
      paid: requested.paid + 1,
      paidCents: requested.paidCents + 12345,
    });
  });
});

describe("a publisher without traffic", () => {
  let harness: Harness;
  beforeAll(async () => {
    harness = await startHarness({ now: () => NOW });
    const bruno = SANDBOX_PUBLISHERS[1];
    harness.sandbox.control.stopTraffic(bruno.id, "clicks", new Date("2026-11-01T00:00:00Z"));
  }, 60_000);
  afterAll(async () => harness?.stop());

  it.each([
    ["en", /Report card · Nov 16 – Nov 22[\s\S]*No clicks and no conversions in Nov 16 – Nov 22/],
    ["ru", /Отчёт · 16\.11 – 22\.11[\s\S]*нет ни кликов, ни конверсий/],
    ["pt", /Boletim · 16\/11 – 22\/11[\s\S]*Nenhum clique e nenhuma conversão/],
  ] as const)(
    "%s: last week's card is a short text that says so, no empty picture",
    async (lang, says) => {
      const user = harness.user({ languageCode: lang });
      await connectUser(harness, user, SANDBOX_PUBLISHERS[1].apiKey);
      const words = { en: "last week", ru: "прошлая неделя", pt: "semana passada" }[lang];
      const card = await cardFor(user, `/report ${words}`);
      expect(card.kind).toBe("send");
      expect(card.photo).toBeUndefined();
      expect(card.text).toMatch(says);
      expect(card.text.split("\n").length).toBeLessThan(8);
    },
  );
});
