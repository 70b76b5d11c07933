/**
 * The Report page: the report card of the period chosen, as /report sends it in the chat. Every
 * line is the card's own (the server sends the caption's lines), set as text with its figures in
 * bold; the chart is the card's daily chart, and its button the card's CSV by day.
 */
import { download, getJson } from "./api.js";
import { chartView } from "./chart.js";
import { clear, h } from "./dom.js";
import { chosen, periodPicker } from "./period-picker.js";
import type { CardAnswer, Piece, Session } from "./types.js";

/** A figure and its change stay on one line: "13,721 (+4%)", "1 ($21,144.63)". */
const WITH_CHANGE = /(\S+ \([^)]*\))/;
const unit = (...children: (Node | string)[]) => h("span", { class: "unit" }, ...children);

/** A plain piece, its "figure (change)" kept whole. */
function plainNodes(text: string): (Node | string)[] {
  return text
    .split(WITH_CHANGE)
    .filter((part) => part !== "")
    .map((part) => (WITH_CHANGE.test(part) ? unit(part) : part));
}

/** One line of the card: its pieces, figures in <strong>, each with the change after it. */
function line(pieces: Piece[], tag: "p" | "li" = "p"): HTMLElement {
  const nodes: (Node | string)[] = [];
  for (const [text, bold] of pieces) {
    if (bold) {
      nodes.push(h("strong", {}, text));
      continue;
    }
    const change = /^ \([^)]*\)/.exec(text)?.[0];
    const figure = nodes.at(-1);
    if (change && figure instanceof HTMLElement && figure.tagName === "STRONG") {
      nodes.splice(-1, 1, unit(figure, change));
      nodes.push(...plainNodes(text.slice(change.length)));
    } else nodes.push(...plainNodes(text));
  }
  return h(tag, { class: "card-line" }, ...nodes);
}

function cardView(
  card: CardAnswer,
  t: Record<string, string>,
  csv: () => void,
): (Node | undefined | false)[] {
  // "🗓 Report card · " and the period: the period goes to the next line whole when it must.
  const [name, period] = card.title.split(/(?<= · )/);
  const head = h(
    "h1",
    { "data-test": "card-title" },
    name ?? "",
    period && h("span", { class: "keep" }, period),
  );
  if (card.notBegun)
    return [head, h("p", { class: "hint", "data-test": "not-begun" }, card.notBegun)];
  if (card.quiet) {
    return [
      head,
      h("section", { class: "card", "data-test": "card-quiet" }, ...card.quiet.map((l) => line(l))),
    ];
  }
  const offers = card.offers ?? [];
  const movers = card.movers ?? [];
  return [
    head,
    h("p", { class: "hint", "data-test": "card-compared" }, card.compared ?? ""),
    h(
      "section",
      { class: "card", "data-test": "card-headline" },
      ...(card.headline ?? []).map((l) => line(l)),
    ),
    card.chart && card.chart.points.length > 0
      ? chartView(card.chart.points, t, card.chart.axes)
      : undefined,
    offers.length + movers.length > 0 &&
      h(
        "section",
        { class: "card", "data-test": "card-offers" },
        offers.length > 0 && h("h2", {}, card.offersTitle ?? ""),
        offers.length > 0 && h("ol", { class: "card-offers" }, ...offers.map((l) => line(l, "li"))),
        ...movers.map((l) => line(l)),
      ),
    h(
      "section",
      { class: "card", "data-test": "card-money" },
      ...(card.money ?? []).map((l) => line(l)),
    ),
    h(
      "button",
      {
        class: "small",
        "data-test": "card-csv",
        onclick: () => csv(),
      },
      t["report-csv"] ?? "CSV",
    ),
  ];
}

export function reportPage(
  root: HTMLElement,
  session: Session,
  onError: (e: unknown) => void,
): void {
  const t = session.texts;
  const box = h("div", { "data-test": "card" });
  const status = (key: string) => clear(box, h("p", { class: "hint" }, t[key] ?? ""));
  const load = async () => {
    status("dashboard-loading");
    const asked = chosen.period;
    const card = await getJson<CardAnswer>(`card?${asked}`, () => status("dashboard-deferred"));
    // A period picked while this one was read: its own read shows it.
    if (asked === chosen.period) clear(box, ...cardView(card, t, () => csvOf(asked)));
  };
  const run = () => {
    load().catch(onError);
  };
  const csvOf = (period: string) => {
    download(`card-csv?${period}`).catch(onError);
  };
  clear(root, ...periodPicker(session, run), box);
  run();
}
