/**
 * The report card of a period: headline figures with their changes like for like, the daily chart,
 * the top offers and movers, the claims and payouts, as one picture with its caption and a CSV.
 * Used by /report and the /stats button, and by whatever sends the card without an update.
 */
export {
  type CardDeps,
  type CardMessage,
  type CardRequest,
  cardKeyboard,
  cardMessage,
  readCard,
  reportCard,
  sendCard,
} from "./card.js";
export { type CardCsv, cardCsv } from "./csv.js";
export { type CardFigures, cardFigures, type OfferFigure, TOP_OFFERS } from "./figures.js";
export { cardPicture } from "./picture.js";
export {
  type CardAsk,
  type CardRows,
  type ClaimsOfPeriod,
  type Part,
  type PayoutsOfPeriod,
  readCardRows,
} from "./read.js";
export { cardCaption, cardLines, quietCardText } from "./text.js";
