/** Promo tools: banner rotators, banner lookups, text shift and conversion postbacks. */
import type { Paging } from "./catalog.js";
import type { ReportWatch } from "./deferred.js";
import { type IdName, idName, type Page, page } from "./read.js";
import {
  type Banner,
  banner,
  type Postback,
  type PostbackInput,
  type PostbackUpdate,
  postback,
  type Rotator,
  type RotatorInput,
  type RotatorUpdate,
  rotator,
  type TextShiftInput,
  type TextShiftUpdate,
} from "./records/tools.js";
import type { CallOptions, PublisherSession } from "./session.js";
import { createdId, writtenFlag } from "./write-answers.js";
import type { XmlBodyValue } from "./xml.js";

export interface TermQuery extends Paging {
  /** searches the offer or promo-material name */
  term?: string;
}

export class Tools {
  constructor(private readonly s: PublisherSession) {}

  async rotators(query: Paging = {}, options?: ReportWatch): Promise<Page<Rotator>> {
    return page(await this.s.get("rotators", undefined, query, options), rotator);
  }

  async rotator(id: number, options?: ReportWatch): Promise<Rotator> {
    return rotator(await this.s.get("rotator/{id}", { id }, undefined, options));
  }

  /** Creates a rotator; resolves to its id. */
  createRotator(input: RotatorInput, options?: CallOptions): Promise<number> {
    const body = rotatorBody(input);
    return this.s.send("POST", "rotator", "createRotatorRequestData", body, createdId, options);
  }

  /** Empty lists mean something here (see RotatorInput); undefined fields are not sent. */
  updateRotator(input: RotatorUpdate, options?: CallOptions): Promise<boolean> {
    const body = rotatorBody(input);
    return this.s.send("PUT", "rotator", "setRotatorRequestData", body, writtenFlag, options);
  }

  async bannerSizes(options?: ReportWatch): Promise<Page<IdName>> {
    return page(await this.s.get("banner-sizes-list", undefined, undefined, options), idName);
  }

  async banners(query: TermQuery = {}, options?: ReportWatch): Promise<Page<Banner>> {
    return page(await this.s.get("banners", undefined, query, options), banner);
  }

  createTextShift(input: TextShiftInput, options?: CallOptions): Promise<number> {
    const body = textShiftBody(input);
    return this.s.send("POST", "textshift", "createTextShiftRequestData", body, createdId, options);
  }

  updateTextShift(input: TextShiftUpdate, options?: CallOptions): Promise<boolean> {
    const body = textShiftBody(input);
    return this.s.send("PUT", "textshift", "setTextShiftRequestData", body, writtenFlag, options);
  }

  /** Postbacks; the API answers `data` as a bare list, so `total` may be this page's count. */
  async postbacks(query: TermQuery = {}, options?: ReportWatch): Promise<Page<Postback>> {
    return page(await this.s.get("postback-list", undefined, query, options), postback);
  }

  async postback(id: number, options?: ReportWatch): Promise<Postback> {
    return postback(await this.s.get("postback", undefined, { id }, options));
  }

  createPostback(input: PostbackInput, options?: CallOptions): Promise<number> {
    const body = postbackBody(input);
    return this.s.send("POST", "postback", "createPostbackRequestData", body, createdId, options);
  }

  updatePostback(input: PostbackUpdate, options?: CallOptions): Promise<boolean> {
    const body = postbackBody(input);
    return this.s.send("PUT", "postback", "setPostbackRequestData", body, writtenFlag, options);
  }
}

function rotatorBody(r: Partial<RotatorInput> & { id?: number }): Record<string, XmlBodyValue> {
  return {
    id: r.id,
    name: r.name,
    subaccount: r.subaccount,
    type: r.type,
    offers_included: r.offers_included,
    offers_excluded: r.offers_excluded,
    add_new_offers: r.add_new_offers,
    banner_sizes: r.banner_sizes,
    category_included: r.category_included,
    category_excluded: r.category_excluded,
    banners_included: r.banners_included,
    banners_excluded: r.banners_excluded,
    enable_optimization: r.enable_optimization,
  };
}

/** `links`, `text` and `clickunder` are switched on by an element holding `on`, off by absence. */
function textShiftBody(t: TextShiftInput & { id?: number }): Record<string, XmlBodyValue> {
  const on = (v: boolean | undefined) => (v ? "on" : undefined);
  return {
    id: t.id,
    name: t.name,
    subaccount: t.subaccount,
    subaccount1: t.subaccount1,
    subaccount2: t.subaccount2,
    subaccount3: t.subaccount3,
    subaccount4: t.subaccount4,
    subaccount5: t.subaccount5,
    links: on(t.links),
    links_timeout: t.links_timeout,
    links_excluded_sites: t.links_excluded_sites,
    text: on(t.text),
    text_target: t.text_target,
    text_excluded_sites: t.text_excluded_sites,
    clickunder: on(t.clickunder),
    clickunder_timeout: t.clickunder_timeout,
    clickunder_excluded_sites: t.clickunder_excluded_sites,
    clickunder_scheme_first: t.clickunder_scheme_first,
    clickunder_scheme_second: t.clickunder_scheme_second,
    clickunder_scheme_third: t.clickunder_scheme_third,
    clickunder_target: t.clickunder_target,
  };
}

function postbackBody(p: PostbackInput & { id?: number }): Record<string, XmlBodyValue> {
  return {
    id: p.id,
    name: p.name,
    url: p.url,
    action_type: p.action_type,
    request_type: p.request_type,
    query_params: p.query_params,
    offers_included: p.offers_included,
  };
}
