/**
 * The card's words, one owner for both of its faces: the caption (HTML, figures in bold, names
 * escaped) and the picture (plain text, no emoji the picture's font lacks) are the same lines of
 * the same figures, so the picture's figures are the caption's.
 */
import { clip, visibleLength } from "../format/clip.js";
import { escapeHtml, plainText } from "../format/html.js";
import { CAPTION_LIMIT } from "../reports/chart.js";
import type { Figure } from "../reports/figures.js";
import type { Speech } from "../speech/speech.js";
import type { CardFigures } from "./figures.js";

export type Face = "caption" | "picture";

export interface CardLines {
  title: string;
  /** what the figures are compared with, or why not */
  compared: string;
  headline: string[];
  offersTitle: string;
  offers: string[];
  movers: string[];
  /** claims and payouts */
  money: string[];
}

/** An offer's name as far as a line has room for it. */
const NAME_ROOM = 32;

/** The emoji a line of the caption starts with: the picture's font draws none. */
const leadingEmoji = /^[\p{Extended_Pictographic}\u2195\u25b2\u25bc][\uFE0F]?\s*/u;

export function cardLines(f: CardFigures, speech: Speech, face: Face): CardLines {
  const { t } = speech;
  const html = face === "caption";
  const value = (figure: Figure) => {
    const shown = html ? `<b>${figure.value}</b>` : figure.value;
    return figure.change ? `${shown} (${figure.change})` : shown;
  };
  const rate = (figure: Figure) => (figure.value === "—" ? "—" : value(figure));
  const name = (text: string) => (html ? escapeHtml(clip(text, NAME_ROOM)) : clip(text, NAME_ROOM));
  const h = f.headline;
  const lines: CardLines = {
    title: t(f.soFar ? "report-title-so-far" : "report-title", {
      period: f.periodName,
    }),
    compared: f.comparedLine,
    headline: [
      t("stats-line-clicks", { clicks: value(h.clicks), unique: value(h.uniqueClicks) }),
      t("stats-line-leads", {
        total: h.leads.value,
        open: value(h.leadsOpen),
        approved: value(h.leadsApproved),
        cancelled: value(h.leadsCancelled),
      }),
      t("stats-line-sales", {
        total: h.sales.value,
        open: value(h.salesOpen),
        approved: value(h.salesApproved),
        cancelled: value(h.salesCancelled),
      }),
      t("stats-line-commission", {
        open: value(h.commissionOpen),
        approved: value(h.commissionApproved),
        cancelled: value(h.commissionCancelled),
      }),
      t("stats-line-rates", { cr: rate(h.cr), epc: rate(h.epc), ar: rate(h.ar) }),
    ],
    offersTitle: f.offers.length > 0 ? t("report-top-title") : "",
    offers: f.offers.map((offer, i) =>
      t("report-top-row", {
        rank: i + 1,
        offer: name(offer.name),
        commission: value({ value: offer.commission, change: offer.change }),
      }),
    ),
    movers: moversLine(f, speech, name),
    money: [claimsLine(f, speech), payoutsLine(f, speech)].filter((line) => line !== ""),
  };
  return html ? lines : plainLines(lines);
}

function moversLine(f: CardFigures, speech: Speech, name: (text: string) => string): string[] {
  const { t } = speech;
  const moves = [
    f.up ? t("report-mover-up", { offer: name(f.up.name), delta: f.up.delta }) : "",
    f.down ? t("report-mover-down", { offer: name(f.down.name), delta: f.down.delta }) : "",
  ].filter(Boolean);
  return moves.length > 0 ? [t("report-movers", { moves: moves.join(" · ") })] : [];
}

function claimsLine(f: CardFigures, speech: Speech): string {
  const { t } = speech;
  if (f.claims.kind === "not-set-up") return t("report-claims-not-set-up");
  if (f.claims.kind === "unavailable") return t("report-claims-unavailable");
  const c = f.claims.value;
  const values = { filed: c.filed, accepted: c.accepted, rejected: c.rejected };
  return c.acceptedSum
    ? t("report-claims-sum", { ...values, sum: c.acceptedSum })
    : t("report-claims", values);
}

function payoutsLine(f: CardFigures, speech: Speech): string {
  if (f.payouts.kind !== "read") return speech.t("report-payouts-unavailable");
  return speech.t("report-payouts", { ...f.payouts.value });
}

function plainLines(lines: CardLines): CardLines {
  const plain = (line: string) => plainText(line).replace(leadingEmoji, "");
  return {
    title: plain(lines.title),
    compared: plain(lines.compared),
    headline: lines.headline.map(plain),
    offersTitle: plain(lines.offersTitle),
    offers: lines.offers.map(plain),
    movers: lines.movers.map(plain),
    money: lines.money.map(plain),
  };
}

/**
 * The caption: every line when they fit Telegram's 1024 characters; else the movers go, then the
 * offers from the last (the picture still shows them all). Headline, claims and payouts stay.
 */
export function cardCaption(f: CardFigures, speech: Speech): string {
  const lines = cardLines(f, speech, "caption");
  const make = (offers: readonly string[], movers: readonly string[]) =>
    [
      lines.title,
      lines.compared,
      "",
      ...lines.headline,
      ...(offers.length > 0 ? ["", lines.offersTitle, ...offers] : []),
      ...movers,
      "",
      ...lines.money,
    ]
      .filter((line, i, all) => line !== "" || (i > 0 && all[i - 1] !== ""))
      .join("\n");
  let caption = make(lines.offers, lines.movers);
  if (visibleLength(caption) <= CAPTION_LIMIT) return caption;
  for (let shown = lines.offers.length; shown >= 0; shown--) {
    caption = make(lines.offers.slice(0, shown), []);
    if (visibleLength(caption) <= CAPTION_LIMIT) return caption;
  }
  return caption;
}

/** The card of a period without traffic: its title and a line that says so, as text. */
export function quietCardText(f: CardFigures, speech: Speech): string {
  const lines = cardLines(f, speech, "caption");
  return [
    lines.title,
    "",
    speech.t("report-quiet", { period: f.periodName }),
    "",
    ...lines.money,
  ].join("\n");
}
