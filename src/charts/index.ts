/**
 * Charts for the bot. A chart is an SVG built here (a fraction of a millisecond) and rasterised
 * and compressed on libuv's pool, so hundreds of digests in a row leave the event loop free for
 * publishers' messages without a thread of our own.
 */
export {
  CHART_HEIGHT,
  CHART_WIDTH,
  type DailyChart,
  renderDailyChart as renderChart,
} from "./daily.js";
