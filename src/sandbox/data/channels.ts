// Traffic channels and subaccounts per publisher; they shape the generated statistics.

export interface TrafficChannel {
  id: number;
  name: string;
  isActive: boolean;
  /** Share of the publisher's traffic while the channel runs. */
  weight: number;
  /** The channel only has traffic up to this many days before today (retired channels). */
  retiredDaysAgo?: number;
  /** Clicks that never convert: statistics-channels, which lists converting channels, omits it. */
  neverConverts?: boolean;
}

const CHANNELS: Readonly<Record<number, readonly TrafficChannel[]>> = {
  710001: [
    { id: 3101, name: "alice-deals.example.com", isActive: true, weight: 0.5 },
    { id: 3102, name: "Telegram @alice_deals", isActive: true, weight: 0.3 },
    { id: 3103, name: "Instagram @alice.finds", isActive: true, weight: 0.2 },
    { id: 3105, name: "Pinterest @alice.pins", isActive: true, weight: 0.05, neverConverts: true },
    {
      id: 3104,
      name: "old-coupons.example.net",
      isActive: false,
      weight: 0.25,
      retiredDaysAgo: 200,
    },
  ],
  710002: [
    { id: 3201, name: "promocodes.example.com.br", isActive: true, weight: 0.6 },
    { id: 3202, name: "YouTube: Bruno Reviews", isActive: true, weight: 0.3 },
    { id: 3203, name: "Cashback app", isActive: true, weight: 0.1 },
  ],
};

/** Subaccounts as publishers tag links with them; repeats weight the common ones. */
export const SUBACCOUNTS: Readonly<Record<number, readonly string[]>> = {
  710001: ["", "", "", "tg_post", "tg_post", "banner_top", "newsletter", "sidebar"],
  710002: ["", "", "yt_desc", "yt_desc", "yt_pinned", "blog"],
};

export function channelsOf(publisherId: number): readonly TrafficChannel[] {
  return CHANNELS[publisherId] ?? [];
}
