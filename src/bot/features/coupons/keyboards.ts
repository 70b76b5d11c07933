import { InlineKeyboard } from "grammy";
import { addChoices, addPager, type Choice, newRow } from "../../catalog/paging.js";
import { COUPON_SORTS, type CouponsSearch } from "../../catalog/searches.js";
import { callbackKind } from "../../core/callback-data.js";
import type { BotContext } from "../../core/context.js";
import { addCopyButton } from "../../core/copy-button.js";
import { offerCardButton } from "../../core/doors.js";

export const COUPON_FLAGS = ["exclusive", "personal"] as const;
export const COUPON_CHOICES = ["type", "category", "offer"] as const;
export type CouponChoice = (typeof COUPON_CHOICES)[number];

export const couponsPage = callbackKind("coupons-page", { search: "str", page: "int" });
export const couponsToggle = callbackKind("coupons-toggle", { search: "str", flag: COUPON_FLAGS });
export const couponsMenu = callbackKind("coupons-menu", { search: "str", choice: COUPON_CHOICES });
/** `value` is the chosen id; 0 means "any". */
export const couponsChoose = callbackKind("coupons-choose", {
  search: "str",
  choice: COUPON_CHOICES,
  value: "int",
});
export const couponsSort = callbackKind("coupons-sort", { search: "str", sort: COUPON_SORTS });
/** The broader search: no words, no filters. */
export const couponsClear = callbackKind("coupons-clear", { search: "str" });
/** The offer filter by name: opens the picker (a wizard) for the list behind `search`. */
export const couponsOfferFind = callbackKind("coupons-offer-find", { search: "str" });

export interface ChoiceLabels {
  type: string;
  category: string;
  offer: string;
}

export function couponsKeyboard(
  ctx: BotContext,
  token: string,
  search: CouponsSearch,
  labels: ChoiceLabels,
  page: { index: number; count: number },
  codes: readonly string[] = [],
): InlineKeyboard {
  const keyboard = new InlineKeyboard();
  // The page's promo codes, each copied in one tap, two a row, above the filters.
  let copied = 0;
  for (const code of new Set(codes)) {
    if (addCopyButton(keyboard, `📋 ${code}`, code) && ++copied % 2 === 0) keyboard.row();
  }
  newRow(keyboard);
  for (const flag of COUPON_FLAGS) {
    const label = ctx.t(`coupons-filter-${flag}`);
    keyboard.text(
      search[flag] ? `✓ ${label}` : label,
      couponsToggle.pack({ search: token, flag: flag }),
    );
  }
  // A filter a row: its value is a directory's or an offer's whole name.
  for (const choice of COUPON_CHOICES) {
    const label = ctx.t(`coupons-filter-${choice}`, { value: labels[choice] });
    keyboard.row().text(label, couponsMenu.pack({ search: token, choice: choice }));
  }
  keyboard.row();
  for (const sort of COUPON_SORTS) {
    const label = ctx.t(`coupons-sort-${sort}`);
    keyboard.text(
      sort === search.sort ? `• ${label}` : label,
      couponsSort.pack({ search: token, sort: sort }),
    );
  }
  addPager(keyboard, ctx, page.index, page.count, (p) =>
    couponsPage.pack({ search: token, page: p }),
  );
  if (isNarrowed(search))
    newRow(keyboard).text(ctx.t("coupons-clear"), couponsClear.pack({ search: token }));
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
  const options = [{ id: 0, name: ctx.t(`coupons-any-${field}`) }, ...choices];
  const keyboard = addChoices(new InlineKeyboard(), options, selected, (v) =>
    couponsChoose.pack({ search: token, choice: field, value: v }),
  );
  if (field === "offer")
    newRow(keyboard).text(ctx.t("coupons-offer-find"), couponsOfferFind.pack({ search: token }));
  return newRow(keyboard).text(ctx.t("coupons-back"), couponsPage.pack({ search: token, page: 0 }));
}
