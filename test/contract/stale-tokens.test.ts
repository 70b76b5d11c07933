// Contract: every token granted before a password change is invalid (spec, Authentication 3) and
// the answer to a stale token is not shown. Any 401, or a 403 naming the token, drops the cached
// token, gets a new one once and repeats the call once; only then is it a credentials problem.
import { afterEach, describe, expect, it } from "vitest";
import { callsTo, useContract } from "./context.js";

const t = useContract();
afterEach(() => t.sb.control.resetQuirks());

function reset(): void {
  t.sb.control.clearCalls();
  t.events.length = 0;
}

const tokenCalls = () => callsTo(t.sb, "/oauth/access_token", "POST");
const claimStatuses = (method: string) =>
  t.sb.control.calls
    .filter((c) => c.path.includes("/v2/lostOrders") && c.method === method)
    .map((c) => c.status);

describe("a password change", () => {
  it("answered 401: the token is replaced once and the list read", async () => {
    await t.client.lostOrders.list({ perpage: 1 });
    reset();
    t.sb.control.changePassword(t.sb.publishers[0].id);
    expect(await t.client.lostOrders.list({ perpage: 1 })).toHaveLength(1);
    expect(tokenCalls()).toHaveLength(1);
    expect(claimStatuses("GET")).toEqual([401, 200]);
  });

  it("answered 403 'token invalid': the same, not a credentials problem", async () => {
    t.sb.control.setQuirks({ staleTokenStatus: 403 });
    await t.client.lostOrders.list({ perpage: 1 });
    reset();
    t.sb.control.changePassword(t.sb.publishers[0].id);
    expect(await t.client.lostOrders.list({ perpage: 1 })).toHaveLength(1);
    expect(tokenCalls()).toHaveLength(1);
    expect(claimStatuses("GET")).toEqual([403, 200]);
    const refused = t.events.filter((e) => e.outcome === "auth_rejected");
    expect(refused.map((e) => `${e.method} ${e.endpoint}`)).toEqual(["GET lostOrders"]);
  });

  it("answered 403 to a write: the write is repeated once with the new token", async () => {
    t.sb.control.setQuirks({ staleTokenStatus: 403 });
    const [claim] = await t.client.lostOrders.list({ status: ["new"], perpage: 1 });
    if (!claim) throw new Error("the sandbox has a new claim");
    reset();
    t.sb.control.changePassword(t.sb.publishers[0].id);
    const edited = await t.client.lostOrders.edit(claim.id, { comment: "after the password" });
    expect(edited.comment).toBe("after the password");
    expect(claimStatuses("PATCH")).toEqual([403, 200]);
    expect(tokenCalls()).toHaveLength(1);
  });
});
