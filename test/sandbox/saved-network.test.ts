/**
 * A saved network goes on in a new sandbox (the demo's DEMO_KEEP=1): claims as they were moved,
 * payouts and coupons added, offers changed, and the ids it hands out next are new ones, never
 * repeats of the first sandbox's (a bot that told about those would stay silent).
 */
import { afterAll, expect, it } from "vitest";
import { createPublisherApi } from "../../src/publisher-api/index.js";
import type { Sandbox, SavedNetwork } from "../../src/sandbox/index.js";
import { startTestSandbox } from "./helpers.js";

const started: Sandbox[] = [];
afterAll(() => Promise.all(started.map((sb) => sb.close())));

async function sandbox(): Promise<Sandbox> {
  const sb = await startTestSandbox({ newCouponEveryMinutes: 0 });
  started.push(sb);
  return sb;
}

it("goes on where the saved sandbox was, with new ids after its last ones", async () => {
  const first = await sandbox();
  const [alice] = first.publishers;
  const api = createPublisherApi({ baseUrl: first.url });
  const client = api.forPublisher(alice);
  const [claim] = (await client.lostOrders.list({ perpage: 1000 })).filter(
    (c) => c.status_id === "2",
  );
  if (!claim) throw new Error("Alice has no processing claim");
  first.control.setClaimStatus(alice.id, claim.id, "accepted");
  const payout = first.control.addPayout(alice.id, 75);
  const coupon = first.control.addCoupon({ promoCode: "KEPT10" });
  const clicked = first.control.fireConversion(alice.id, { repeats: 0 }).conversion;
  await api.close();
  const saved = JSON.parse(JSON.stringify(first.control.saveNetwork())) as SavedNetwork;

  const second = await sandbox();
  second.control.restoreNetwork(saved);
  const again = createPublisherApi({ baseUrl: second.url });
  const kept = again.forPublisher(alice);
  const claims = await kept.lostOrders.list({ perpage: 1000 });
  expect(claims.find((c) => c.id === claim.id)?.status_id).toBe("3");
  expect((await kept.account.payouts()).items.map((p) => p.id)).toContain(String(payout));
  const coupons = await kept.catalog.coupons({ ids: [coupon.id] });
  expect(coupons.items.map((c) => c.promo_code)).toEqual(["KEPT10"]);
  await again.close();

  // What either hands out next is the same, and new to both.
  expect(second.control.addPayout(alice.id, 10)).toBe(first.control.addPayout(alice.id, 10));
  expect(second.control.addPayout(alice.id, 10)).toBeGreaterThan(payout);
  expect(second.control.addCoupon().id).toBeGreaterThan(coupon.id);
  const next = second.control.fireConversion(alice.id, { repeats: 0 }).conversion;
  expect(next.clickId).not.toBe(clicked.clickId);
  expect(next.clickId).toBe(
    first.control.fireConversion(alice.id, { repeats: 0 }).conversion.clickId,
  );
});
