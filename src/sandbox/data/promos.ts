// Promo materials per offer; banners among them feed /banners and rotators.
import { DAY_MS, dateTime } from "../lib/dates.js";
import { Rng, seedOf } from "../lib/prng.js";
import { BANNER_SIZES, PROMO_TYPES } from "./offer-ref.js";
import type { Offer } from "./offers.js";

export interface Promo {
  id: number;
  offerId: number;
  name: string;
  addedAt: string;
  promoType: string;
  size: string;
  thumbnail: string;
  file: string;
  url: string;
  promoCode: string;
  promoCodeAsynchron: string;
}

const ASSETS = "https://static.sandbox.test";

export function generatePromos(seed: number, offers: readonly Offer[]): Map<number, Promo[]> {
  const out = new Map<number, Promo[]>();
  for (const offer of offers) {
    const rng = new Rng(seedOf(seed, "promo", offer.id));
    const n = rng.int(0, 8);
    const list: Promo[] = [];
    for (let k = 0; k < n; k++) {
      const promoType = k < 2 ? "banner" : rng.pick(PROMO_TYPES);
      const size =
        promoType === "banner" || promoType === "html5" ? rng.pick(BANNER_SIZES).name : "";
      const id = offer.id * 100 + k + 1;
      const ext = promoType === "video" ? "mp4" : promoType === "html5" ? "zip" : "png";
      list.push({
        id,
        offerId: offer.id,
        name: `${offer.name.trim()} ${promoType}${size ? ` ${size}` : ""}`,
        // Fixed epoch so promo dates do not move with the sandbox's clock.
        addedAt: dateTime(
          Date.UTC(2024, 0, 1) + rng.int(0, 500) * DAY_MS + rng.int(0, 86_399) * 1000,
        ),
        promoType,
        size,
        // Some banners come without a picture (the network has none for them).
        thumbnail:
          promoType === "text link" || (promoType === "banner" && id % 5 === 0)
            ? ""
            : `${ASSETS}/promo/${id}-thumb.png`,
        file: promoType === "text link" ? "" : `${ASSETS}/promo/${id}.${ext}`,
        url: offer.site,
        promoCode: "",
        promoCodeAsynchron: "",
      });
    }
    out.set(offer.id, list);
  }
  return out;
}
