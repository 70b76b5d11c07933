/**
 * Clicks (bars, numbers on the left) and commission (a line, amounts on the right) per day or
 * hour, as plain SVG: a tap on a bucket shows its figures, the zoom buttons narrow the window
 * around it. The bot's own chart code draws PNGs with embedded glyph outlines (too heavy for a
 * page); this is the same picture, on the same axes (the server sends their numbers).
 */
import { h } from "./dom.js";
import type { ChartAxis, ChartPoint } from "./types.js";

const SVG = "http://www.w3.org/2000/svg";
const W = 340;
const H = 170;
/** Width of one character of a tick (10 px text), for the room the axes' numbers take. */
const CHAR = 5.6;

interface Axes {
  clicks: ChartAxis;
  commission: ChartAxis;
}

/** Axes from the points themselves when the server sent none: bare maxima, unlabelled. */
const bareAxes = (points: ChartPoint[]): Axes => ({
  clicks: { top: Math.max(1, ...points.map((p) => p.clicks)), ticks: [] },
  commission: { top: Math.max(0.01, ...points.map((p) => p.commission)), ticks: [] },
});

const room = (axis: ChartAxis) => Math.max(0, ...axis.ticks.map((t) => t.length)) * CHAR;

function svg(tag: string, attrs: Record<string, string | number>): SVGElement {
  const el = document.createElementNS(SVG, tag);
  for (const [name, value] of Object.entries(attrs)) el.setAttribute(name, String(value));
  return el;
}

/** An axis's numbers beside the plot, from zero at the bottom to its top. */
function drawAxis(
  figure: SVGElement,
  axis: ChartAxis,
  x: number,
  anchor: "start" | "end",
  yOf: (k: number, intervals: number) => number,
): void {
  const intervals = axis.ticks.length - 1;
  axis.ticks.forEach((text, k) => {
    const label = svg("text", {
      x,
      y: yOf(k, intervals) + 3.5,
      "text-anchor": anchor,
      class: `tick y ${anchor === "end" ? "clicks" : "commission"}`,
    });
    label.textContent = text;
    figure.append(label);
  });
}

export function chartView(
  points: ChartPoint[],
  texts: Record<string, string>,
  axes: Axes = bareAxes(points),
): HTMLElement {
  // Zooming keeps the axes of the whole period: bars keep their heights, the numbers stay true.
  const PAD = { top: 8, bottom: 22, left: room(axes.clicks) + 6, right: room(axes.commission) + 6 };
  const plotH = H - PAD.top - PAD.bottom;
  /** The height of the `k`th of `intervals` steps up an axis. */
  const level = (k: number, intervals: number) => PAD.top + plotH - (k / intervals) * plotH;
  const yOf = (value: number, axis: ChartAxis) => level(value, Math.max(axis.top, 1e-9));
  let from = 0;
  let to = points.length;
  let picked = Math.max(0, points.length - 1);
  const figure = svg("svg", { viewBox: `0 0 ${W} ${H}`, class: "chart", role: "img" });
  const readout = h("p", { class: "readout" });
  const draw = () => {
    const shown = points.slice(from, to);
    const step = (W - PAD.left - PAD.right) / Math.max(1, shown.length);
    figure.replaceChildren();
    // Gridlines at the clicks' numbers; the amounts sit on them too when the steps agree.
    for (let k = 0; k < axes.clicks.ticks.length; k++) {
      const y = level(k, axes.clicks.ticks.length - 1);
      figure.append(svg("line", { x1: PAD.left, x2: W - PAD.right, y1: y, y2: y, class: "grid" }));
    }
    drawAxis(figure, axes.clicks, PAD.left - 4, "end", level);
    drawAxis(figure, axes.commission, W - PAD.right + 4, "start", level);
    const line: string[] = [];
    shown.forEach((p, i) => {
      const x = PAD.left + i * step;
      const barH = PAD.top + plotH - yOf(p.clicks, axes.clicks);
      const index = from + i;
      const bar = svg("rect", {
        x: x + step * 0.15,
        y: PAD.top + plotH - barH,
        width: Math.max(1, step * 0.7),
        height: Math.max(0, barH),
        class: `bar${p.partial ? " partial" : ""}${index === picked ? " picked" : ""}`,
      });
      // A whole-height target, so a thumb hits a short bar too.
      const hit = svg("rect", { x, y: 0, width: step, height: H, class: "hit" });
      hit.addEventListener("click", () => {
        picked = index;
        draw();
      });
      figure.append(bar, hit);
      line.push(`${x + step / 2},${yOf(p.commission, axes.commission)}`);
      const every = Math.ceil(shown.length / 6);
      if (i % every === 0) {
        const label = svg("text", { x: x + step / 2, y: H - 6, class: "tick x" });
        label.textContent = p.label;
        figure.append(label);
      }
    });
    figure.insertBefore(svg("polyline", { points: line.join(" "), class: "line" }), null);
    const p = points[picked];
    readout.textContent = p
      ? `${p.label}: ${texts["dashboard-clicks"]} ${p.clicksText} · ${p.commissionText}`
      : "";
  };
  const zoom = (inward: boolean) => {
    const width = to - from;
    const next = inward ? Math.max(3, Math.ceil(width / 2)) : Math.min(points.length, width * 2);
    from = Math.max(0, Math.min(picked - Math.floor(next / 2), points.length - next));
    to = from + next;
    draw();
  };
  draw();
  return h(
    "section",
    { class: "card" },
    h(
      "div",
      { class: "row between" },
      h("h2", {}, texts["dashboard-chart-title"] ?? ""),
      h(
        "span",
        { class: "zoom" },
        h(
          "button",
          {
            class: "small",
            "aria-label": texts["dashboard-zoom-in"] ?? "",
            onclick: () => zoom(true),
          },
          "+",
        ),
        h(
          "button",
          {
            class: "small",
            "aria-label": texts["dashboard-zoom-out"] ?? "",
            onclick: () => zoom(false),
          },
          "−",
        ),
      ),
    ),
    figure,
    readout,
    h("p", { class: "hint" }, texts["dashboard-chart-hint"] ?? ""),
  );
}
