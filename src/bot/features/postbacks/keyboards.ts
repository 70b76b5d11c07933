import { InlineKeyboard } from "grammy";
import type { Postback } from "../../../publisher-api/index.js";
import { callbackKind } from "../../core/callback-data.js";
import type { BotContext } from "../../core/context.js";
import { alertsOpenButton } from "../../core/doors.js";
import { isAlertsPostbackOf, postbackNameShown } from "../../network-postback/alerts-postback.js";
import { postbackState, STATE_ICONS } from "../../network-postback/state.js";
import type { PostbackList } from "./list.js";
import { isSwitchedOn } from "./switch.js";

/**
 * `search` is a search token (0 = no search) and `page` a list page: the way back to the list.
 * `account`: the account the list and its cards are of, so a switch acts for it whatever is
 * active when pressed (publisherButton resolves it among the presser's own accounts).
 */
const place = { search: "int", page: "int", account: "account" } as const;
const onCard = { id: "id", search: "int", page: "int", account: "account" } as const;

export const postbacksPageButton = callbackKind("postbacks-page", place);
export const postbacksSearchButton = callbackKind("postbacks-search", {});
export const postbackCardButton = callbackKind("postback-card", onCard);
/** Asks before switching off. */
export const postbackOffButton = callbackKind("postback-off", onCard);
export const postbackOffConfirmButton = callbackKind("postback-off-sure", onCard, { writes: true });
export const postbackKeepButton = callbackKind("postback-keep-on", onCard);
export const postbackOnButton = callbackKind("postback-on", onCard, { writes: true });
/** Switching on with no remembered offers connects all of them: asked first. */
export const postbackOnAllButton = callbackKind("postback-on-all", onCard, { writes: true });
export const postbackKeepOffButton = callbackKind("postback-keep-off", onCard);

const LABEL_LIMIT = 40;

type Place = { search: number; page: number; account: number };
type OnCard = Place & { id: number };

export function postbackListKeyboard(ctx: BotContext, list: PostbackList): InlineKeyboard {
  const account = ctx.account.no;
  const where = { search: list.token, page: list.page, account };
  const rows = list.items.map((postback) => {
    const icon = STATE_ICONS[postbackState(postback)];
    const label = `${icon} ${postbackNameShown(postback.name, ctx.from).slice(0, LABEL_LIMIT) || `#${postback.id}`}`;
    return [InlineKeyboard.text(label, postbackCardButton.pack({ id: postback.id, ...where }))];
  });
  const paging = [];
  if (list.page > 0) {
    const data = postbacksPageButton.pack({ search: list.token, page: list.page - 1, account });
    paging.push(InlineKeyboard.text(ctx.t("postbacks-previous"), data));
  }
  if (list.hasNext) {
    const data = postbacksPageButton.pack({ search: list.token, page: list.page + 1, account });
    paging.push(InlineKeyboard.text(ctx.t("postbacks-next"), data));
  }
  if (paging.length > 0) rows.push(paging);
  const search = [InlineKeyboard.text(ctx.t("postbacks-search"), postbacksSearchButton.pack({}))];
  if (list.term) {
    const all = postbacksPageButton.pack({ search: 0, page: 0, account });
    search.push(InlineKeyboard.text(ctx.t("postbacks-show-all"), all));
  }
  rows.push(search);
  return InlineKeyboard.from(rows);
}

export function postbackCardKeyboard(
  ctx: BotContext,
  postback: Postback,
  where: Place,
): InlineKeyboard {
  const values = { id: postback.id, ...where };
  const keyboard = new InlineKeyboard();
  // The bot's own alerts postback is switched in /alerts, which also renews its address.
  if (isAlertsPostbackOf(postback, ctx.account.id))
    keyboard.text(ctx.t("postbacks-open-alerts"), alertsOpenButton.pack({}));
  else if (isSwitchedOn(postback))
    keyboard.text(ctx.t("postbacks-switch-off"), postbackOffButton.pack(values));
  else keyboard.text(ctx.t("postbacks-switch-on"), postbackOnButton.pack(values));
  return keyboard
    .text(ctx.t("postbacks-refresh"), postbackCardButton.pack(values))
    .row()
    .text(ctx.t("postbacks-back"), postbacksPageButton.pack(where));
}

export function postbackConfirmOffKeyboard(ctx: BotContext, values: OnCard): InlineKeyboard {
  return new InlineKeyboard()
    .text(ctx.t("postbacks-confirm-off-yes"), postbackOffConfirmButton.pack(values))
    .text(ctx.t("postbacks-confirm-off-no"), postbackKeepButton.pack(values));
}

export function postbackConfirmOnKeyboard(
  ctx: BotContext,
  values: OnCard,
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
