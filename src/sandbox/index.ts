// Entry point: a local, deterministic emulator of the whole publisher API (XML family, JSON lost
// orders, token server) for tests, the demo and benchmarks.
import type { AddressInfo } from "node:net";
import { createControl, type SandboxControl } from "./control.js";
import { DEFAULT_SEED } from "./data/dataset.js";
import { SANDBOX_PUBLISHERS } from "./publishers.js";
import { applyQuirks, type SandboxQuirks } from "./quirks.js";
import { createSandboxServer } from "./server.js";
import { SandboxState } from "./state.js";

export type {
  AddedOffer,
  FailNextOptions,
  SandboxControl,
  SteadyTrafficOptions,
} from "./control.js";
export type { NewCouponOptions } from "./data/new-coupons.js";
export type { NewOfferOptions } from "./data/new-offers.js";
export type { ClaimStatus } from "./data/records.js";
export type {
  ConversionStatus,
  Delivery,
  FireOptions,
  SimulatedConversion,
} from "./postback-fire.js";
export { SANDBOX_PUBLISHERS, type SandboxPublisher } from "./publishers.js";
export { DEFAULT_QUIRKS, type SandboxQuirks } from "./quirks.js";
export type { SavedNetwork } from "./saved.js";
export type { RecordedCall } from "./state.js";

export interface SandboxOptions {
  /** 0 = an ephemeral port (default). */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  /** The sandbox's clock (default the real one): statistics cover the year up to its today. */
  now?: () => Date;
  /** Statistics periods longer than this many days are deferred (default 92). */
  deferAfterDays?: number;
  /** A deferred report is delivered on this repeat with its request_id (default 2). */
  deferRepeats?: number;
  /** Lifetime of access tokens (default 3600). */
  tokenTtlSeconds?: number;
  /** Data seed (default fixed): the same seed and date give the same data. */
  seed?: number;
  /** Simulated conversions are sent to postbacks on loopback addresses only (default) or any. */
  postbackHosts?: "loopback" | "any";
  /** A conversion per publisher with a reachable postback every this many ms (default 0: none). */
  conversionTrickleMs?: number;
  /** Quirks switched on from the start (all off by default); see quirks.ts. */
  quirks?: Partial<SandboxQuirks>;
  /** A new coupon appears every this many minutes of the sandbox's clock (default 15; 0: none). */
  newCouponEveryMinutes?: number;
}

export interface Sandbox {
  /** Base URL without a trailing slash; also the token server's URL. */
  url: string;
  publishers: typeof SANDBOX_PUBLISHERS;
  control: SandboxControl;
  close(): Promise<void>;
}

function positive(name: string, v: number | undefined, def: number): number {
  if (v === undefined) return def;
  if (!Number.isFinite(v) || v < 1) throw new Error(`${name} must be a positive number`);
  return v;
}

export async function startSandbox(options: SandboxOptions = {}): Promise<Sandbox> {
  const state = new SandboxState({
    seed: options.seed ?? DEFAULT_SEED,
    now: options.now ?? (() => new Date()),
    deferAfterDays: positive("deferAfterDays", options.deferAfterDays, 92),
    deferRepeats: positive("deferRepeats", options.deferRepeats, 2),
    tokenTtlSeconds: positive("tokenTtlSeconds", options.tokenTtlSeconds, 3600),
    postbackHosts: options.postbackHosts ?? "loopback",
    newCouponEveryMinutes: Math.max(0, options.newCouponEveryMinutes ?? 15),
  });
  if (options.quirks) applyQuirks(state.quirks, options.quirks);
  const control = createControl(state);
  if (options.conversionTrickleMs) control.setConversionTrickle(options.conversionTrickleMs);
  let url = "";
  const { server, held } = createSandboxServer(state, control, () => url);
  const host = options.host ?? "127.0.0.1";
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, host, () => {
      server.off("error", reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  url = `http://${host.includes(":") ? `[${host}]` : host}:${port}`;
  return {
    url,
    publishers: SANDBOX_PUBLISHERS,
    control,
    async close() {
      await control.closePostbacks();
      for (const res of held) res.socket?.destroy();
      held.clear();
      await new Promise<void>((resolve, reject) => {
        server.close((e) => (e ? reject(e) : resolve()));
        server.closeAllConnections();
      });
    },
  };
}
