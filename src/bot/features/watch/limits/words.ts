/** Limits in words: one limit as the list shows it, its figure's value, a crossing as told. */
import { escapeHtml } from "../../../format/html.js";
import { formatCents } from "../../../format/money.js";
import { percent } from "../../../format/numbers.js";
import type { Speech } from "../../../speech/speech.js";
import type { LimitCrossing } from "./judge.js";
import { isMoney, type LimitFigure, type LimitScope, type WatchLimit } from "./limit.js";

/** A figure's value: money in the account's currency, rates in percent, in the user's format. */
export function figureText(figure: LimitFigure, value: number, currency: string, speech: Speech) {
  return isMoney(figure) ? formatCents(value, currency, speech.lang) : percent(value, speech.lang);
}

/** What the limit is about: the account, an offer (bold) or a campaign. */
export function scopeText(scope: LimitScope, speech: Speech): string {
  if (scope.kind === "account") return speech.t("watch-limit-of-account");
  if (scope.kind === "offer") return `<b>${escapeHtml(scope.name)}</b>`;
  return speech.t("watch-limit-of-campaign", { name: escapeHtml(scope.name) });
}

type Described = Pick<WatchLimit, "figure" | "scope" | "days" | "side">;

function parts(limit: Described, speech: Speech) {
  return {
    figure: speech.t(`watch-limit-figure-${limit.figure}`),
    what: scopeText(limit.scope, speech),
    days: limit.days,
    side: limit.side,
  };
}

/** "EPC of your account, last 7 days, below $1.50" */
export function limitText(limit: WatchLimit, currency: string, speech: Speech): string {
  return speech.t("watch-limit-line", {
    ...parts(limit, speech),
    mark: figureText(limit.figure, limit.value, currency, speech),
  });
}

/** A crossing as the watch's message tells it. */
export function crossingText(crossing: LimitCrossing, currency: string, speech: Speech): string {
  const money = (value: number) => figureText(crossing.figure, value, currency, speech);
  return speech.t(`watch-limit-crossed-${crossing.side}`, {
    ...parts(crossing, speech),
    mark: money(crossing.mark),
    value: money(crossing.value),
  });
}
