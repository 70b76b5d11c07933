/** The Claims page: the list with a status filter, and one claim's details and history. */
import { getJson, Refused } from "./api.js";
import { clear, h } from "./dom.js";
import { closeApp, setBack } from "./telegram.js";
import type { ClaimAnswer, ClaimsAnswer } from "./types.js";

export function claimsPage(
  root: HTMLElement,
  t: Record<string, string>,
  onError: (e: unknown) => void,
): void {
  let filter = "";
  let answer: ClaimsAnswer | undefined;
  const list = () => {
    setBack(undefined);
    if (!answer) return;
    const chips = h("div", { class: "chips" });
    for (const status of [
      { code: "", text: t["dashboard-claims-all"] ?? "" },
      ...answer.statuses,
    ]) {
      const chip = h("button", { "aria-pressed": String(status.code === filter) }, status.text);
      chip.addEventListener("click", () => {
        filter = status.code;
        list();
      });
      chips.append(chip);
    }
    const shown = answer.claims.filter((c) => !filter || c.status.code === filter);
    clear(
      root,
      chips,
      shown.length === 0
        ? h("p", { class: "hint" }, t["dashboard-claims-empty"] ?? "")
        : h(
            "ul",
            { class: "list" },
            ...shown.map((c) => {
              const item = h(
                "li",
                { class: "claim", tabindex: "0" },
                h(
                  "div",
                  { class: "row between" },
                  h("strong", {}, `#${c.id} · ${c.order}`),
                  h("span", { class: `status ${c.status.code}` }, c.status.text),
                ),
                h("div", { class: "hint" }, `${c.offer} · ${c.amount} · ${c.orderDate}`),
              );
              item.addEventListener("click", () => open(c.id).catch(onError));
              return item;
            }),
          ),
    );
  };
  const open = async (id: string) => {
    clear(root, h("p", { class: "hint" }, t["dashboard-loading"] ?? ""));
    const claim = await getJson<ClaimAnswer>(`claims/${id}`);
    setBack(list);
    const field = (key: string, value: string) =>
      value
        ? h(
            "div",
            { class: "field" },
            h("span", { class: "label" }, t[key] ?? ""),
            h("span", {}, value),
          )
        : undefined;
    clear(
      root,
      h("button", { class: "link", onclick: list }, t["dashboard-claim-back"] ?? ""),
      h("h1", {}, `#${claim.id}`),
      h(
        "section",
        { class: "card" },
        field("dashboard-claim-status", claim.status.text),
        field("dashboard-claim-offer", claim.offer),
        field("dashboard-claim-order", claim.order),
        field("dashboard-claim-amount", claim.amount),
        field("dashboard-claim-date", claim.orderDate),
        field("dashboard-claim-comment", claim.comment),
        field("dashboard-claim-answer", claim.answer),
      ),
      h("h2", {}, t["dashboard-claim-history"] ?? ""),
      h(
        "ul",
        { class: "list" },
        ...claim.history.map((e) => h("li", {}, h("span", { class: "hint" }, e.when), " ", e.what)),
      ),
    );
  };
  clear(root, h("p", { class: "hint" }, t["dashboard-loading"] ?? ""));
  getJson<ClaimsAnswer>("claims")
    .then((read) => {
      answer = read;
      list();
    })
    .catch((error: unknown) => {
      if (error instanceof Refused && error.answer.problem === "no-client-credentials") {
        missingCredentials(root, t);
        return;
      }
      onError(error);
    });
}

/** An account connected without the client id and secret: what is missing and how to add it. */
function missingCredentials(root: HTMLElement, t: Record<string, string>): void {
  clear(
    root,
    h(
      "section",
      { class: "card", "data-test": "claims-need-client" },
      h("p", {}, t["dashboard-claims-need-client"] ?? ""),
      h("button", { class: "primary", onclick: closeApp }, t["dashboard-back-to-chat"] ?? ""),
    ),
  );
}
