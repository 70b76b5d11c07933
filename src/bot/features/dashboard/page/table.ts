/**
 * The breakdown table: sortable by every column, searchable by name. Where the screen is too narrow
 * for every column (a phone), the columns that do not fit are left out, rightmost first, never the
 * name or the column sorted by, and a picker sorts by any column: a figure or a header is shown
 * whole or not at all, and the table never scrolls sideways.
 */
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
  const table = h("table", {}, h("thead", {}, head), body);
  const scroll = h("div", { class: "scroll" }, table);
  const picker = h("select", {
    class: "sort-by",
    "aria-label": texts["dashboard-sort-by"] ?? "",
  });
  const pickerRow = h(
    "label",
    { class: "sort-pick", hidden: "" },
    `${texts["dashboard-sort-by"] ?? ""} `,
    picker,
  );
  const hidden = new Set<string>();
  const showColumns = () => {
    for (const row of table.rows)
      for (const cell of row.cells)
        cell.hidden = hidden.has((cell as HTMLElement).dataset.column ?? "");
  };
  /** Leaves out, rightmost first, the columns that do not fit (measured once on the page). */
  const fitColumns = () => {
    if (!scroll.isConnected) return;
    hidden.clear();
    showColumns();
    const style = getComputedStyle(scroll);
    const room = () =>
      scroll.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    for (const column of [...COLUMNS].reverse()) {
      if (table.offsetWidth <= room()) break;
      if (column === sortBy) continue;
      hidden.add(column);
      showColumns();
    }
    pickerRow.hidden = hidden.size === 0;
    picker.value = sortBy;
  };
  const sortOn = (column: string) => {
    descending = sortBy === column ? !descending : column !== "name";
    sortBy = column;
    render();
  };
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
          h("th", { scope: "row", "data-column": "name" }, r.name),
          ...COLUMNS.map((c) => h("td", { "data-column": c }, r.cells[c]?.t ?? "")),
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
    // Measured once the table is on the page: after the caller places it, or at once on a re-sort.
    queueMicrotask(fitColumns);
  };
  for (const column of ["name", ...COLUMNS]) {
    const th = h(
      "th",
      { scope: "col", "data-column": column },
      h(
        "button",
        { class: "sort", onclick: () => sortOn(column) },
        texts[`dashboard-col-${column}`] ?? column,
      ),
    );
    head.append(th);
    picker.append(h("option", { value: column }, texts[`dashboard-col-${column}`] ?? column));
  }
  picker.addEventListener("change", () => {
    if (picker.value !== sortBy) sortOn(picker.value);
  });
  const refit = () => {
    if (scroll.isConnected) fitColumns();
    else window.removeEventListener("resize", refit);
  };
  window.addEventListener("resize", refit);
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
    h("div", { class: "row between table-tools" }, count, pickerRow),
    scroll,
  );
}
