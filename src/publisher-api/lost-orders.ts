/**
 * Lost-order claims (JSON family, v2). Every call carries the publisher's access token; without a
 * client id and secret each method throws AuthRejected ("no client credentials").
 */
import { claimOf, claimsOf } from "./lost-order-answers.js";
import type {
  LostOrder,
  LostOrderChanges,
  LostOrderFilter,
  LostOrderInput,
} from "./records/lost-orders.js";
import type { CallOptions, PublisherSession } from "./session.js";

const LIST = "lostOrders";
const ONE = "lostOrders/{id}";

export class LostOrders {
  constructor(private readonly s: PublisherSession) {}

  /** File a claim. Not repeated on a network failure: a second claim would be a duplicate. */
  async create(input: LostOrderInput, options?: CallOptions): Promise<LostOrder> {
    const lostOrder = {
      traffic_channel_id: input.traffic_channel_id,
      order_number: input.order_number,
      order_date: input.order_date,
      offer_id: input.offer_id,
      order_sum: input.order_sum,
      order_currency_id: input.order_currency_id,
      comment: input.comment,
    };
    return this.s.json({ method: "POST", endpoint: LIST, body: { lostOrder } }, claimOf, options);
  }

  /** One page of claims (`page` index, `perpage` size). */
  list(filter: LostOrderFilter = {}, options?: CallOptions): Promise<LostOrder[]> {
    return this.s.json({ method: "GET", endpoint: LIST, query: filter }, claimsOf, options);
  }

  /** Every claim matching the filter, page by page, without holding them all. */
  async *each(filter: LostOrderFilter = {}, options?: CallOptions): AsyncGenerator<LostOrder> {
    const perpage = filter.perpage ?? 100;
    for (let page = filter.page ?? 0; ; page++) {
      const claims = await this.list({ ...filter, page, perpage }, options);
      yield* claims;
      if (claims.length < perpage) return;
    }
  }

  get(id: string, options?: CallOptions): Promise<LostOrder> {
    return this.s.json({ method: "GET", endpoint: ONE, path: { id } }, claimOf, options);
  }

  /** Only while the claim is `new`; otherwise WrongState. */
  edit(id: string, changes: LostOrderChanges, options?: CallOptions): Promise<LostOrder> {
    const body = { lostOrder: changes };
    return this.s.json({ method: "PATCH", endpoint: ONE, path: { id }, body }, claimOf, options);
  }

  /** Only while the claim is `new`; otherwise WrongState. */
  async delete(id: string, options?: CallOptions): Promise<void> {
    await this.s.json({ method: "DELETE", endpoint: ONE, path: { id } }, () => true, options);
  }
}
