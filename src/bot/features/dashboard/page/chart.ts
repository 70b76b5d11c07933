/**
 * Clicks (bars) and commission (a line) per day or hour, as plain SVG: a tap on a bucket shows its
 * figures, the zoom buttons narrow the window around it. The bot's own chart code draws PNGs
 * with embedded glyph outlines (too heavy for a page); this is the same picture in ~100 lines.
 */
import { h } from "./dom.js";
import type { ChartPoint } from "./types.js";

const SVG = "http://www.w3.org/2000/svg";
const W = 340;
const H = 160;
const PAD = { top: 8, bottom: 22, left: 4, right: 4 };

function svg(tag: string, attrs: Record<string, string | number>): SVGElement {
  const el = document.createElementNS(SVG, tag);
  for (const [name, value] of Object.entries(attrs)) el.setAttribute(name, String(value));
  return el;
}

export function chartView(points: ChartPoint[], texts: Record<string, string>): HTMLElement {
  let from = 0;
  let to = points.length;
  let picked = Math.max(0, points.length - 1);
  const figure = svg("svg", { viewBox: `0 0 ${W} ${H}`, class: "chart", role: "img" });
  const readout = h("p", { class: "readout" });
  const draw = () => {
    const shown = points.slice(from, to);
    const maxClicks = Math.max(1, ...shown.map((p) => p.clicks));
    const maxMoney = Math.max(0.01, ...shown.map((p) => p.commission));
    const plotH = H - PAD.top - PAD.bottom;
    const step = (W - PAD.left - PAD.right) / Math.max(1, shown.length);
    figure.replaceChildren();
    const line: string[] = [];
    shown.forEach((p, i) => {
      const x = PAD.left + i * step;
      const barH = (p.clicks / maxClicks) * plotH;
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
      line.push(`${x + step / 2},${PAD.top + plotH - (p.commission / maxMoney) * plotH}`);
      const every = Math.ceil(shown.length / 6);
      if (i % every === 0) {
        const label = svg("text", { x: x + step / 2, y: H - 6, class: "tick" });
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
        {},
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
