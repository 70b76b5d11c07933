/** The Money page: balance with its holds explained, payouts and charges. */
import { getJson } from "./api.js";
import { clear, h } from "./dom.js";
import type { MoneyAnswer } from "./types.js";

export function moneyPage(
  root: HTMLElement,
  t: Record<string, string>,
  onError: (e: unknown) => void,
): void {
  clear(root, h("p", { class: "hint" }, t["dashboard-loading"] ?? ""));
  getJson<MoneyAnswer>("money")
    .then((m) => {
      const list = <T>(
        title: string,
        items: T[] | undefined,
        line: (item: T) => Node,
        legend?: string,
      ) =>
        h(
          "section",
          { class: "card" },
          h("h2", {}, title),
          items === undefined
            ? h("p", { class: "hint" }, t["dashboard-unavailable"] ?? "")
            : items.length === 0
              ? h("p", { class: "hint" }, t["dashboard-none"] ?? "")
              : h("ul", { class: "list" }, ...items.map(line)),
          legend && items?.length ? h("p", { class: "hint" }, legend) : undefined,
        );
      clear(
        root,
        h(
          "section",
          { class: "earned card" },
          h("span", { class: "label" }, t["dashboard-available"] ?? ""),
          h("strong", { "data-test": "available" }, m.available),
          h("p", { class: "hint" }, t["dashboard-available-explained"] ?? ""),
        ),
        h(
          "section",
          { class: "card" },
          ...m.lines.map((l) =>
            h(
              "div",
              { class: "field" },
              h("span", { class: "label" }, l.label),
              h("strong", { class: "amount" }, l.value),
            ),
          ),
          h("p", { class: "hint" }, m.holdDays),
          m.schedule && h("p", { class: "hint" }, `${t["dashboard-schedule"]}: ${m.schedule}`),
        ),
        list(t["dashboard-payouts"] ?? "", m.payouts, (p) =>
          h(
            "li",
            { class: "row between" },
            h("span", {}, h("strong", {}, p.amount), " ", h("span", { class: "hint" }, p.when)),
            h("span", {}, p.state),
          ),
        ),
        list(
          t["dashboard-charges"] ?? "",
          m.charges,
          (c) =>
            h(
              "li",
              {},
              h(
                "div",
                { class: "row between" },
                h("span", { class: "hint" }, c.when),
                h("strong", {}, c.amount),
              ),
              // What a charge is for is the network's own words: in italics, said below.
              h("div", {}, h("em", { "data-test": "network-words" }, c.what)),
            ),
          t["network-words-legend"],
        ),
      );
    })
    .catch(onError);
}
