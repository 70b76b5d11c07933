/** The publisher's own account: profile, balance, notifications, payouts, rates, channels. */
import { int, name, num, str, type XmlRecord } from "../read.js";
import { parseFlag, parseNumber } from "../values.js";

export type ApiLanguage = "en" | "br" | "ru";

export interface Profile {
  id: number;
  first_name: string;
  last_name: string;
  language: string;
  /** verification phone: read-only here, changed in the personal account */
  phone: string;
  contact_phone: string;
  email: string;
}

export function profile(r: XmlRecord): Profile {
  return {
    id: int(r.id),
    first_name: name(r.first_name),
    last_name: name(r.last_name),
    language: str(r.language),
    phone: str(r.phone),
    contact_phone: str(r.contact_phone),
    email: str(r.email),
  };
}

/** `phone` is deliberately absent: the spec declares it unsupported on update. */
export interface ProfileUpdate {
  first_name?: string;
  last_name?: string;
  contact_phone?: string;
}

export interface BalanceInfo {
  payment_schedule: string;
  /** days the network takes to approve traffic */
  hold_city: number;
  /** publisher currency */
  currency: string;
  /** balance including commission held for approval */
  main_balance: number;
  commission_hold_adv: number;
  commission_hold_city: number;
  /** payment applications not yet paid */
  earnings_on_payment: number;
  available_balance: number;
}

export function balanceInfo(r: XmlRecord): BalanceInfo {
  return {
    payment_schedule: str(r.payment_schedule),
    hold_city: int(r.hold_city),
    currency: str(r.currency),
    main_balance: num(r.main_balance),
    commission_hold_adv: num(r.commission_hold_adv),
    commission_hold_city: num(r.commission_hold_city),
    earnings_on_payment: num(r.earnings_on_payment),
    available_balance: num(r.available_balance),
  };
}

export interface NotificationSetting {
  news_category_id: number;
  news_category_name: string;
  status: number;
}

export function notificationSetting(r: XmlRecord): NotificationSetting {
  return {
    news_category_id: int(r.news_category_id),
    news_category_name: name(r.news_category_name),
    status: int(r.status),
  };
}

export interface Payout {
  /** a long: kept as text so no digit is lost */
  id: string;
  value: number;
  added_at: string;
  processed: number;
  processed_at: string;
  referal_id: string;
  xkeyTrans: number;
  account_to_id: number;
  account_from_id: number;
  name: string;
  submission_id: number;
  date: string;
  status_name: string;
}

export function payout(r: XmlRecord): Payout {
  return {
    id: str(r.id),
    value: num(r.value),
    added_at: str(r.added_at),
    processed: int(r.processed),
    processed_at: str(r.processed_at),
    referal_id: str(r.referal_id),
    xkeyTrans: int(r.xkeyTrans),
    account_to_id: int(r.account_to_id),
    account_from_id: int(r.account_from_id),
    name: name(r.name),
    submission_id: int(r.submission_id),
    date: str(r.date),
    status_name: str(r.status_name),
  };
}

export interface ChargeEntry {
  date: string;
  amount: number;
  description: string;
}

export function chargeEntry(r: XmlRecord): ChargeEntry {
  return { date: str(r.date), amount: num(r.amount), description: str(r.description) };
}

export interface ExchangeRate {
  date: string;
  usd2rur: string;
  rur2usd: string;
  eur2rur: string;
  rur2eur: string;
  eur2usd: string;
  usd2eur: string;
}

export function exchangeRate(r: XmlRecord): ExchangeRate {
  return {
    date: str(r.date),
    usd2rur: str(r.usd2rur),
    rur2usd: str(r.rur2usd),
    eur2rur: str(r.eur2rur),
    rur2eur: str(r.rur2eur),
    eur2usd: str(r.eur2usd),
    usd2eur: str(r.usd2eur),
  };
}

export interface TimeZone {
  id: number;
  name: string;
  offset: number;
}

export function timeZone(r: XmlRecord): TimeZone {
  return { id: int(r.id), name: name(r.name), offset: int(r.offset) };
}

export interface TrafficChannel {
  id: number;
  name: string;
  /**
   * An int in the spec, kept as the number it is: 1 means active; 0 and any other state the API
   * may add are not. (`true`/`false`, should a deployment send them, read as 1/0.)
   */
  is_active: number;
}

export function trafficChannel(r: XmlRecord): TrafficChannel {
  return { id: int(r.id), name: name(r.name), is_active: intOrFlag(r.is_active) };
}

/** An int field that a deployment might send as a boolean word instead. */
function intOrFlag(x: unknown): number {
  const n = parseNumber(x);
  if (n !== undefined) return Math.trunc(n);
  return parseFlag(x) ? 1 : 0;
}
