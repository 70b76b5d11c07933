// Banner rotators, banners, text shift and the interface language.
import { BANNER_SIZES, OFFER_CATEGORY_BY_ID } from "../data/offer-ref.js";
import type { Promo } from "../data/promos.js";
import type { Rotator, RotatorType } from "../data/records.js";
import { dateTime } from "../lib/dates.js";
import { badRequest } from "../lib/errors.js";
import { pageOf, paging, pathId, strParam } from "../lib/params.js";
import type { XmlObject, XmlValue } from "../lib/xml.js";
import { childList, requireXmlRoot, type XmlTree } from "../lib/xml-body.js";
import { flag01, int, intItems, oneOf, text } from "./body-fields.js";
import { get, listData, type XmlRequest, type XmlRoutes } from "./xml-types.js";

function banners(r: XmlRequest): Promo[] {
  const out: Promo[] = [];
  for (const j of r.data.joined)
    for (const p of r.ds.promos.get(j.offer.id) ?? []) if (p.promoType === "banner") out.push(p);
  return out;
}

function rotatorView(rot: Rotator, r: XmlRequest): XmlObject {
  const offer = (id: number) => ({ id, name: r.ds.offerById.get(id)?.name ?? "" });
  const category = (id: number) => ({ id, name: OFFER_CATEGORY_BY_ID.get(id)?.title ?? "" });
  const promoName = new Map(banners(r).map((b) => [b.id, b.name]));
  const banner = (id: number) => ({ id, name: promoName.get(id) ?? "" });
  const script = `https://rot.sandbox.test/r/${rot.id}`;
  return {
    id: rot.id,
    name: rot.name,
    subaccount: rot.subaccount,
    added_at: rot.addedAt,
    type: rot.type,
    offers_included: rot.offersIncluded.map(offer),
    offers_excluded: rot.offersExcluded.map(offer),
    add_new_offers: rot.addNewOffers,
    banner_sizes: rot.bannerSizes,
    category_included: rot.categoryIncluded.map(category),
    category_excluded: rot.categoryExcluded.map(category),
    banners_included: rot.bannersIncluded.map(banner),
    banners_excluded: rot.bannersExcluded.map(banner),
    enable_optimization: rot.enableOptimization,
    code: [
      { value: `<script src="${script}.js"></script>`, type: "JS_CODE" },
      { value: `<script async src="${script}.async.js"></script>`, type: "JS_CODE_ASYNC" },
      { value: `${script}.xml`, type: "XML_FEED" },
    ],
  };
}

function checkIds(
  ids: number[] | undefined,
  known: (id: number) => boolean,
  what: string,
): number[] | undefined {
  for (const id of ids ?? []) if (!known(id)) throw badRequest(`unknown ${what} ${id}`);
  return ids;
}

/** Applies a rotator request; the spec's empty-list rules on update expand to "all available". */
function applyRotator(rot: Rotator, body: XmlTree, r: XmlRequest): void {
  const offerKnown = (id: number) => r.ds.offerById.has(id);
  const catKnown = (id: number) => OFFER_CATEGORY_BY_ID.has(id);
  const sizes = childList(body, "banner_sizes");
  for (const s of sizes ?? [])
    if (!BANNER_SIZES.some((b) => b.name === s)) throw badRequest(`unknown banner size "${s}"`);
  const name = text(body, "name");
  if (name !== undefined) rot.name = name;
  const sub = text(body, "subaccount");
  if (sub !== undefined) rot.subaccount = sub;
  const type = oneOf(body, "type", ["flash", "image", "all"] as const);
  if (type !== undefined) rot.type = type as RotatorType;
  const inc = checkIds(intItems(body, "offers_included"), offerKnown, "offer");
  if (inc !== undefined)
    rot.offersIncluded = inc.length > 0 ? inc : r.data.joined.map((j) => j.offer.id);
  const exc = checkIds(intItems(body, "offers_excluded"), offerKnown, "offer");
  if (exc !== undefined) rot.offersExcluded = exc;
  const add = flag01(body, "add_new_offers");
  if (add !== undefined) rot.addNewOffers = add;
  if (sizes !== undefined)
    rot.bannerSizes = sizes.length > 0 ? sizes : BANNER_SIZES.map((b) => b.name);
  const catInc = checkIds(intItems(body, "category_included"), catKnown, "category");
  if (catInc !== undefined) {
    rot.categoryIncluded =
      catInc.length > 0 ? catInc : [...new Set(r.data.joined.map((j) => j.offer.mainCategory.id))];
  }
  const catExc = checkIds(intItems(body, "category_excluded"), catKnown, "category");
  if (catExc !== undefined) rot.categoryExcluded = catExc;
  const bInc = intItems(body, "banners_included");
  if (bInc !== undefined) rot.bannersIncluded = bInc;
  const bExc = intItems(body, "banners_excluded");
  if (bExc !== undefined) rot.bannersExcluded = bExc;
  const opt = flag01(body, "enable_optimization");
  if (opt !== undefined) rot.enableOptimization = opt;
}

function createRotator(r: XmlRequest): XmlValue {
  const body = requireXmlRoot(r.body, "createRotatorRequestData");
  text(body, "name", true);
  const rot: Rotator = {
    id: r.sb.nextRotatorId,
    name: "",
    subaccount: "",
    addedAt: dateTime(r.sb.nowMs()),
    type: "all",
    offersIncluded: [],
    offersExcluded: [],
    addNewOffers: 0,
    bannerSizes: [],
    categoryIncluded: [],
    categoryExcluded: [],
    bannersIncluded: [],
    bannersExcluded: [],
    enableOptimization: 0,
  };
  applyRotator(rot, body, r);
  r.sb.nextRotatorId++;
  r.pub.rotators.set(rot.id, rot);
  return { id: rot.id };
}

function updateRotator(r: XmlRequest): XmlValue {
  const body = requireXmlRoot(r.body, "setRotatorRequestData");
  const id = int(body, "id", true) ?? 0;
  const rot = r.pub.rotators.get(id);
  if (!rot) throw badRequest(`rotator ${id} not found`);
  const copy = structuredClone(rot);
  applyRotator(copy, body, r);
  r.pub.rotators.set(id, copy);
  return true;
}

const TEXT_SHIFT_ENUMS: Readonly<Record<string, readonly string[]>> = {
  links: ["on"],
  text: ["on"],
  clickunder: ["on"],
  text_target: ["current", "blank"],
  clickunder_scheme_first: ["0", "1", "2", "3", "4", "5", "6", "7", "8", "9", "10"],
  clickunder_scheme_second: ["0", "2", "3", "4", "5", "6", "7", "8", "9", "10"],
  clickunder_scheme_third: ["0", "3", "4", "5", "6", "7", "8", "9", "10"],
  clickunder_target: ["2", "3"],
};
const TEXT_SHIFT_INTS = ["links_timeout", "clickunder_timeout"];
const TEXT_SHIFT_STRINGS = [
  "name",
  "subaccount",
  "subaccount1",
  "subaccount2",
  "subaccount3",
  "subaccount4",
  "subaccount5",
  "links_excluded_sites",
  "text_excluded_sites",
  "clickunder_excluded_sites",
];

function textShiftFields(body: XmlTree): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, allowed] of Object.entries(TEXT_SHIFT_ENUMS)) {
    // Presence flags (`<links/>`) count as "on".
    if (allowed[0] === "on" && body[name] === "") out[name] = "on";
    else {
      const v = oneOf(body, name, allowed);
      if (v !== undefined) out[name] = v;
    }
  }
  for (const name of TEXT_SHIFT_INTS) {
    const v = int(body, name);
    if (v !== undefined) out[name] = String(v);
  }
  for (const name of TEXT_SHIFT_STRINGS) {
    const v = text(body, name);
    if (v !== undefined) out[name] = v;
  }
  return out;
}

export const toolRoutes: XmlRoutes = {
  "user-language": {
    PUT: {
      root: "setUserLanguageResponseData",
      handle: (r) => {
        const body = requireXmlRoot(r.body, "setUserLanguageRequestData");
        r.pub.profile.language = oneOf(body, "lang", ["en", "br", "ru"] as const, true) ?? "en";
        return { data: true };
      },
    },
  },
  rotators: get("getRotatorsResponseData", (r) => {
    const all = [...r.pub.rotators.values()].sort((a, b) => a.id - b.id);
    return listData(
      all.length,
      pageOf(all, paging(r.query)).map((rot) => rotatorView(rot, r)),
    );
  }),
  rotator: {
    GET: {
      root: "getRotatorResponseData",
      maxSegments: 1,
      handle: (r) => {
        const id = pathId(r.segs[0], "id");
        const rot = r.pub.rotators.get(id);
        if (!rot) throw badRequest(`rotator ${id} not found`);
        return { data: rotatorView(rot, r) };
      },
    },
    POST: { root: "createRotatorResponseData", handle: (r) => ({ data: createRotator(r) }) },
    PUT: { root: "setRotatorResponseData", handle: (r) => ({ data: updateRotator(r) }) },
  },
  "banner-sizes-list": get("getBannerSizesResponseData", () =>
    listData(
      BANNER_SIZES.length,
      BANNER_SIZES.map((b) => ({ ...b })),
    ),
  ),
  banners: get("getBannersResponseData", (r) => {
    const term = strParam(r.query, "term")?.toLowerCase();
    const all = banners(r).filter(
      (b) =>
        !term ||
        b.name.toLowerCase().includes(term) ||
        (r.ds.offerById.get(b.offerId)?.name ?? "").toLowerCase().includes(term),
    );
    return listData(
      all.length,
      // Beyond the spec's (id, name): the size and the picture, as the promo item has them.
      pageOf(all, paging(r.query)).map((b) => ({
        id: b.id,
        name: b.name,
        size: b.size,
        ...(b.thumbnail ? { thumbnail: b.thumbnail } : {}),
      })),
    );
  }),
  textshift: {
    POST: {
      root: "createTextShiftResponseData",
      handle: (r) => {
        const body = requireXmlRoot(r.body, "createTextShiftRequestData");
        const id = r.sb.nextTextShiftId++;
        r.pub.textShifts.set(id, { id, fields: textShiftFields(body) });
        return { data: { id } };
      },
    },
    PUT: {
      root: "setTextShiftResponseData",
      handle: (r) => {
        const body = requireXmlRoot(r.body, "setTextShiftRequestData");
        const id = int(body, "id", true) ?? 0;
        const ts = r.pub.textShifts.get(id);
        if (!ts) throw badRequest(`text shift ${id} not found`);
        ts.fields = { ...ts.fields, ...textShiftFields(body) };
        return { data: true };
      },
    },
  },
};
