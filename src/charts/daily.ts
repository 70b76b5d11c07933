/**
 * Clicks and commission per day as a PNG: echarts renders an SVG server-side, resvg turns it into
 * pixels. resvg draws text only with a font it can find, so the chart names DejaVu Sans (installed
 * with the system) everywhere, and resvg is told to use it for every generic family.
 */
import { renderAsync } from "@resvg/resvg-js";
import { BarChart, type BarSeriesOption, LineChart, type LineSeriesOption } from "echarts/charts";
import {
  GridComponent,
  type GridComponentOption,
  LegendComponent,
  type LegendComponentOption,
  TitleComponent,
  type TitleComponentOption,
} from "echarts/components";
import * as echarts from "echarts/core";
import { SVGRenderer } from "echarts/renderers";

// Only the parts this chart uses: the chart thread holds less than with all of echarts.
echarts.use([BarChart, LineChart, GridComponent, LegendComponent, TitleComponent, SVGRenderer]);

type Option = echarts.ComposeOption<
  | BarSeriesOption
  | LineSeriesOption
  | GridComponentOption
  | LegendComponentOption
  | TitleComponentOption
>;

export interface DailyChart {
  title: string;
  /** the x axis labels, one per day */
  days: readonly string[];
  clicks: readonly number[];
  /** in currency units, not cents */
  commission: readonly number[];
  clicksName: string;
  commissionName: string;
}

export const CHART_WIDTH = 800;
export const CHART_HEIGHT = 450;

const FONT = "DejaVu Sans";
const RESVG_FONTS = {
  loadSystemFonts: true,
  defaultFontFamily: FONT,
  sansSerifFamily: FONT,
};

let instance: echarts.EChartsType | undefined;

/**
 * One echarts instance serves every chart: setting an option and rendering are synchronous, so
 * charts never interleave, and a fresh instance per chart costs a third more time in a fan-out.
 */
export function dailyChartSvg(chart: DailyChart): string {
  instance ??= echarts.init(null, null, {
    renderer: "svg",
    ssr: true,
    width: CHART_WIDTH,
    height: CHART_HEIGHT,
  });
  instance.setOption(chartOption(chart), { notMerge: true });
  return instance.renderToSVGString();
}

/**
 * The chart as PNG bytes. Rasterising runs on libuv's pool (`renderAsync`), so the event loop
 * keeps serving updates while a digest fan-out draws hundreds of charts.
 */
export async function renderDailyChart(chart: DailyChart): Promise<Buffer> {
  const image = await renderAsync(dailyChartSvg(chart), {
    font: RESVG_FONTS,
    background: "#ffffff",
  });
  return image.asPng();
}

function chartOption(chart: DailyChart): Option {
  // Dozens of day labels do not fit under 800 px; echarts skips some when they would overlap.
  const rotate = chart.days.length > 16 ? 45 : 0;
  return {
    animation: false,
    backgroundColor: "#ffffff",
    textStyle: { fontFamily: FONT },
    title: { text: chart.title, left: "center", top: 8, textStyle: { fontFamily: FONT } },
    legend: { top: 40, textStyle: { fontFamily: FONT } },
    grid: { left: 64, right: 72, top: 80, bottom: rotate ? 72 : 40 },
    xAxis: {
      type: "category",
      data: [...chart.days],
      axisLabel: { fontFamily: FONT, rotate },
    },
    yAxis: [
      { type: "value", name: chart.clicksName, axisLabel: { fontFamily: FONT } },
      {
        type: "value",
        name: chart.commissionName,
        axisLabel: { fontFamily: FONT },
        splitLine: { show: false },
      },
    ],
    series: [
      {
        name: chart.clicksName,
        type: "bar",
        data: [...chart.clicks],
        itemStyle: { color: "#4e79a7" },
      },
      {
        name: chart.commissionName,
        type: "line",
        yAxisIndex: 1,
        data: [...chart.commission],
        itemStyle: { color: "#f28e2b" },
        lineStyle: { width: 3 },
        // Markers on a year of days would be a smear.
        showSymbol: chart.days.length <= 31,
      },
    ],
  };
}
