/**
 * Lost-order claims (JSON family, v2). Every call carries the publisher's access token; without a
 * client id and secret each method throws AuthRejected ("no client credentials").
 */
import { ClaimNotEditable, PublisherApiError, TokenRefused } from "./errors.js";
import { sleep } from "./http.js";
import { claimOf, claimsOf, type Written, writtenOf } from "./lost-order-answers.js";
import { filterFor, matchesKey, newer } from "./lost-order-key.js";
import {
  type LostOrder,
  type LostOrderChanges,
  type LostOrderFilter,
  type LostOrderInput,
  type LostOrderKey,
  lostOrderKey,
} from "./records/lost-orders.js";
import type { CallOptions, PublisherSession } from "./session.js";
import { unexpectedAnswer } from "./unexpected.js";

const LIST = "lostOrders";
const ONE = "lostOrders/{id}";
/** Refusals of an edit or delete that may mean "no longer new" (the spec shows none). */
const MAY_BE_MOVED_ON = new Set([400, 403, 404, 409]);
/** A claim just accepted may take a moment to be listed. */
const RELIST_DELAY_MS = 1_000;

export class LostOrders {
  constructor(private readonly s: PublisherSession) {}

  /**
   * File a claim and resolve to it as the API now holds it. Any 2xx is an acceptance; an answer
   * without the claim is followed by a read of it (by id, or by order number, offer and date).
   * Never repeated by the client: a second POST would be a second claim. Before the publisher
   * sends the same draft again, `find` tells whether the first one got through.
   */
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
    const call = { method: "POST", endpoint: LIST, body: { lostOrder } } as const;
    const written = await this.s.json(call, writtenOf, options);
    return written.claim ?? (await this.filed(written, lostOrderKey(input), options));
  }

  /**
   * The claim already filed for this order number, offer and order day (the newest, should there
   * be several), or undefined. For a wizard about to send a draft again: never file it twice.
   */
  async find(key: LostOrderKey, options?: CallOptions): Promise<LostOrder | undefined> {
    let found: LostOrder | undefined;
    for await (const claim of this.each(filterFor(key), options)) {
      if (matchesKey(claim, key)) found = newer(claim, found);
    }
    return found;
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

  /**
   * Only while the claim is `new`; otherwise ClaimNotEditable (a WrongState) with its status.
   * Any 2xx is success; an answer without the claim is followed by a read of it.
   */
  async edit(id: string, changes: LostOrderChanges, options?: CallOptions): Promise<LostOrder> {
    const body = { lostOrder: changes };
    const call = { method: "PATCH", endpoint: ONE, path: { id }, body } as const;
    const written = await this.s.json(call, writtenOf, options).catch(this.refusal(id, options));
    return written.claim ?? (await this.get(id, options));
  }

  /** Only while the claim is `new`; otherwise ClaimNotEditable (a WrongState) with its status. */
  async delete(id: string, options?: CallOptions): Promise<void> {
    const call = { method: "DELETE", endpoint: ONE, path: { id } } as const;
    await this.s.json(call, () => true, options).catch(this.refusal(id, options));
  }

  /** The claim a create answered without: by its id, or found by the draft's key. */
  private async filed(written: Written, key: LostOrderKey, options?: CallOptions) {
    if (written.id) return this.get(written.id, options);
    const found = (await this.find(key, options)) ?? (await this.findAgain(key, options));
    if (found) return found;
    const what = "the API accepted the claim, but it is not listed by order number, offer and date";
    throw unexpectedAnswer(what, written.answer, {
      endpoint: `POST ${LIST}`,
      secrets: this.s.secrets,
    });
  }

  private async findAgain(key: LostOrderKey, options?: CallOptions) {
    await sleep(RELIST_DELAY_MS, options?.signal);
    return this.find(key, options);
  }

  /**
   * What a refused edit or delete means: when the claim is no longer `new`, ClaimNotEditable with
   * its current status; otherwise the refusal as it came (a wrong field stays a BadRequest). A
   * lookup that fails says nothing about the claim, so the refusal stands then too.
   */
  private refusal(id: string, options?: CallOptions) {
    return async (e: unknown): Promise<never> => {
      if (!(e instanceof PublisherApiError) || e instanceof TokenRefused) throw e;
      if (!MAY_BE_MOVED_ON.has(e.status ?? 0)) throw e;
      const current = await this.current(id, options).catch(() => undefined);
      throw current && !current.isNew ? new ClaimNotEditable(current.claim, e) : e;
    };
  }

  /** The claim as it is now, and whether it is still `new` (asked by status code, not id). */
  private async current(id: string, options?: CallOptions) {
    const [all, fresh] = await Promise.all([
      this.list({ ids: [id], perpage: 1 }, options),
      this.list({ ids: [id], status: ["new"], perpage: 1 }, options),
    ]);
    const claim = all.find((c) => c.id === id);
    return claim && { claim, isNew: fresh.some((c) => c.id === id) };
  }
}
