import { InlineKeyboard } from "grammy";
import type { Postback } from "../../../publisher-api/index.js";
import { callbackKind } from "../../core/callback-data.js";
import type { BotContext } from "../../core/context.js";
import type { PostbackList } from "./list.js";
import { isSwitchedOn } from "./switch.js";

/** `t` is a search token (0 = no search) and `p` a list page: the way back to the list. */
const place = { t: "int", p: "int" } as const;
const onCard = { id: "int", ...place } as const;

export const postbacksPageButton = callbackKind("pbs-page", place);
export const postbacksSearchButton = callbackKind("pbs-search", {});
export const postbackCardButton = callbackKind("pbs-card", onCard);
/** Asks before switching off. */
export const postbackOffButton = callbackKind("pbs-off", onCard);
export const postbackOffConfirmButton = callbackKind("pbs-off-yes", onCard);
export const postbackKeepButton = callbackKind("pbs-keep", onCard);
export const postbackOnButton = callbackKind("pbs-on", onCard);
/** Switching on with no remembered offers connects all of them: asked first. */
export const postbackOnAllButton = callbackKind("pbs-on-all", onCard);
export const postbackKeepOffButton = callbackKind("pbs-keep-off", onCard);

const LABEL_LIMIT = 40;

export function postbackListKeyboard(ctx: BotContext, list: PostbackList): InlineKeyboard {
  const where = { t: list.token, p: list.page };
  const rows = list.items.map((postback) => {
    const icon = isSwitchedOn(postback) ? "🟢" : "⏸";
    const label = `${icon} ${postback.name.slice(0, LABEL_LIMIT) || `#${postback.id}`}`;
    return [InlineKeyboard.text(label, postbackCardButton.pack({ id: postback.id, ...where }))];
  });
  const paging = [];
  if (list.page > 0) {
    const data = postbacksPageButton.pack({ t: list.token, p: list.page - 1 });
    paging.push(InlineKeyboard.text(ctx.t("postbacks-previous"), data));
  }
  if (list.hasNext) {
    const data = postbacksPageButton.pack({ t: list.token, p: list.page + 1 });
    paging.push(InlineKeyboard.text(ctx.t("postbacks-next"), data));
  }
  if (paging.length > 0) rows.push(paging);
  const search = [InlineKeyboard.text(ctx.t("postbacks-search"), postbacksSearchButton.pack({}))];
  if (list.term) {
    const all = postbacksPageButton.pack({ t: 0, p: 0 });
    search.push(InlineKeyboard.text(ctx.t("postbacks-show-all"), all));
  }
  rows.push(search);
  return InlineKeyboard.from(rows);
}

export function postbackCardKeyboard(
  ctx: BotContext,
  postback: Postback,
  where: { t: number; p: number },
): InlineKeyboard {
  const values = { id: postback.id, ...where };
  const keyboard = new InlineKeyboard();
  if (isSwitchedOn(postback))
    keyboard.text(ctx.t("postbacks-switch-off"), postbackOffButton.pack(values));
  else keyboard.text(ctx.t("postbacks-switch-on"), postbackOnButton.pack(values));
  return keyboard
    .text(ctx.t("postbacks-refresh"), postbackCardButton.pack(values))
    .row()
    .text(ctx.t("postbacks-back"), postbacksPageButton.pack(where));
}

export function postbackConfirmOffKeyboard(
  ctx: BotContext,
  values: { id: number; t: number; p: number },
): InlineKeyboard {
  return new InlineKeyboard()
    .text(ctx.t("postbacks-confirm-off-yes"), postbackOffConfirmButton.pack(values))
    .text(ctx.t("postbacks-confirm-off-no"), postbackKeepButton.pack(values));
}

export function postbackConfirmOnKeyboard(
  ctx: BotContext,
  values: { id: number; t: number; p: number },
  count: number | undefined,
): InlineKeyboard {
  const yes =
    count === undefined
      ? ctx.t("postbacks-confirm-on-yes-all")
      : ctx.t("postbacks-confirm-on-yes", { count });
  return new InlineKeyboard()
    .text(yes, postbackOnAllButton.pack(values))
    .row()
    .text(ctx.t("postbacks-confirm-on-no"), postbackKeepOffButton.pack(values));
}
