/**
 * A report card ready to send, made without an update: /report sends it, and a push (the weekly
 * card) or the dashboard can make the same from the same rows. One read of the rows, one figures
 * object, and from it the picture and its caption; a period without traffic is a short text.
 */
import { type Api, InlineKeyboard, InputFile } from "grammy";
import type { PublisherClient } from "../../publisher-api/index.js";
import { hasClientPair } from "../../storage/index.js";
import { tagged } from "../accounts/label.js";
import { accountCurrency } from "../core/account-currency.js";
import type { BotDeps } from "../core/context.js";
import { reportCsvButton, statsOfferRow } from "../core/doors.js";
import { visibleLength } from "../format/clip.js";
import { splitMessage } from "../format/html.js";
import { CAPTION_LIMIT } from "../reports/chart.js";
import { type Period, type Preset, periodNumbers } from "../reports/period.js";
import type { ReportReadWatch } from "../reports/report.js";
import { notBegunText } from "../reports/summary-lines.js";
import type { Speech } from "../speech/speech.js";
import { type CardFigures, cardFigures } from "./figures.js";
import { cardPicture } from "./picture.js";
import { type CardRows, readCardRows } from "./read.js";
import { cardCaption, quietCardText } from "./text.js";

/** What a card is made with: the bot's parts it reads (storage, charts, config, the API's zone). */
export type CardDeps = Pick<BotDeps, "storage" | "charts" | "config" | "api">;

/** A card to send: a photo with its caption, or (nothing to draw) the caption alone as text. */
export interface CardMessage {
  /** the card's PNG; none when the period has no traffic (or has not begun) */
  photo?: Buffer;
  /** HTML, within Telegram's 1024 characters when there is a photo */
  caption: string;
  /** the CSV by day; none when there is nothing to list */
  keyboard?: InlineKeyboard;
  /** what both were made from (undefined for a period the network has not begun) */
  figures?: CardFigures;
  rows: CardRows;
  /** the account's currency the money is written in ("" when the network does not say) */
  currency: string;
}

/**
 * What the card is of: the days, the preset that named them (its comparison rule), when, and the
 * account's number in its owner's list, which its buttons act for whichever is active when pressed.
 */
export interface CardRequest {
  period: Period;
  preset?: Preset;
  now: Date;
  account: number;
}

/** What reading a card's rows needs of its request (its buttons are not made there). */
export type CardReadRequest = Omit<CardRequest, "account">;

/**
 * Reads the account's rows for the period (with the account's own client, `accountId` keying its
 * stored currency and credentials) and makes the card in the publisher's speech.
 */
export async function reportCard(
  deps: CardDeps,
  client: PublisherClient,
  accountId: number,
  request: CardRequest,
  speech: Speech,
  watch?: ReportReadWatch,
): Promise<CardMessage> {
  const { rows, currency } = await readCard(deps, client, accountId, request, speech, watch);
  return cardMessage(deps, rows, speech, currency, request);
}

/**
 * The card's rows and the account's currency, read as `reportCard` reads them: for whatever shows
 * the card's figures without its picture (the dashboard).
 */
export async function readCard(
  deps: Pick<CardDeps, "storage" | "config" | "api">,
  client: PublisherClient,
  accountId: number,
  request: CardReadRequest,
  speech: Speech,
  watch?: ReportReadWatch,
): Promise<{ rows: CardRows; currency: string }> {
  const claimsReadable = hasClientPair(await deps.storage.vault.get(accountId));
  const [rows, currency] = await Promise.all([
    readCardRows(
      client,
      {
        period: request.period,
        now: request.now,
        ...(request.preset && { preset: request.preset }),
        knownZone: () => deps.api.statisticsZone,
        place: { lang: speech.lang, zone: speech.zone, zoneChosen: speech.zoneChosen },
        ...(claimsReadable && { claims: deps.config.claims }),
      },
      watch,
    ),
    accountCurrency(deps.storage, accountId, client),
  ]);
  return { rows, currency };
}

/**
 * The card of rows already read: its picture and caption from one figures object, its buttons for
 * the request's account.
 */
export async function cardMessage(
  deps: Pick<CardDeps, "charts">,
  rows: CardRows,
  speech: Speech,
  currency: string,
  { now, account }: Pick<CardRequest, "now" | "account">,
): Promise<CardMessage> {
  const base = { rows, currency };
  if (rows.summary.comparison.kind === "not-begun")
    return { ...base, caption: notBegunText(rows.summary, speech, now) };
  const figures = cardFigures(rows, speech, currency, now);
  if (figures.quiet) return { ...base, figures, caption: quietCardText(figures, speech) };
  const photo = await deps.charts.card(cardPicture(figures, speech));
  const caption = cardCaption(figures, speech);
  return { ...base, figures, photo, caption, keyboard: cardKeyboard(speech, figures, account) };
}

/**
 * Under a card: each top offer opens its own stats for the card's days (the /stats door, its days
 * and subaccounts), then the rows by day as CSV; all for the card's account (its number).
 */
function cardKeyboard(
  speech: Pick<Speech, "t">,
  figures: Pick<CardFigures, "period" | "offers">,
  account: number,
): InlineKeyboard {
  const { period } = figures;
  const days = { ...periodNumbers(period), account };
  const offers = figures.offers.flatMap((offer, i) => {
    const id = Number(offer.key);
    return Number.isSafeInteger(id) && id > 0
      ? [[statsOfferRow(`${i + 1}. ${offer.name}`, period, id, account)]]
      : [];
  });
  return InlineKeyboard.from([
    ...offers,
    [InlineKeyboard.text(speech.t("report-csv"), reportCsvButton.pack(days))],
  ]);
}

/**
 * Sends a card to a chat without an update (a push): the photo with its caption, or the text (in
 * parts when long). `tag` heads it (an account's, a group's) while the caption still fits;
 * `keyboard` false leaves the card's buttons off (a team group, where the buttons are the owner's).
 */
export async function sendCard(
  api: Api,
  chatId: number,
  card: Pick<CardMessage, "photo" | "caption" | "keyboard">,
  options: { keyboard?: boolean; tag?: string | undefined } = {},
): Promise<void> {
  const markup = options.keyboard !== false && card.keyboard ? { reply_markup: card.keyboard } : {};
  const headed = tagged(options.tag, card.caption);
  if (!card.photo) {
    const parts = splitMessage([headed]);
    for (const [i, part] of parts.entries())
      await api.sendMessage(chatId, part, i === parts.length - 1 ? markup : {});
    return;
  }
  const caption = visibleLength(headed) <= CAPTION_LIMIT ? headed : card.caption;
  await api.sendPhoto(chatId, new InputFile(card.photo, "report.png"), { caption, ...markup });
}
