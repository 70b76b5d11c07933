/**
 * Lost-order claims (JSON family, v2). Every call carries the publisher's access token; without a
 * client id and secret each method throws AuthRejected ("no client credentials").
 */
import { ServerFailed } from "./errors.js";
import { rec } from "./read.js";
import {
  type LostOrder,
  type LostOrderChanges,
  type LostOrderFilter,
  type LostOrderInput,
  lostOrder,
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
    return one(await this.s.json("POST", LIST, undefined, undefined, { lostOrder }, options), LIST);
  }

  /** One page of claims (`page` index, `perpage` size). */
  async list(filter: LostOrderFilter = {}, options?: CallOptions): Promise<LostOrder[]> {
    const body = await this.s.json("GET", LIST, undefined, filter, undefined, options);
    const b = rec(body);
    const list = b.lostOrder ?? b.lostOrders ?? body;
    return Array.isArray(list) ? list.map(lostOrder) : [];
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

  async get(id: string, options?: CallOptions): Promise<LostOrder> {
    return one(await this.s.json("GET", ONE, { id }, undefined, undefined, options), ONE);
  }

  /** Only while the claim is `new`; otherwise WrongState. */
  async edit(id: string, changes: LostOrderChanges, options?: CallOptions): Promise<LostOrder> {
    const body = { lostOrder: changes };
    return one(await this.s.json("PATCH", ONE, { id }, undefined, body, options), ONE);
  }

  /** Only while the claim is `new`; otherwise WrongState. */
  async delete(id: string, options?: CallOptions): Promise<void> {
    await this.s.json("DELETE", ONE, { id }, undefined, undefined, options);
  }
}

function one(body: unknown, endpoint: string): LostOrder {
  const b = rec(body);
  const claim = b.lostOrder ?? (b.id !== undefined ? body : undefined);
  if (typeof claim !== "object" || claim === null || Array.isArray(claim)) {
    throw new ServerFailed("the answer carried no lostOrder", { endpoint });
  }
  return lostOrder(claim);
}
