import { InlineKeyboard } from "grammy";
import type { IdName, Rotator } from "../../../publisher-api/index.js";
import { addPager, newRow } from "../../catalog/paging.js";
import { callbackKind } from "../../core/callback-data.js";
import type { BotContext } from "../../core/context.js";
import { clip } from "../../format/clip.js";
import { sizeText } from "../../format/sizes.js";
import { type Lists, PARTS, type Part, PLACES, type Place, placeOf } from "./lists.js";
import { codeLabel, rotatorName } from "./text.js";

export const rotatorsPage = callbackKind("rotators-page", { page: "int" });
export const rotatorsNew = callbackKind("rotators-new", {});
export const rotatorCard = callbackKind("rotator-card", { id: "id" });
export const SWITCHES = ["auto", "opt"] as const;
export type SwitchName = (typeof SWITCHES)[number];
/**
 * A switch set to `to` (not flipped: a second press of the same button changes nothing).
 * Buttons that change a rotator carry the account of its card (`account`, accounts/active.ts).
 */
export const rotatorSwitch = callbackKind(
  "rotator-switch",
  {
    id: "id",
    switch: SWITCHES,
    to: ["on", "off"],
    account: "account",
  },
  { writes: true },
);
export const rotatorPart = callbackKind("rotator-part", { id: "id", part: PARTS });
/** `value`: an offer, category or banner id, or a banner size's id in banner-sizes-list. */
const move = { id: "id", part: PARTS, value: "id", to: PLACES, account: "account" } as const;
export const rotatorMove = callbackKind("rotator-move", move);
/** The same move, after "yes" to "this leaves the list empty". */
export const rotatorMoveSure = callbackKind("rotator-move-sure", move, { writes: true });
/** Starts a search for an offer or banner to include (`in`) or exclude (`out`). */
export const rotatorFind = callbackKind("rotator-find", {
  id: "id",
  part: ["offer", "banner"],
  to: ["in", "out"],
});

export const rotatorStats = callbackKind("rotator-stats", { id: "id" });

const LABEL = 40;
/** Entries of one list shown as buttons on a part's screen. */
const SHOWN = 10;
const mark: Record<Place, string> = { in: "✅ ", out: "🚫 ", none: "" };

export function rotatorListKeyboard(
  ctx: BotContext,
  rotators: readonly Rotator[],
  page: { index: number; count: number },
): InlineKeyboard {
  const keyboard = new InlineKeyboard();
  for (const r of rotators)
    newRow(keyboard).text(clip(rotatorName(r), LABEL), rotatorCard.pack({ id: r.id }));
  addPager(keyboard, ctx, page.index, page.count, (p) => rotatorsPage.pack({ page: p }));
  return newRow(keyboard).text(ctx.t("rotators-new"), rotatorsNew.pack({}));
}

export function rotatorCardKeyboard(ctx: BotContext, r: Rotator): InlineKeyboard {
  const id = r.id;
  const flip = (name: SwitchName, on: boolean) =>
    rotatorSwitch.pack({ id, switch: name, to: on ? "off" : "on", account: ctx.account.no });
  const keyboard = new InlineKeyboard()
    .text(ctx.t(`rotators-switch-auto-${on(r.add_new_offers)}`), flip("auto", r.add_new_offers))
    .text(
      ctx.t(`rotators-switch-opt-${on(r.enable_optimization)}`),
      flip("opt", r.enable_optimization),
    )
    .row();
  PARTS.forEach((part, i) => {
    if (i === 2) keyboard.row();
    keyboard.text(ctx.t(`rotators-part-${part}`), rotatorPart.pack({ id, part }));
  });
  keyboard.row();
  // One tap copies a code (Telegram's copy_text holds up to 256 characters).
  for (const code of r.code.filter((c) => c.value && c.value.length <= 256))
    keyboard.copyText(`📋 ${codeLabel(ctx, code.type)}`, code.value);
  return newRow(keyboard)
    .text(ctx.t("rotators-stats"), rotatorStats.pack({ id }))
    .text(ctx.t("rotators-refresh"), rotatorCard.pack({ id }))
    .row()
    .text(ctx.t("rotators-back-to-list"), rotatorsPage.pack({ page: 0 }));
}

const on = (value: boolean) => (value ? "on" : "off");

/** A part's screen: its entries as buttons, and the way to add one. */
export function partKeyboard(
  ctx: BotContext,
  r: Rotator,
  part: Part,
  lists: Lists,
  choices: readonly IdName[],
): InlineKeyboard {
  const keyboard = new InlineKeyboard();
  const id = r.id;
  if (part === "offer" || part === "banner") {
    const [included, excluded] =
      part === "offer"
        ? [r.offers_included, r.offers_excluded]
        : [r.banners_included, r.banners_excluded];
    // Pressing an entry takes it out of its list (back to neither).
    for (const [items, sign] of [
      [included, "✖"],
      [excluded, "↩"],
    ] as const)
      for (const item of items.slice(0, SHOWN))
        keyboard
          .text(
            `${sign} ${clip(item.name || `#${item.id}`, LABEL)}`,
            rotatorMove.pack({ id, part, value: item.id, to: "none", account: ctx.account.no }),
          )
          .row();
    keyboard
      .text(ctx.t(`rotators-include-${part}`), rotatorFind.pack({ id, part, to: "in" }))
      .text(ctx.t(`rotators-exclude-${part}`), rotatorFind.pack({ id, part, to: "out" }));
  } else {
    // Categories cycle neither → included → excluded → neither; sizes are on or off.
    choices.forEach((choice, i) => {
      if (i % 2 === 0) newRow(keyboard);
      const value = part === "size" ? choice.name : choice.id;
      const place = placeOf(lists, part, value);
      const next: Place = part === "size" ? (place === "in" ? "none" : "in") : CYCLE[place];
      keyboard.text(
        `${mark[place]}${clip(part === "size" ? sizeText(choice.name) : choice.name || `#${choice.id}`, 28)}`,
        rotatorMove.pack({ id, part, value: choice.id, to: next, account: ctx.account.no }),
      );
    });
  }
  return newRow(keyboard).text(ctx.t("rotators-back-to-card"), rotatorCard.pack({ id }));
}

const CYCLE: Record<Place, Place> = { none: "in", in: "out", out: "none" };

/** "Yes, leave it empty" (the move again, sure) and "No" (back to the part). */
export function confirmEmptyKeyboard(
  ctx: BotContext,
  values: { id: number; part: Part; value: number; to: Place; account: number },
): InlineKeyboard {
  return new InlineKeyboard()
    .text(ctx.t("rotators-confirm-yes"), rotatorMoveSure.pack(values))
    .row()
    .text(ctx.t("rotators-confirm-no"), rotatorPart.pack({ id: values.id, part: values.part }));
}

/** Search results: each found offer or banner moves into the wanted list when pressed. */
export function foundKeyboard(
  ctx: BotContext,
  id: number,
  part: "offer" | "banner",
  to: "in" | "out",
  found: readonly IdName[],
): InlineKeyboard {
  const keyboard = new InlineKeyboard();
  for (const item of found)
    keyboard
      .text(
        `${mark[to]}${clip(item.name || `#${item.id}`, LABEL)}`,
        rotatorMove.pack({ id, part, value: item.id, to, account: ctx.account.no }),
      )
      .row();
  return keyboard.text(ctx.t("rotators-back-to-card"), rotatorCard.pack({ id }));
}
