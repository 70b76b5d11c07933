/**
 * The period picker the Stats and Report pages share: the presets the server names (resolved by
 * the server, never here) and a custom range of dates. The period chosen is kept across tabs, so
 * the Report page shows the card of the days the Stats page showed, and back.
 */
import { h } from "./dom.js";
import type { Session } from "./types.js";

/** The period asked for: `preset=7d` or `from=…&to=…`, as the server's period question reads it. */
export const chosen = { period: "preset=7d" };

/** The chips and the range form; `onPick` runs once a period is chosen (kept in `chosen`). */
export function periodPicker(session: Session, onPick: () => void): HTMLElement[] {
  const t = session.texts;
  const chips = h("div", { class: "chips periods", role: "radiogroup" });
  const pick = (period: string, chip: HTMLElement) => {
    chosen.period = period;
    for (const other of chips.children) other.setAttribute("aria-checked", String(other === chip));
    onPick();
  };
  for (const preset of session.presets) {
    const chip = h(
      "button",
      {
        role: "radio",
        "data-preset": preset,
        "aria-checked": String(chosen.period === `preset=${preset}`),
      },
      t[`preset-${preset}`] ?? preset,
    );
    chip.addEventListener("click", () => pick(`preset=${preset}`, chip));
    chips.append(chip);
  }
  const typed = /^from=([\d-]+)&to=([\d-]+)$/.exec(chosen.period);
  const from = h("input", {
    type: "date",
    max: session.today,
    value: typed?.[1] ?? "",
    "aria-label": t["dashboard-period-from"] ?? "",
  });
  const to = h("input", {
    type: "date",
    max: session.today,
    value: typed?.[2] ?? session.today,
    "aria-label": t["dashboard-period-to"] ?? "",
  });
  const custom = h(
    "button",
    { role: "radio", "aria-checked": String(typed !== null) },
    t["dashboard-period-custom"] ?? "",
  );
  const range = h(
    "form",
    { class: "range", hidden: "" },
    from,
    to,
    h("button", { type: "submit" }, t["dashboard-period-show"] ?? ""),
  );
  custom.addEventListener("click", () => range.toggleAttribute("hidden"));
  range.addEventListener("submit", (event) => {
    event.preventDefault();
    if (from.value && to.value) pick(`from=${from.value}&to=${to.value}`, custom);
  });
  chips.append(custom);
  // Once on the page: the chosen period in view (the row scrolls sideways on a phone).
  queueMicrotask(() =>
    chips
      .querySelector('[aria-checked="true"]')
      ?.scrollIntoView({ inline: "center", block: "nearest" }),
  );
  return [chips, range];
}
