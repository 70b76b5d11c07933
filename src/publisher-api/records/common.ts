/** Records shared by several areas: regions and small (id, title) pairs. */
import { int, name, str, type XmlRecord } from "../read.js";

/** The short region record (goods, coupons, offer detail, offer goals). */
export interface Region {
  id: number;
  code: string;
  title: string;
}

export function region(r: XmlRecord): Region {
  return { id: int(r.id), code: str(r.code), title: name(r.title) };
}

/** The long region record of the offers list. */
export interface OfferRegion {
  id: number;
  name: string;
  /** country code */
  country_id: string;
  area_id: string;
  /** code as sent by a browser */
  code: string;
  iso: string;
  parent_id: string;
  city_id: string;
  timezone: string;
}

export function offerRegion(r: XmlRecord): OfferRegion {
  return {
    id: int(r.id),
    name: name(r.name),
    country_id: str(r.country_id),
    area_id: str(r.area_id),
    code: str(r.code),
    iso: str(r.iso),
    parent_id: str(r.parent_id),
    city_id: str(r.city_id),
    timezone: str(r.timezone),
  };
}

export interface IdTitle {
  id: number;
  title: string;
}

export function idTitle(r: XmlRecord): IdTitle {
  return { id: int(r.id), title: name(r.title) };
}
