// Shared set-up of the contract suites: one sandbox and one PublisherApi per file, the client
// bound to Alice (the sandbox's first publisher), every HTTP attempt collected from onCall.
import { afterAll, beforeAll } from "vitest";
import {
  type ApiCallEvent,
  createPublisherApi,
  type PublisherApi,
  type PublisherApiOptions,
  type PublisherClient,
} from "../../src/publisher-api/index.js";
import {
  type RecordedCall,
  type Sandbox,
  type SandboxOptions,
  startSandbox,
} from "../../src/sandbox/index.js";

/** A fixed clock: the same generated year on every run. */
export const NOW = new Date("2025-03-10T09:30:00Z");
export const TODAY = "2025-03-10";

export interface Contract {
  sb: Sandbox;
  api: PublisherApi;
  /** Alice, with her API key and client credentials */
  client: PublisherClient;
  /** one event per HTTP attempt, as onCall reports it */
  events: ApiCallEvent[];
}

/** Registers beforeAll/afterAll; the returned object is filled once the sandbox is up. */
export function useContract(
  options: {
    sandbox?: Omit<SandboxOptions, "now">;
    api?: Omit<PublisherApiOptions, "baseUrl" | "onCall">;
  } = {},
): Contract {
  const ctx = { events: [] as ApiCallEvent[] } as Contract;
  beforeAll(async () => {
    ctx.sb = await startSandbox({ now: () => NOW, ...options.sandbox });
    ctx.api = createPublisherApi({
      baseUrl: ctx.sb.url,
      ...options.api,
      onCall: (e) => ctx.events.push(e),
    });
    const alice = ctx.sb.publishers[0];
    ctx.client = ctx.api.forPublisher({
      apiKey: alice.apiKey,
      clientId: alice.clientId,
      clientSecret: alice.clientSecret,
    });
  });
  afterAll(async () => {
    await ctx.api?.close();
    await ctx.sb?.close();
  });
  return ctx;
}

/** Recorded calls whose path ends with `suffix` (e.g. "/xml/rotator"), optionally of one verb. */
export function callsTo(sb: Sandbox, suffix: string, method?: string): RecordedCall[] {
  return sb.control.calls.filter(
    (c) => c.path.endsWith(suffix) && (method === undefined || c.method === method),
  );
}

/** The root element name and its children of a recorded XML request body. */
export function xmlBody(call: RecordedCall | undefined): { root: string; fields: Tree } {
  const doc = (call?.body ?? {}) as Tree;
  const root = Object.keys(doc).find((k) => k !== "?xml") ?? "";
  const fields = doc[root];
  return { root, fields: typeof fields === "object" && fields !== null ? (fields as Tree) : {} };
}

export type Tree = { [name: string]: unknown };

/** Runs `fn` and returns its rejection (fails the test when it resolves). */
export async function rejection(fn: () => Promise<unknown>): Promise<unknown> {
  try {
    await fn();
  } catch (e) {
    return e;
  }
  throw new Error("expected a rejection");
}
