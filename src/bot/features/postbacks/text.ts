import type { Postback } from "../../../publisher-api/index.js";
import { type OfferNames, offerListText } from "../../catalog/offer-names.js";
import { apiErrorText } from "../../core/api-errors.js";
import type { BotContext } from "../../core/context.js";
import { clip } from "../../format/clip.js";
import { escapeHtml } from "../../format/html.js";
import { isAlertsPostbackOf, postbackNameShown } from "../../network-postback/alerts-postback.js";
import { postbackState, STATE_ICONS } from "../../network-postback/state.js";
import { commentReportsFailures } from "./health.js";
import { POSTBACK_PAGE_SIZE, type PostbackList } from "./list.js";
import { isSwitchedOn, type SwitchOutcome } from "./switch.js";

/** A card lists at most this many offers by name; the rest are counted. */
export const SHOWN_OFFERS = 40;
const SHOWN_URL = 300;

/** "all offers", "none" or "3 offers: Acme, Brisa Viagens, Norrland Outdoor" */
export function offersText(ctx: BotContext, offers: readonly number[], names: OfferNames): string {
  if (offers.includes(0)) return ctx.t("postbacks-offers-all");
  if (offers.length === 0) return ctx.t("postbacks-offers-none");
  const shown = escapeHtml(offerListText(offers.slice(0, SHOWN_OFFERS), names));
  const more = offers.length > SHOWN_OFFERS ? ", …" : "";
  return `${ctx.t("postbacks-offers-count", { count: offers.length })}: ${shown}${more}`;
}

function actionTypeText(ctx: BotContext, actionType: string): string {
  const code = actionType.trim().toLowerCase();
  if (code === "0" || code === "all") return ctx.t("postbacks-action-all");
  if (code === "cpl" || code === "cpa") return ctx.t(`postbacks-action-${code}`);
  return escapeHtml(actionType);
}

/**
 * The status code in words. The spec leaves 1, 2 and 3 unexplained; what the network is seen to
 * send with them (a paused postback is 2, one whose address keeps failing is 3) gives the words,
 * and the publisher reads only those. Another code is shown as it is: no word is known for it.
 */
function statusText(ctx: BotContext, status: number): string {
  return status === 1 || status === 2 || status === 3
    ? ctx.t(`postbacks-status-${status}`)
    : escapeHtml(String(status));
}

/** Words a comment uses when deliveries fail ("answered 404", "error", "ошибка", "falha"). */
const FAILURE = /fail|error|\b[45]\d\d\b|timed? ?out|unreachable|ошиб|сбо[йи]|недоступ|falh|erro/i;

/** A postback the network reports as failing: status 3, or a comment that says deliveries fail. */
export function reportsFailures(postback: Postback): boolean {
  return postback.status === 3 || FAILURE.test(postback.comment);
}

function stateText(ctx: BotContext, postback: Postback): string {
  return ctx.t(`postbacks-state-${postbackState(postback)}`);
}

export function postbackListText(ctx: BotContext, list: PostbackList): string {
  const title = [`<b>${ctx.t("postbacks-title")}</b>`];
  if (list.term) title.push(ctx.t("postbacks-search-for", { term: escapeHtml(list.term) }));
  if (list.page > 0) title.push(ctx.t("postbacks-page", { page: list.page + 1 }));
  const head = title.join(" · ");
  if (list.items.length === 0) {
    const empty =
      list.page > 0 ? "postbacks-no-more" : list.term ? "postbacks-no-match" : "postbacks-none";
    return `${head}\n\n${ctx.t(empty)}`;
  }
  const first = list.page * POSTBACK_PAGE_SIZE;
  const entries = list.items.map((p, i) => {
    const icon = STATE_ICONS[postbackState(p)];
    const count = p.offers_included.includes(0)
      ? ctx.t("postbacks-offers-all")
      : ctx.t("postbacks-offers-count", { count: p.offers_included.length });
    return `${first + i + 1}. ${icon} <b>${escapeHtml(clip(postbackNameShown(p.name, ctx.from), 80))}</b> — ${count}\n    ${escapeHtml(clip(p.url, 80))}`;
  });
  return `${head}\n\n${entries.join("\n")}\n\n<i>${ctx.t("postbacks-list-hint")}</i>`;
}

/**
 * The card: what the API reports. `kept` is the list remembered for switching on again;
 * `notice` (already localized HTML) says what just happened.
 */
export function postbackCardText(
  ctx: BotContext,
  postback: Postback,
  kept: readonly number[] | undefined,
  names: OfferNames,
  notice?: string,
): string {
  // A parameter and its value (a macro of the network's, say) as the tracker gets them, to copy.
  const params = postback.query_params.map(
    (p) => `<code>${escapeHtml(p.name)}=${escapeHtml(clip(p.value, 100))}</code>`,
  );
  const lines = [
    `<b>${escapeHtml(clip(postbackNameShown(postback.name, ctx.from), 200))}</b> · #${postback.id}`,
    stateText(ctx, postback),
    "",
    `${ctx.t("postbacks-url")}: <code>${escapeHtml(clip(postback.url, SHOWN_URL))}</code>`,
    `${ctx.t("postbacks-action-type")}: ${actionTypeText(ctx, postback.action_type)}`,
    `${ctx.t("postbacks-method")}: <code>${escapeHtml(postback.request_type.toUpperCase())}</code>`,
    `${ctx.t("postbacks-status")}: ${statusText(ctx, postback.status)}`,
  ];
  if (postback.comment.trim()) {
    lines.push(`${ctx.t("postbacks-comment")}: ${escapeHtml(clip(postback.comment, 300))}`);
  }
  if (reportsFailures(postback)) lines.push("", ctx.t("postbacks-failing-warning"));
  lines.push(
    `${ctx.t("postbacks-params")}: ${params.length ? params.join(", ") : ctx.t("postbacks-params-none")}`,
    `${ctx.t("postbacks-offers")}: ${offersText(ctx, postback.offers_included, names)}`,
  );
  if (isAlertsPostbackOf(postback, ctx.account.id)) {
    lines.push("", ctx.t("postbacks-alerts-own"));
  } else if (!isSwitchedOn(postback)) {
    lines.push(
      "",
      kept
        ? ctx.t("postbacks-on-will-restore", { offers: offersText(ctx, kept, names) })
        : ctx.t("postbacks-on-will-connect-all"),
    );
  }
  return notice ? `${notice}\n\n${lines.join("\n")}` : lines.join("\n");
}

export function postbackConfirmOffText(
  ctx: BotContext,
  postback: Postback,
  names: OfferNames,
): string {
  return ctx.t("postbacks-confirm-off", {
    name: escapeHtml(clip(postbackNameShown(postback.name, ctx.from), 200)),
    offers: offersText(ctx, postback.offers_included, names),
  });
}

/**
 * Before switching on a postback that had no remembered offers: it will report conversions of all
 * `count` offers (undefined when the network did not say how many), and a comment that reports
 * failures is repeated as a warning.
 */
export function postbackConfirmOnText(
  ctx: BotContext,
  postback: Postback,
  count: number | undefined,
): string {
  const name = escapeHtml(clip(postbackNameShown(postback.name, ctx.from), 200));
  const lines = [
    count === undefined
      ? ctx.t("postbacks-confirm-on-unknown", { name })
      : ctx.t("postbacks-confirm-on", { name, count }),
  ];
  if (commentReportsFailures(postback.comment)) {
    const comment = escapeHtml(clip(postback.comment.trim(), 300));
    lines.push("", ctx.t("postbacks-confirm-on-failing", { comment }));
  }
  return lines.join("\n");
}

/** What a switch did, said before the card. */
export function switchNoticeText(
  ctx: BotContext,
  outcome: SwitchOutcome,
  names: OfferNames,
): string {
  const { postback } = outcome;
  switch (outcome.kind) {
    case "off":
      return ctx.t("postbacks-switched-off", { offers: offersText(ctx, outcome.offers, names) });
    case "restored":
      return ctx.t("postbacks-switched-on-restored", {
        offers: offersText(ctx, outcome.offers, names),
      });
    case "all":
      return ctx.t("postbacks-switched-on-all");
    case "unchanged":
      return ctx.t(isSwitchedOn(postback) ? "postbacks-already-on" : "postbacks-already-off");
    case "not-applied":
      return ctx.t(isSwitchedOn(postback) ? "postbacks-still-on" : "postbacks-still-off");
    case "unsupported":
      return ctx.t("postbacks-unsupported", {
        action: escapeHtml(postback.action_type),
        method: escapeHtml(postback.request_type),
      });
    case "failed": {
      const reason = apiErrorText(ctx, outcome.error) ?? ctx.t("error-generic");
      const kept = outcome.kept
        ? ctx.t("postbacks-failed-kept", { offers: offersText(ctx, outcome.kept, names) })
        : ctx.t("postbacks-failed-nothing-kept");
      return `${ctx.t("postbacks-failed")}\n${reason}\n${kept}`;
    }
  }
}
