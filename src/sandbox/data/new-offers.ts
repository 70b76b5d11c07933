// Offers the network adds while the sandbox runs (a test and demo control): each with the next
// id after every offer listed, in the offers list at once, not joined by anyone.
import { DAY_MS, isoDay } from "../lib/dates.js";
import type { Dataset } from "./dataset.js";
import { COUNTRY_BY_ISO } from "./geo.js";
import { LEAD_TEXTS, SALE_TEXTS } from "./names.js";
import {
  GOAL_TITLES,
  MOBILE_CATEGORIES,
  MOBILE_TRAFFIC_TYPES,
  OFFER_CATEGORY_BY_ID,
  TOOLS,
  WEB_CATEGORIES,
  WEB_TRAFFIC_TYPES,
} from "./offer-ref.js";
import type { Offer } from "./offers.js";
import { flatten, type TreeNode } from "./tree.js";

export interface NewOfferOptions {
  name?: string;
  /** an offer category id, a main one or one below it (default: the first web category) */
  category?: number;
  /** country ISO codes (default US) */
  regions?: string[];
  /** "sale" (default, or a percentage payout) or "lead" */
  kind?: "sale" | "lead";
  /** what it pays as the list sends it: "12%", "4.15", "1.00 - 2.00" (default 10% or 5.00) */
  payout?: string;
  /** EPC over 7 days as the list sends it (default "0.00": nothing earned yet) */
  epc?: string;
  /** an offer whose category and regions it takes where the options name none */
  like?: number;
}

const MOBILE_IDS = new Set(flatten(MOBILE_CATEGORIES).map((node) => node.id));

function rootOf(node: TreeNode): TreeNode {
  let root = node;
  for (let parent = OFFER_CATEGORY_BY_ID.get(root.parentId); parent; ) {
    root = parent;
    parent = OFFER_CATEGORY_BY_ID.get(root.parentId);
  }
  return root;
}

/** The offer the network lists from `options`, with `id`, added on the sandbox's day `nowMs`. */
export function buildOffer(
  ds: Dataset,
  id: number,
  options: NewOfferOptions,
  nowMs: number,
): Offer {
  const like = options.like === undefined ? undefined : ds.offerById.get(options.like);
  if (options.like !== undefined && !like) throw new Error(`no offer ${options.like}`);
  const categoryId = options.category ?? like?.mainCategory.id ?? WEB_CATEGORIES[0]?.id ?? 0;
  const node = OFFER_CATEGORY_BY_ID.get(categoryId);
  if (!node) throw new Error(`no offer category ${categoryId}`);
  const main = rootOf(node);
  const categoryIds = new Set([main.id, node.id, node.parentId].filter((c) => c > 0));
  const isos = options.regions ?? like?.geo.map((c) => c.iso) ?? ["US"];
  const geo = isos.map((iso) => {
    const country = COUNTRY_BY_ISO.get(iso.trim().toUpperCase());
    if (!country) throw new Error(`no region ${iso}`);
    return country;
  });
  const kind = options.kind ?? (options.payout?.includes("%") ? "sale" : (like?.kind ?? "sale"));
  const figure = options.payout ?? (kind === "sale" ? "10%" : "5.00");
  const [low = "", high = ""] = figure.split(/\s+-\s+/);
  const percent = figure.includes("%");
  const number = (text: string) => Number.parseFloat(text.replace(",", ".")) || 0;
  const mobile = MOBILE_IDS.has(main.id);
  const epc = options.epc ?? "0.00";
  return {
    id,
    name: options.name ?? `New ${main.title} offer ${id}`,
    type: mobile ? "mobile" : "web",
    site: `https://www.new-offer-${id}.com`,
    cookieLtv: "30",
    mainCategory: main,
    otherCategories: node === main ? [] : [node],
    categoryIds,
    trafficTypes: (mobile ? MOBILE_TRAFFIC_TYPES : WEB_TRAFFIC_TYPES).map((t) => ({
      ...t,
      allowed: true,
      note: "",
    })),
    additionalTrafficTypes: [],
    geo,
    approvalTime: "30",
    shopId: "",
    kind,
    cpa: kind === "sale" ? figure : "",
    cpl: kind === "lead" ? figure : "",
    payout: percent
      ? { percent: [number(low), number(high || low)] }
      : { fixedCents: [Math.round(number(low) * 100), Math.round(number(high || low) * 100)] },
    cr: 0.02,
    rating: 5,
    epc7days: epc,
    epc90days: epc,
    cpo7days: "0.00",
    cpo90days: "0.00",
    isExclusive: false,
    tags: [],
    platforms: mobile ? [1, 2] : [],
    tools: TOOLS.filter((t) => t.code === "deeplink").map((t) => t.code),
    dateStart: isoDay(Math.floor(nowMs / DAY_MS)),
    text: (kind === "sale" ? SALE_TEXTS[0] : LEAD_TEXTS[0]) ?? "",
    deeplinkEnabled: true,
    linkTitles: ["Main page"],
    goals: [
      {
        id: id * 10 + 1,
        title: GOAL_TITLES[kind][0],
        cpl: kind === "lead" ? low : "",
        cplMax: kind === "lead" ? high : "",
        cps: kind === "sale" ? low : "",
        cpsMax: kind === "sale" ? high : "",
        serviceArea: geo.slice(0, 3),
        restriction: [],
      },
    ],
    currency: like?.currency ?? "USD",
  };
}
