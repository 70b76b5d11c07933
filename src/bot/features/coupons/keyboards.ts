import { InlineKeyboard } from "grammy";
import { addChoices, addPager, type Choice, newRow } from "../../catalog/paging.js";
import { COUPON_SORTS, type CouponsSearch } from "../../catalog/searches.js";
import { callbackKind } from "../../core/callback-data.js";
import type { BotContext } from "../../core/context.js";
import { offerCardButton } from "../../core/doors.js";

export const COUPON_FLAGS = ["exclusive", "personal"] as const;
export const COUPON_CHOICES = ["type", "category", "offer"] as const;
export type CouponChoice = (typeof COUPON_CHOICES)[number];

export const couponsPage = callbackKind("cpp", { t: "str", p: "int" });
export const couponsToggle = callbackKind("cpx", { t: "str", f: COUPON_FLAGS });
export const couponsMenu = callbackKind("cpm", { t: "str", f: COUPON_CHOICES });
/** `v` is the chosen id; 0 means "any". */
export const couponsChoose = callbackKind("cpv", { t: "str", f: COUPON_CHOICES, v: "int" });
export const couponsSort = callbackKind("cps", { t: "str", s: COUPON_SORTS });
/** The broader search: no words, no filters. */
export const couponsClear = callbackKind("cpc", { t: "str" });

export interface ChoiceLabels {
  type: string;
  category: string;
  offer: string;
}

const short = (text: string, max = 24) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

export function couponsKeyboard(
  ctx: BotContext,
  token: string,
  search: CouponsSearch,
  labels: ChoiceLabels,
  page: { index: number; count: number },
): InlineKeyboard {
  const keyboard = new InlineKeyboard();
  for (const flag of COUPON_FLAGS) {
    const label = ctx.t(`coupons-filter-${flag}`);
    keyboard.text(search[flag] ? `✓ ${label}` : label, couponsToggle.pack({ t: token, f: flag }));
  }
  keyboard.row();
  for (const choice of COUPON_CHOICES) {
    const label = ctx.t(`coupons-filter-${choice}`, { value: short(labels[choice]) });
    keyboard.text(label, couponsMenu.pack({ t: token, f: choice }));
    if (choice === "category") keyboard.row();
  }
  keyboard.row();
  for (const sort of COUPON_SORTS) {
    const label = ctx.t(`coupons-sort-${sort}`);
    keyboard.text(
      sort === search.sort ? `• ${label}` : label,
      couponsSort.pack({ t: token, s: sort }),
    );
  }
  addPager(keyboard, ctx, page.index, page.count, (p) => couponsPage.pack({ t: token, p }));
  if (isNarrowed(search))
    newRow(keyboard).text(ctx.t("coupons-clear"), couponsClear.pack({ t: token }));
  if (search.card) {
    newRow(keyboard).text(ctx.t("coupons-back-to-offer"), offerCardButton.pack(search.card));
  }
  return keyboard;
}

export function isNarrowed(search: CouponsSearch): boolean {
  return Boolean(
    search.words ||
      search.exclusive ||
      search.personal ||
      search.typeId ||
      search.categoryId ||
      search.offerId,
  );
}

/** The values of one filter, "any" first, the current one marked; Back returns to the list. */
export function couponsChoiceKeyboard(
  ctx: BotContext,
  token: string,
  field: CouponChoice,
  choices: Choice[],
  selected: number,
): InlineKeyboard {
  const options = [{ id: 0, name: ctx.t("coupons-any") }, ...choices];
  const keyboard = addChoices(new InlineKeyboard(), options, selected, (v) =>
    couponsChoose.pack({ t: token, f: field, v }),
  );
  return newRow(keyboard).text(ctx.t("coupons-back"), couponsPage.pack({ t: token, p: 0 }));
}
