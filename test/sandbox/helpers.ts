// Helpers for the sandbox suites: a fixed clock, XML calls parsed into plain trees.
import { XMLParser } from "fast-xml-parser";
import { type Sandbox, startSandbox } from "../../src/sandbox/index.js";

/** A fixed "now" so every run sees the same generated year. */
export const NOW = new Date("2025-03-10T09:30:00Z");
export const TODAY = "2025-03-10";

export type Tree = { [key: string]: Node };
export type Node = string | Tree | Node[];

const parser = new XMLParser({
  ignoreAttributes: true,
  parseTagValue: false,
  trimValues: false,
  isArray: (name) => name === "item",
});

export interface Envelope {
  http: number;
  root: string;
  status: number;
  error: string;
  requestId: string;
  data: Tree;
}

export function startTestSandbox(
  options: Parameters<typeof startSandbox>[0] = {},
): Promise<Sandbox> {
  return startSandbox({ now: () => NOW, ...options });
}

/** GET/PUT/POST on the XML family; the key defaults to Alice's. */
export async function xml(
  sb: Sandbox,
  path: string,
  init: { key?: string | null; method?: string; body?: string } = {},
): Promise<Envelope> {
  const url = new URL(`${sb.url}/api/rest/webmaster/xml/${path}`);
  const key = init.key === undefined ? sb.publishers[0].apiKey : init.key;
  if (key !== null) url.searchParams.set("remote_auth", key);
  const res = await fetch(url, {
    method: init.method ?? "GET",
    ...(init.body === undefined
      ? {}
      : { body: init.body, headers: { "content-type": "application/xml" } }),
  });
  const doc = parser.parse(await res.text()) as Tree;
  const root = Object.keys(doc).find((k) => k !== "?xml") ?? "";
  const env = doc[root] as Tree;
  const data = env.data;
  return {
    http: res.status,
    root,
    status: Number(env.status),
    error: String(env.error ?? ""),
    requestId: String(env.request_id ?? ""),
    data: typeof data === "object" && !Array.isArray(data) ? data : {},
  };
}

/** data.items as records (an empty `<items/>` is an empty list). */
export function items(env: Envelope): Tree[] {
  const list = env.data.items;
  if (typeof list !== "object" || Array.isArray(list)) return [];
  const item = list.item;
  return Array.isArray(item) ? (item as Tree[]) : [];
}

export const str = (n: Node | undefined): string => (typeof n === "string" ? n : "");
export const num = (n: Node | undefined): number => Number(str(n));
