// Currency identifiers. The spec names currency ids (coupons' discount_currency_id, lost orders'
// order_currency_id) but publishes no directory; the sandbox numbers goods-currency-list in order.
import { GOODS_CURRENCIES } from "./shop-ref.js";

const CURRENCY_IDS: ReadonlyMap<string, number> = new Map(
  GOODS_CURRENCIES.map((c, i) => [c, i + 1]),
);

export function currencyId(code: string): number {
  return CURRENCY_IDS.get(code) ?? 2;
}

/** Rough units per USD, so prices look plausible in each currency. */
export const PER_USD: Readonly<Record<string, number>> = {
  RUB: 90,
  USD: 1,
  EUR: 0.92,
  BRL: 5,
  KZT: 450,
  UAH: 40,
};
