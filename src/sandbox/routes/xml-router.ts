// The XML family: authentication by remote_auth, dispatch by method segment, envelope rendering.
import { ownEntry } from "../../own-entry.js";
import { publisherData } from "../data/dataset.js";
import { networkHour } from "../lib/dates.js";
import { ApiError } from "../lib/errors.js";
import { type EnvelopeParts, envelope, type XmlValue } from "../lib/xml.js";
import type { ParsedBody } from "../lib/xml-body.js";
import type { SandboxState } from "../state.js";
import { accountRoutes } from "./account.js";
import { couponRoutes } from "./coupons.js";
import { goodsRoutes } from "./goods.js";
import { offerRoutes } from "./offers.js";
import { orderRoutes } from "./orders.js";
import { postbackRoutes } from "./postbacks.js";
import { referenceRoutes } from "./references.js";
import { statisticsRoutes } from "./statistics.js";
import { toolRoutes } from "./tools.js";
import type { HttpVerb, XmlRoutes } from "./xml-types.js";

export const XML_PREFIX = "/api/rest/webmaster/xml/";

const XML_ROUTES: XmlRoutes = {
  ...offerRoutes,
  ...couponRoutes,
  ...goodsRoutes,
  ...referenceRoutes,
  ...statisticsRoutes,
  ...toolRoutes,
  ...postbackRoutes,
  ...accountRoutes,
  ...orderRoutes,
};

export interface XmlAnswer {
  status: number;
  body: string;
}

/** The response root for a method (used for errors too); a generic one for unknown methods. */
export function xmlRoot(method: string | undefined, verb: string): string {
  const route = method === undefined ? undefined : ownEntry(XML_ROUTES, method);
  if (!route) return "errorResponseData";
  return (route[verb as HttpVerb] ?? Object.values(route)[0])?.root ?? "errorResponseData";
}

const fail = (sb: SandboxState, root: string, status: number, error: string): XmlAnswer => ({
  status,
  body: envelope(root, { status, error }, sb.quirks.characterReferences),
});

/** The writeAnswer quirk: the write is done, then answered in a way the spec does not define. */
function oddWrite(sb: SandboxState, data: XmlValue): EnvelopeParts {
  switch (sb.quirks.writeAnswer) {
    case "deferred":
      return { status: 204, requestId: sb.nextRequestId++ };
    case "no-data":
      return { status: 200 };
    default: {
      const created = typeof data === "object" && data !== null && "id" in data;
      return { status: 200, data: created ? { id: "" } : "" };
    }
  }
}

export function handleXml(
  sb: SandboxState,
  verb: string,
  path: string,
  query: URLSearchParams,
  body: ParsedBody,
): XmlAnswer {
  const segs = path
    .slice(XML_PREFIX.length)
    .split("/")
    .filter((s) => s !== "");
  const method = segs[0];
  const root = xmlRoot(method, verb);
  const key = query.get("remote_auth");
  const pub = key ? sb.byApiKey.get(key) : undefined;
  if (!pub) return fail(sb, root, 403, key ? "unknown remote_auth key" : "remote_auth is required");
  const route = method === undefined ? undefined : ownEntry(XML_ROUTES, method);
  if (!route) return fail(sb, root, 400, `unknown method "${method ?? ""}"`);
  const endpoint = route[verb as HttpVerb];
  if (!endpoint) return fail(sb, root, 400, `${method} does not accept ${verb}`);
  const rest = segs.slice(1);
  if (rest.length > (endpoint.maxSegments ?? 0))
    return fail(sb, root, 400, `unexpected path segment "${rest.join("/")}"`);
  try {
    const ds = sb.changes.view(sb.dataset());
    const outcome = endpoint.handle({
      segs: rest,
      query,
      body,
      pub,
      data: sb.changes.publisherView(
        publisherData(ds, pub.publisher.id),
        networkHour(sb.config.now()),
      ),
      ds,
      sb,
    });
    const refs = sb.quirks.characterReferences;
    if (verb !== "GET" && sb.quirks.writeAnswer !== "spec" && "data" in outcome) {
      return { status: 200, body: envelope(endpoint.root, oddWrite(sb, outcome.data), refs) };
    }
    if ("deferred" in outcome) {
      return {
        status: 200,
        body: envelope(endpoint.root, { status: 204, requestId: outcome.deferred }, refs),
      };
    }
    return {
      status: 200,
      body: envelope(endpoint.root, { status: 200, data: outcome.data }, refs),
    };
  } catch (e) {
    if (e instanceof ApiError) return fail(sb, endpoint.root, e.status, e.message);
    console.error("sandbox: unexpected error", e);
    return fail(sb, endpoint.root, 500, "internal sandbox error");
  }
}
