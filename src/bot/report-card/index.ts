/**
 * The report card of a period: headline figures with their changes like for like, the daily chart,
 * the top offers and movers, the claims and payouts, as one picture with its caption and a CSV.
 * Used by /report and the /stats button, and by whatever sends the card without an update.
 */
export { cardMessage, readCard, reportCard, sendCard } from "./card.js";
export { cardCsv } from "./csv.js";
export { cardFigures } from "./figures.js";
export { type CardRows, readCardRows } from "./read.js";
export { cardCaption, cardLines, quietCardText } from "./text.js";
