/**
 * Promo codes of the offers a publisher runs that end tomorrow (on the publisher's calendar): a
 * code in a post or a video stops working then. One call a check, and only with the rule on.
 */
import { type PublisherClient, parseApiDate } from "../../../publisher-api/index.js";
import { addDays, localDate } from "../../format/local-time.js";

export interface EndingCode {
  couponId: string;
  offerId: string;
  offer: string;
  code: string;
  /** the moment it ends, ISO */
  ends: string;
}

const READ = 200;

export async function codesEndingTomorrow(
  client: PublisherClient,
  offerIds: readonly number[],
  now: Date,
  zone: string,
): Promise<EndingCode[]> {
  if (offerIds.length === 0) return [];
  const { items } = await client.catalog.coupons({
    offers: [...offerIds],
    sort: "active_to",
    sort_type: "asc",
    limit: READ,
  });
  const tomorrow = addDays(localDate(now, zone), 1);
  return items.flatMap((coupon) => {
    const ends = parseApiDate(coupon.active_to);
    const code = coupon.promo_code.trim();
    if (!ends || !code || localDate(ends, zone) !== tomorrow) return [];
    return [
      {
        couponId: String(coupon.id),
        offerId: String(coupon.offer_id),
        offer: coupon.offer_name.trim(),
        code,
        ends: ends.toISOString(),
      },
    ];
  });
}
