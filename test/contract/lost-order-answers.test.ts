// Contract: the answers to lost-order create, edit and delete are "not shown" by the spec. Any
// 2xx is an acceptance and the claim is read back; a repeated draft is found, not filed twice;
// an edit or delete refused because the claim moved on says so with its status, whatever the
// status code of the refusal (sandbox quirks lostOrderAnswer and lostOrderNotNewStatus).
import { afterEach, describe, expect, it } from "vitest";
import {
  AuthRejected,
  BadRequest,
  ClaimNotEditable,
  type LostOrderInput,
  lostOrderKey,
  WrongState,
} from "../../src/publisher-api/index.js";
import { callsTo, rejection, useContract } from "./context.js";

const t = useContract();
afterEach(() => t.sb.control.resetQuirks());
const ALICE = 710001;

let serial = 0;
/** A draft no other test has filed. */
function draft(): LostOrderInput {
  serial += 1;
  return {
    traffic_channel_id: 3101,
    order_number: `QA-${serial}`,
    order_date: "2025-03-02",
    offer_id: "1435",
    order_sum: "59.90",
    order_currency_id: 2,
    comment: "Answer quirks",
  };
}

const posts = () => callsTo(t.sb, "/v2/lostOrders", "POST");

describe("create", () => {
  it.each(["empty", "flag", "id"] as const)(
    "answered %s: resolves to the new claim, filed once",
    async (answer) => {
      t.sb.control.setQuirks({ lostOrderAnswer: answer });
      t.sb.control.clearCalls();
      const input = draft();
      const claim = await t.client.lostOrders.create(input);
      expect(claim).toMatchObject({
        order_number: input.order_number,
        offer_id: "1435",
        order_date: "2025-03-02",
        order_sum: "59.90",
        status_id: "1",
      });
      expect(claim.id).toMatch(/^\d+$/);
      expect(posts()).toHaveLength(1);
      expect((await t.client.lostOrders.get(claim.id)).order_number).toBe(input.order_number);
    },
  );

  it("a repeated draft finds the claim the first send filed, and files nothing", async () => {
    t.sb.control.setQuirks({ lostOrderAnswer: "flag" });
    const input = draft();
    const first = await t.client.lostOrders.create(input);
    t.sb.control.clearCalls();
    // What the wizard does before sending the same draft again.
    const again = await t.client.lostOrders.find(lostOrderKey(input));
    expect(again?.id).toBe(first.id);
    expect(posts()).toHaveLength(0);
    const other = { orderId: input.order_number, offerId: "1459", orderDate: input.order_date };
    expect(await t.client.lostOrders.find(other)).toBeUndefined();
  });
});

describe("edit and delete", () => {
  it("answered without the claim: the edit resolves to it as it is now; delete resolves", async () => {
    const input = draft();
    const claim = await t.client.lostOrders.create(input);
    t.sb.control.setQuirks({ lostOrderAnswer: "empty" });
    const edited = await t.client.lostOrders.edit(claim.id, { comment: "Changed" });
    expect(edited).toMatchObject({ id: claim.id, comment: "Changed", order_sum: "59.90" });
    t.sb.control.setQuirks({ lostOrderAnswer: "flag" });
    await t.client.lostOrders.delete(claim.id);
    expect(await t.client.lostOrders.find(lostOrderKey(input))).toBeUndefined();
  });

  it.each([409, 400, 403, 404] as const)(
    "of a claim that moved on, refused %i: ClaimNotEditable with its status",
    async (status) => {
      t.sb.control.setQuirks({ lostOrderNotNewStatus: status });
      const claim = await t.client.lostOrders.create(draft());
      t.sb.control.setClaimStatus(ALICE, claim.id, "processing", "Checking with the shop");
      const edit = await rejection(() => t.client.lostOrders.edit(claim.id, { comment: "x" }));
      expect(edit).toBeInstanceOf(ClaimNotEditable);
      expect(edit).toBeInstanceOf(WrongState);
      expect(edit).not.toBeInstanceOf(AuthRejected);
      expect(edit).toMatchObject({ kind: "wrong_state", status, statusId: "2" });
      expect((edit as ClaimNotEditable).claim).toMatchObject({
        id: claim.id,
        manager_comment: "Checking with the shop",
      });
      const del = await rejection(() => t.client.lostOrders.delete(claim.id));
      expect(del).toBeInstanceOf(ClaimNotEditable);
      expect(del).toMatchObject({ statusId: "2" });
    },
  );

  it("a wrong field on a claim that is still new stays a BadRequest", async () => {
    const claim = await t.client.lostOrders.create(draft());
    const e = await rejection(() => t.client.lostOrders.edit(claim.id, { order_sum: "-1" }));
    expect(e).toBeInstanceOf(BadRequest);
    expect(e).not.toBeInstanceOf(ClaimNotEditable);
  });
});
