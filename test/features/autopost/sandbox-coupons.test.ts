import { afterAll, describe, expect, it } from "vitest";
import { type Sandbox, startSandbox } from "../../../src/sandbox/index.js";
import { items, NOW, num, str, xml } from "../../sandbox/helpers.js";

const sandboxes: Sandbox[] = [];
afterAll(() => Promise.all(sandboxes.map((sb) => sb.close())));

async function sandboxAt(clock: { now: Date }, everyMinutes: number): Promise<Sandbox> {
  const sb = await startSandbox({ now: () => clock.now, newCouponEveryMinutes: everyMinutes });
  sandboxes.push(sb);
  return sb;
}

const newest = async (sb: Sandbox, query = "") =>
  items(await xml(sb, `coupons?sort=id&sort_type=desc&limit=5${query}`));

describe("sandbox: coupons that appear", () => {
  it("the control adds a coupon now (HTTP too); it is listed first by id and can expire", async () => {
    const clock = { now: NOW };
    const sb = await sandboxAt(clock, 0);
    const offer = str(items(await xml(sb, "offers/web?limit=1"))[0]?.id);
    const offerId = Number(offer);
    const before = num((await xml(sb, "coupons?limit=1")).data.total);
    const added = sb.control.addCoupon({ offerId, promoCode: "HELLO10", discount: "10%" });
    expect(added).toMatchObject({ offerId, promoCode: "HELLO10" });
    const [first] = await newest(sb);
    expect(first && str(first.id)).toBe(String(added.id));
    expect(first && str(first.promo_code)).toBe("HELLO10");
    expect(first && str(first.status_id)).toBe("1,2");
    expect(num((await xml(sb, "coupons?limit=1")).data.total)).toBe(before + 1);

    const res = await fetch(`${sb.url}/__sandbox/add-coupon`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ offerId, promoCode: "" }),
    });
    const { coupon } = (await res.json()) as { coupon: { id: number; promoCode: string } };
    expect(coupon).toMatchObject({ id: added.id + 1, promoCode: "" });
    const offerOnly = await newest(sb, `&offers=${offerId}`);
    expect(offerOnly.slice(0, 2).map((c) => str(c.id))).toEqual([
      String(coupon.id),
      String(added.id),
    ]);

    sb.control.expireCoupon(added.id);
    const expired = (await newest(sb)).find((c) => str(c.id) === String(added.id));
    expect(expired && str(expired.status_id)).toBe("5");
    const live = await newest(sb, "&status=1,2,3,4");
    expect(live.map((c) => str(c.id))).not.toContain(String(added.id));
  });

  it("new coupons appear with the clock, some of them short-lived", async () => {
    const clock = { now: NOW };
    const sb = await sandboxAt(clock, 10);
    const start = str((await newest(sb))[0]?.id ?? "");
    expect(Number(start)).toBeLessThan(900_000);
    clock.now = new Date(NOW.getTime() + 25 * 60_000);
    const two = await newest(sb);
    expect(two.slice(0, 2).map((c) => Number(str(c.id)))).toEqual([900_002, 900_001]);
    // A day and a half later: 216 ticks, capped at 200, and the flash deals among them expired.
    clock.now = new Date(NOW.getTime() + 36 * 3600_000);
    const all = items(await xml(sb, `coupons?limit=1000&ids=${range(900_001, 900_200)}`));
    expect(all).toHaveLength(200);
    const expired = all.filter((c) => str(c.status_id) === "5");
    expect(expired.length).toBeGreaterThan(10);
    expect(expired.length).toBeLessThan(120);
  });
});

function range(from: number, to: number): string {
  return Array.from({ length: to - from + 1 }, (_, i) => from + i).join(",");
}
