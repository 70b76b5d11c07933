/**
 * Charts for the bot. A chart is an SVG built here (a fraction of a millisecond) and rasterised
 * and compressed on libuv's pool, so hundreds of digests in a row leave the event loop free for
 * publishers' messages without a thread of our own.
 */
export { type Card, type CardSection, cardDescription, cardSvg, renderCard } from "./card.js";
export { chartDescription, chartSvg, renderChart } from "./chart.js";
export {
  CHART_HEIGHT,
  CHART_WIDTH,
  type Chart,
  type ChartLayout,
  layoutChart,
  type PlacedText,
  type Scale,
} from "./layout.js";
export { rasterize } from "./png.js";
export { axisScales, tickText } from "./scale.js";
