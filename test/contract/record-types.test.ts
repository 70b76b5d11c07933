// Contract: records typed as the spec's field tables say. Traffic channel is_active is an int:
// the client keeps the number (active means 1), so a state beyond 0/1 is not lost or read as
// "active" (sandbox quirk trafficChannelStates).
import { afterEach, describe, expect, it } from "vitest";
import { useContract } from "./context.js";

const t = useContract();
afterEach(() => t.sb.control.resetQuirks());

describe("traffic channels", () => {
  it("keep is_active as the int the API sent", async () => {
    const plain = await t.client.account.trafficChannels();
    expect(plain.items.map((c) => c.is_active)).toEqual([1, 1, 1, 1, 0]);
    t.sb.control.setQuirks({ trafficChannelStates: true });
    const { items } = await t.client.account.trafficChannels();
    expect(items.map((c) => c.is_active)).toEqual([1, 1, 1, 1, 2]);
    expect(items.filter((c) => c.is_active === 1).map((c) => c.id)).toEqual([
      3101, 3102, 3103, 3105,
    ]);
  });
});
