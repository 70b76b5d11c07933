/** The breakdown table: sortable by every column, searchable by name. */
import { clear, fill, h } from "./dom.js";
import type { RowsAnswer } from "./types.js";

/** Commission next to the name: on a phone it is on screen without scrolling sideways. */
const COLUMNS = ["commission", "clicks", "conversions", "cancelled", "cr", "epc"];

export function tableView(answer: RowsAnswer, texts: Record<string, string>): HTMLElement {
  let sortBy = answer.kind === "day" ? "name" : "commission";
  let descending = answer.kind !== "day";
  let search = "";
  const body = h("tbody");
  const count = h("p", { class: "hint", "data-test": "row-count" });
  const head = h("tr");
  const render = () => {
    const words = search.trim().toLocaleLowerCase();
    const rows = answer.rows.filter((r) => r.name.toLocaleLowerCase().includes(words));
    rows.sort((a, b) => {
      const order =
        sortBy === "name"
          ? answer.kind === "day"
            ? a.order - b.order
            : a.name.localeCompare(b.name)
          : (a.cells[sortBy]?.v ?? 0) - (b.cells[sortBy]?.v ?? 0);
      return descending ? -order : order;
    });
    clear(
      body,
      ...rows.map((r) =>
        h(
          "tr",
          {},
          h("th", { scope: "row" }, r.name),
          ...COLUMNS.map((c) => h("td", {}, r.cells[c]?.t ?? "")),
        ),
      ),
    );
    count.textContent = fill(texts["dashboard-rows"] ?? "", {
      shown: rows.length,
      rows: answer.rows.length,
    });
    for (const th of head.children) {
      const column = (th as HTMLElement).dataset.column;
      th.setAttribute(
        "aria-sort",
        column === sortBy ? (descending ? "descending" : "ascending") : "none",
      );
    }
  };
  for (const column of ["name", ...COLUMNS]) {
    const th = h(
      "th",
      { scope: "col", "data-column": column },
      h(
        "button",
        {
          class: "sort",
          onclick: () => {
            descending = sortBy === column ? !descending : column !== "name";
            sortBy = column;
            render();
          },
        },
        texts[`dashboard-col-${column}`] ?? column,
      ),
    );
    head.append(th);
  }
  const input = h("input", { type: "search", placeholder: texts["dashboard-search"] ?? "" });
  input.addEventListener("input", () => {
    search = input.value;
    render();
  });
  render();
  if (answer.rows.length === 0) return h("p", { class: "hint" }, texts["dashboard-empty"] ?? "");
  return h(
    "div",
    {},
    input,
    count,
    h("div", { class: "scroll" }, h("table", {}, h("thead", {}, head), body)),
  );
}
