// The network's side of conversion postbacks: a simulated conversion of a publisher is reported
// to each of their postbacks that is connected to its offer (offers_included has the offer or 0)
// and takes its action type, over real HTTP, with the query parameters as configured: each
// `query_params` pair (field, parameter name) sends the conversion's `field` as `parameter name`.
// GET postbacks carry them in the query, POST ones in a form body. Some deliveries are repeated,
// as the network's retries are. Only loopback addresses are called unless `postbackHosts` is "any".

import { publisherData } from "./data/dataset.js";
import { Rng, seedOf } from "./lib/prng.js";
import { QUERY_PARAM_NAMES } from "./routes/postbacks.js";
import type { PublisherState, SandboxState } from "./state.js";

export type ConversionStatus = "pending" | "approved" | "rejected";

export interface SimulatedConversion {
  publisherId: number;
  clickId: string;
  offerId: number;
  offerName: string;
  actionType: "cpl" | "cpa";
  targetName: string;
  /** two decimals, in the publisher's currency */
  payout: string;
  currency: string;
  status: ConversionStatus;
  subaccount: string;
  site: string;
  orderAmount: string;
  clickTime: string;
  conversionTime: string;
  country: string;
  ip: string;
  ua: string;
}

/** Anything a control call may set; the rest is made up. */
export type ConversionOverrides = Partial<Omit<SimulatedConversion, "publisherId">>;

export interface Delivery {
  postbackId: number;
  method: "GET" | "POST";
  /** the postback's address (without the parameters) */
  url: string;
  /** HTTP status per attempt (0 = no answer) */
  statuses: number[];
}

export interface FireOptions extends ConversionOverrides {
  /** How many times each delivery is repeated after the first (default: now and then one). */
  repeats?: number;
}

const LOOPBACK = new Set(["127.0.0.1", "localhost", "[::1]", "::1"]);
const REPEAT_CHANCE = 0.2;
const TIMEOUT_MS = 5000;
const KEPT_PENDING = 50;

function stamp(ms: number): string {
  return new Date(ms).toISOString().slice(0, 19).replace("T", " ");
}

/** The conversion's value of a postback field, as the network would send it. */
function fieldValue(c: SimulatedConversion, field: string, wpName: string): string {
  const values: Record<string, string> = {
    offer_id: String(c.offerId),
    offer_name: c.offerName,
    wp_id: String(c.publisherId),
    wp_name: wpName,
    site: c.site,
    subaccount: c.subaccount,
    action_type: c.actionType,
    target_id: c.actionType === "cpa" ? "2" : "1",
    target_name: c.targetName,
    payout_id: "1",
    payout: c.payout,
    payout_currency: c.currency,
    click_id: c.clickId,
    click_time: c.clickTime,
    event_time: c.conversionTime,
    conversion_time: c.conversionTime,
    ip: c.ip,
    country: c.country,
    city: "",
    ua: c.ua,
    user_browser: "Chrome",
    user_os: "Android",
    user_device: "phone",
    cpl_id: c.actionType === "cpl" ? c.clickId : "",
    open_commission: c.status === "pending" ? c.payout : "0.00",
    order_amount: c.orderAmount,
    status: c.status,
  };
  return values[field] ?? "";
}

/** Where the conversions stand, as JSON: the next ones are new (ids, clicks) in another sandbox. */
export interface SavedConversions {
  next: number;
  rng: number;
  pending: [number, SimulatedConversion[]][];
}

export class PostbackFirer {
  private rng: Rng;
  private next = 1;
  private trickle: NodeJS.Timeout | undefined;
  /** Pending conversions a trickle may later approve or reject, per publisher. */
  private readonly pending = new Map<number, SimulatedConversion[]>();
  readonly inFlight = new Set<Promise<unknown>>();

  constructor(private readonly state: SandboxState) {
    this.rng = new Rng(seedOf(state.config.seed, "postbacks"));
  }

  saved(): SavedConversions {
    return { next: this.next, rng: this.rng.state, pending: [...this.pending] };
  }

  restore(saved: SavedConversions): void {
    this.next = saved.next;
    this.rng = new Rng(saved.rng);
    this.pending.clear();
    for (const [id, list] of saved.pending) this.pending.set(id, list);
  }

  /** A made-up conversion of one of the publisher's joined offers, changed by `overrides`. */
  conversion(pub: PublisherState, overrides: ConversionOverrides = {}): SimulatedConversion {
    const joined = publisherData(this.state.dataset(), pub.publisher.id).joined;
    const pick = overrides.offerId
      ? joined.find((j) => j.offer.id === overrides.offerId)?.offer
      : this.rng.pick(joined).offer;
    const offer = pick ?? this.rng.pick(joined).offer;
    const now = this.state.nowMs();
    const cpa = offer.kind === "sale";
    const payout = cpa ? this.rng.float(2, 60) : this.rng.float(0.5, 8);
    const n = this.next++;
    return {
      publisherId: pub.publisher.id,
      clickId: `clk${pub.publisher.id}x${n}x${this.rng.int(100000, 999999)}`,
      offerId: offer.id,
      offerName: offer.name.trim(),
      actionType: cpa ? "cpa" : "cpl",
      targetName: cpa ? "sale" : "lead",
      payout: payout.toFixed(2),
      currency: pub.publisher.currency,
      status: this.rng.chance(0.7) ? "pending" : this.rng.chance(0.8) ? "approved" : "rejected",
      subaccount: `channel_${this.rng.int(1, 9)}`,
      site: offer.site,
      orderAmount: cpa ? (payout * this.rng.float(8, 15)).toFixed(2) : "",
      clickTime: stamp(now - this.rng.int(60, 86_400) * 1000),
      conversionTime: stamp(now),
      country: "BR",
      ip: `203.0.113.${this.rng.int(1, 254)}`,
      ua: "Mozilla/5.0 (Linux; Android 14) Mobile",
      ...overrides,
    };
  }

  /** Reports a conversion to the publisher's postbacks; resolves when every delivery answered. */
  fire(
    pub: PublisherState,
    options: FireOptions = {},
  ): { conversion: SimulatedConversion; done: Promise<Delivery[]> } {
    const { repeats, ...overrides } = options;
    const conversion = this.conversion(pub, overrides);
    if (conversion.status === "pending") {
      const kept = [...(this.pending.get(pub.publisher.id) ?? []), conversion];
      this.pending.set(pub.publisher.id, kept.slice(-KEPT_PENDING));
    }
    const times = 1 + (repeats ?? (this.rng.chance(REPEAT_CHANCE) ? 1 : 0));
    const targets = [...pub.postbacks.values()].filter((p) => {
      if (p.offersIncluded.length === 0) return false;
      if (!p.offersIncluded.includes(0) && !p.offersIncluded.includes(conversion.offerId))
        return false;
      if (p.actionType !== "0" && p.actionType !== conversion.actionType) return false;
      return this.reachable(p.url);
    });
    const done = Promise.all(
      targets.map(async (p): Promise<Delivery> => {
        const params = new URLSearchParams();
        for (const q of p.queryParams) {
          if (QUERY_PARAM_NAMES.includes(q.name) && q.value) {
            params.set(q.value, fieldValue(conversion, q.name, pub.profile.firstName));
          }
        }
        const method = p.requestType === "post" ? "POST" : "GET";
        const statuses: number[] = [];
        for (let i = 0; i < times; i++) statuses.push(await this.send(p.url, method, params));
        return { postbackId: p.id, method, url: p.url, statuses };
      }),
    );
    this.inFlight.add(done);
    void done.finally(() => this.inFlight.delete(done));
    return { conversion, done };
  }

  /** The demo's slow steady trickle: every `ms`, one conversion (or a status change) for each publisher with a postback to call. */
  setTrickle(ms: number): void {
    if (this.trickle) clearInterval(this.trickle);
    this.trickle = undefined;
    if (ms <= 0) return;
    this.trickle = setInterval(() => this.tick(), ms);
    this.trickle.unref();
  }

  private tick(): void {
    for (const pub of this.state.publishers.values()) {
      const live = [...pub.postbacks.values()].some(
        (p) => p.offersIncluded.length > 0 && this.reachable(p.url),
      );
      if (!live) continue;
      const waiting = this.pending.get(pub.publisher.id) ?? [];
      const earlier = waiting.length > 0 && this.rng.chance(0.3) ? waiting.shift() : undefined;
      const options: FireOptions = earlier
        ? { ...earlier, status: this.rng.chance(0.8) ? "approved" : "rejected" }
        : {};
      this.fire(pub, options).done.catch(() => undefined);
    }
  }

  async close(): Promise<void> {
    this.setTrickle(0);
    await Promise.allSettled([...this.inFlight]);
  }

  private reachable(url: string): boolean {
    if (this.state.config.postbackHosts === "any") return /^https?:\/\//.test(url);
    try {
      return LOOPBACK.has(new URL(url).hostname);
    } catch {
      return false;
    }
  }

  private async send(
    url: string,
    method: "GET" | "POST",
    params: URLSearchParams,
  ): Promise<number> {
    try {
      const signal = AbortSignal.timeout(TIMEOUT_MS);
      if (method === "GET") {
        const target = new URL(url);
        for (const [name, value] of params) target.searchParams.append(name, value);
        const answer = await fetch(target, { signal });
        await answer.arrayBuffer();
        return answer.status;
      }
      const answer = await fetch(url, {
        method,
        signal,
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: params.toString(),
      });
      await answer.arrayBuffer();
      return answer.status;
    } catch {
      return 0;
    }
  }
}
