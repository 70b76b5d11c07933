/** The Stats page: period picker, totals with their changes, chart, and the table by a breakdown. */
import { download, getJson } from "./api.js";
import { chartView } from "./chart.js";
import { clear, h } from "./dom.js";
import { chosen, periodPicker } from "./period-picker.js";
import { tableView } from "./table.js";
import type { Figure, RowsAnswer, Session, SummaryAnswer } from "./types.js";

/** Each figure's text, and whether its rise is bad news (drawn in the warning colour, not green). */
const FIGURES: [string, string, "rise-is-bad"?][] = [
  ["clicks", "dashboard-clicks"],
  ["uniqueClicks", "dashboard-unique"],
  ["shows", "dashboard-shows"],
  ["leads", "dashboard-leads"],
  ["sales", "dashboard-sales"],
  ["commissionOpen", "dashboard-commission-pending"],
  ["commissionApproved", "dashboard-commission-approved"],
  ["commissionCancelled", "dashboard-commission-cancelled", "rise-is-bad"],
  ["cr", "dashboard-cr"],
  ["epc", "dashboard-epc"],
  ["ar", "dashboard-ar"],
];

function card(
  label: string,
  figure: Figure | undefined,
  name: string,
  riseIsBad: boolean,
): HTMLElement {
  const change = figure?.change ?? "";
  const direction = change.startsWith("+") ? 1 : change.startsWith("−") ? -1 : 0;
  const good = riseIsBad ? -direction : direction;
  const tone = good > 0 ? "good" : good < 0 ? "bad" : "";
  return h(
    "div",
    { class: "figure", "data-figure": name },
    h("span", { class: "label" }, label),
    h("strong", {}, figure?.value ?? "—"),
    change && h("span", { class: `change ${tone}` }, change),
  );
}

export function statsPage(
  root: HTMLElement,
  session: Session,
  onError: (e: unknown) => void,
): void {
  const t = session.texts;
  const state = { kind: "offer" };
  const summaryBox = h("div");
  const tableBox = h("div");
  const status = (box: HTMLElement, key: string) =>
    clear(box, h("p", { class: "hint" }, t[key] ?? ""));

  const loadTable = async () => {
    status(tableBox, "dashboard-loading");
    const rows = await getJson<RowsAnswer>(`rows?${chosen.period}&kind=${state.kind}`, () =>
      status(tableBox, "dashboard-deferred"),
    );
    clear(tableBox, tableView(rows, t));
  };
  const load = async () => {
    status(summaryBox, "dashboard-loading");
    const tableRead = loadTable();
    const summary = await getJson<SummaryAnswer>(`summary?${chosen.period}`, () =>
      status(summaryBox, "dashboard-deferred"),
    );
    clear(summaryBox, ...summaryView(summary, t));
    await tableRead;
  };
  const run = (work: () => Promise<void>) => work().catch(onError);

  const kinds = h("select", { "aria-label": t["dashboard-table-by"] ?? "" });
  for (const kind of session.breakdowns) {
    kinds.append(h("option", { value: kind }, t[`dashboard-by-${kind}`] ?? kind));
  }
  kinds.addEventListener("change", () => {
    state.kind = kinds.value;
    run(loadTable);
  });
  const csv = h("button", { class: "small", "data-test": "csv" }, t["dashboard-csv"] ?? "CSV");
  csv.addEventListener("click", () =>
    run(() => download(`csv?${chosen.period}&kind=${state.kind}`)),
  );

  clear(
    root,
    ...periodPicker(session, () => run(load)),
    summaryBox,
    h(
      "section",
      { class: "card" },
      h("div", { class: "row between" }, h("label", {}, `${t["dashboard-table-by"]} `, kinds), csv),
      tableBox,
    ),
  );
  run(load);
}

function summaryView(summary: SummaryAnswer, t: Record<string, string>): Node[] {
  const head = h("h1", { "data-test": "period" }, summary.title);
  if (summary.notBegun) return [head, h("p", { class: "hint" }, summary.notBegun)];
  const figures = summary.figures ?? {};
  return [
    head,
    h("p", { class: "hint" }, summary.compared ?? ""),
    ...(summary.networkDay ?? []).map((line) => h("p", { class: "hint" }, line)),
    h(
      "section",
      { class: "earned card" },
      h("span", { class: "label" }, t["dashboard-earned"] ?? ""),
      h("strong", { "data-test": "earned" }, summary.earned ?? ""),
    ),
    h(
      "div",
      { class: "figures" },
      ...FIGURES.map(([name, key, rise]) =>
        card(t[key] ?? name, figures[name], name, rise === "rise-is-bad"),
      ),
    ),
    summary.chart && summary.chart.points.length > 0
      ? chartView(summary.chart.points, t, summary.chart.axes)
      : h("p", { class: "hint" }, t["dashboard-empty"] ?? ""),
  ];
}
