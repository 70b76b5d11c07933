// Conversion postbacks: list, read, create, update. Empty lists are answered as absent elements
// (the field notes saw `null`), and offers_included is stored exactly as given ([0] = all offers).
import type { Postback, PostbackActionType } from "../data/records.js";
import { badRequest } from "../lib/errors.js";
import { intParam, pageOf, paging, strParam } from "../lib/params.js";
import type { XmlObject, XmlValue } from "../lib/xml.js";
import { requireXmlRoot, type XmlTree } from "../lib/xml-body.js";
import { int, intItems, oneOf, text } from "./body-fields.js";
import { get, listData, type XmlRequest, type XmlRoutes } from "./xml-types.js";

export const QUERY_PARAM_NAMES = [
  "offer_id",
  "offer_name",
  "wp_id",
  "wp_name",
  "site",
  "subaccount",
  "action_type",
  "target_id",
  "target_name",
  "payout_id",
  "payout",
  "payout_currency",
  "click_id",
  "click_time",
  "event_time",
  "conversion_time",
  "ip",
  "country",
  "city",
  "ua",
  "user_browser",
  "user_os",
  "user_device",
  "cpl_id",
  "open_commission",
  "order_amount",
  "status",
];

const ACTION_TYPES: Readonly<Record<string, PostbackActionType>> = {
  all: "0",
  cpl: "cpl",
  cpa: "cpa",
};

function postbackView(p: Postback): XmlObject {
  return {
    id: p.id,
    name: p.name,
    url: p.url,
    action_type: p.actionType,
    request_type: p.requestType,
    status: p.status,
    comment: p.comment,
    query_params: p.queryParams.length > 0 ? p.queryParams.map((q) => ({ ...q })) : null,
    offers_included: p.offersIncluded.length > 0 ? p.offersIncluded : null,
  };
}

function queryParams(body: XmlTree): Postback["queryParams"] | undefined {
  const node = body.query_params;
  if (node === undefined) return undefined;
  if (typeof node === "string" || Array.isArray(node)) return [];
  return Object.entries(node).map(([name, value]) => {
    if (!/^\w+$/.test(name) || !QUERY_PARAM_NAMES.includes(name.toLowerCase())) {
      throw badRequest(`query_params: unknown parameter <${name}>`);
    }
    if (typeof value !== "string") throw badRequest(`query_params: <${name}> must hold a string`);
    return { name: name.toLowerCase(), value };
  });
}

function apply(p: Postback, body: XmlTree, r: XmlRequest): void {
  const name = text(body, "name");
  if (name !== undefined) p.name = name;
  const url = text(body, "url")?.trim();
  if (url !== undefined) {
    if (!/^https?:\/\/[^\s/]+/.test(url))
      throw badRequest(`url must be an http(s) address, got "${url}"`);
    p.url = url;
  }
  const action = oneOf(body, "action_type", ["all", "cpl", "cpa"] as const);
  if (action !== undefined) p.actionType = ACTION_TYPES[action] ?? "0";
  const method = oneOf(body, "request_type", ["post", "get"] as const);
  if (method !== undefined) p.requestType = method;
  const params = queryParams(body);
  if (params !== undefined) p.queryParams = params;
  const offers = intItems(body, "offers_included");
  for (const id of offers ?? []) {
    if (id !== 0 && !r.ds.offerById.has(id))
      throw badRequest(`offers_included: unknown offer ${id}`);
  }
  if (offers !== undefined) p.offersIncluded = offers;
}

function create(r: XmlRequest): XmlValue {
  const body = requireXmlRoot(r.body, "createPostbackRequestData");
  text(body, "name", true);
  text(body, "url", true);
  const p: Postback = {
    id: r.sb.nextPostbackId,
    name: "",
    url: "",
    actionType: "0",
    requestType: "get",
    status: 1,
    comment: "",
    queryParams: [],
    offersIncluded: [],
  };
  apply(p, body, r);
  r.sb.nextPostbackId++;
  r.pub.postbacks.set(p.id, p);
  return { id: p.id };
}

function update(r: XmlRequest): XmlValue {
  const body = requireXmlRoot(r.body, "setPostbackRequestData");
  const id = int(body, "id", true) ?? 0;
  const existing = r.pub.postbacks.get(id);
  if (!existing) throw badRequest(`postback ${id} not found`);
  const copy = structuredClone(existing);
  apply(copy, body, r);
  r.pub.postbacks.set(id, copy);
  return true;
}

export const postbackRoutes: XmlRoutes = {
  "postback-list": get("getPostbacksResponseData", (r) => {
    const term = strParam(r.query, "term")?.toLowerCase();
    const all = [...r.pub.postbacks.values()]
      .filter(
        (p) => !term || p.name.toLowerCase().includes(term) || p.url.toLowerCase().includes(term),
      )
      .sort((a, b) => a.id - b.id);
    return listData(all.length, pageOf(all, paging(r.query)).map(postbackView));
  }),
  postback: {
    GET: {
      root: "getPostbackResponseData",
      handle: (r) => {
        const id = intParam(r.query, "id");
        if (id === undefined) throw badRequest("id is required");
        const p = r.pub.postbacks.get(id);
        if (!p) throw badRequest(`postback ${id} not found`);
        return { data: postbackView(p) };
      },
    },
    POST: { root: "createPostbackResponseData", handle: (r) => ({ data: create(r) }) },
    PUT: { root: "setPostbackResponseData", handle: (r) => ({ data: update(r) }) },
  },
};
