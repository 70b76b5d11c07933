/** The card's picture: its lines (text.ts, the caption's own) around the daily chart. */
import type { Card } from "../../charts/index.js";
import type { Speech } from "../speech/speech.js";
import type { CardFigures } from "./figures.js";
import { cardLines } from "./text.js";

export function cardPicture(f: CardFigures, speech: Speech): Card {
  const lines = cardLines(f, speech, "picture");
  return {
    title: lines.title,
    ...(lines.compared && { subtitle: lines.compared }),
    above: [{ lines: lines.headline }],
    ...(f.chart && { chart: f.chart }),
    below: [
      ...(lines.offers.length > 0 ? [{ heading: lines.offersTitle, lines: lines.offers }] : []),
      ...(lines.movers.length > 0 ? [{ lines: lines.movers }] : []),
      { lines: lines.money },
    ],
  };
}
