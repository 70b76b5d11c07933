/** The publisher's account: language, profile, balance, notifications, payouts, rates, channels. */
import type { Paging } from "./catalog.js";
import type { ReportWatch } from "./deferred.js";
import { type Page, page } from "./read.js";
import {
  type ApiLanguage,
  type BalanceInfo,
  balanceInfo,
  type ChargeEntry,
  chargeEntry,
  type ExchangeRate,
  exchangeRate,
  type NotificationSetting,
  notificationSetting,
  type Payout,
  type Profile,
  type ProfileUpdate,
  payout,
  profile,
  type TimeZone,
  type TrafficChannel,
  timeZone,
  trafficChannel,
} from "./records/account.js";
import type { CallOptions, PublisherSession } from "./session.js";
import { writtenFlag } from "./write-answers.js";

export class Account {
  constructor(private readonly s: PublisherSession) {}

  /** The API's interface language: en, br (Portuguese) or ru. */
  setLanguage(lang: ApiLanguage, options?: CallOptions): Promise<boolean> {
    const root = "setUserLanguageRequestData";
    return this.s.send("PUT", "user-language", root, { lang }, writtenFlag, options);
  }

  async profile(options?: ReportWatch): Promise<Profile> {
    return profile(await this.s.get("profile", undefined, undefined, options));
  }

  /** `phone` cannot be changed here (the spec dropped it); contact_phone can. */
  async updateProfile(update: ProfileUpdate, options?: CallOptions): Promise<boolean> {
    const body = {
      first_name: update.first_name,
      last_name: update.last_name,
      contact_phone: update.contact_phone,
    };
    return this.s.send("PUT", "profile", "setProfileRequestData", body, writtenFlag, options);
  }

  async balance(options?: ReportWatch): Promise<BalanceInfo> {
    return balanceInfo(await this.s.get("balanceinfo", undefined, undefined, options));
  }

  async notificationSettings(options?: ReportWatch): Promise<Page<NotificationSetting>> {
    const data = await this.s.get("notificationsettinglist", undefined, undefined, options);
    return page(data, notificationSetting);
  }

  async setNotificationSettings(
    settings: readonly { news_category_id: number; status: number }[],
    options?: CallOptions,
  ): Promise<boolean> {
    const items = settings.map((s) => ({ news_category_id: s.news_category_id, status: s.status }));
    const root = "setNotificationSettingListRequestData";
    return this.s.send("PUT", "notificationsettinglist", root, items, writtenFlag, options);
  }

  /** Payouts (flagged by the API as under construction). */
  async payouts(query: Paging = {}, options?: ReportWatch): Promise<Page<Payout>> {
    return page(await this.s.get("payoutlist", undefined, query, options), payout);
  }

  /** Charge history (flagged by the API as under construction). */
  async chargeHistory(query: Paging = {}, options?: ReportWatch): Promise<Page<ChargeEntry>> {
    return page(await this.s.get("chargehistorylist", undefined, query, options), chargeEntry);
  }

  async exchangeRates(query: Paging = {}, options?: ReportWatch): Promise<Page<ExchangeRate>> {
    return page(await this.s.get("exchangeratelist", undefined, query, options), exchangeRate);
  }

  async timeZones(options?: ReportWatch): Promise<Page<TimeZone>> {
    return page(await this.s.get("timezonelist", undefined, undefined, options), timeZone);
  }

  async trafficChannels(options?: ReportWatch): Promise<Page<TrafficChannel>> {
    return page(
      await this.s.get("traffic_channels", undefined, undefined, options),
      trafficChannel,
    );
  }
}
