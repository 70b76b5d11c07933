/**
 * The dashboard page: Stats, Report, Claims and Money tabs over the bot's own /app/api. Opened inside
 * Telegram (init data and theme in the URL's fragment); refused data shows what to do and a way
 * back to the chat.
 */
import { getJson, Refused } from "./api.js";
import { claimsPage } from "./claims.js";
import { clear, h } from "./dom.js";
import { moneyPage } from "./money.js";
import { reportPage } from "./report.js";
import { statsPage } from "./stats.js";
import { closeApp, startBridge } from "./telegram.js";
import type { Session } from "./types.js";

const app = document.getElementById("app") as HTMLElement;

function refusedView(texts: Record<string, string>, problem: string): void {
  const notConnected = problem === "not-connected";
  clear(
    app,
    h(
      "section",
      { class: "card denied", "data-test": "denied" },
      h(
        "h1",
        {},
        texts[notConnected ? "dashboard-title" : "dashboard-denied-title"] ?? "Dashboard",
      ),
      h("p", {}, texts[notConnected ? "dashboard-not-connected" : "dashboard-denied-text"] ?? ""),
      h(
        "button",
        { class: "primary", onclick: closeApp },
        texts["dashboard-back-to-chat"] ?? "Back to the chat",
      ),
    ),
  );
}

function failedView(box: HTMLElement, texts: Record<string, string>, retry: () => void): void {
  clear(
    box,
    h(
      "section",
      { class: "card" },
      h("p", {}, texts["dashboard-failed"] ?? ""),
      h("button", { class: "primary", onclick: retry }, texts["dashboard-retry"] ?? ""),
    ),
  );
}

async function boot(): Promise<void> {
  startBridge();
  let session: Session;
  try {
    session = await getJson<Session>("session");
  } catch (error) {
    if (error instanceof Refused) refusedView(error.answer.texts ?? {}, error.answer.problem);
    return;
  }
  const t = session.texts;
  document.documentElement.lang = session.lang;
  document.title = t["dashboard-title"] ?? "Dashboard";
  const page = h("div", { class: "page" });
  const pages: Record<string, (root: HTMLElement) => void> = {
    stats: (root) => statsPage(root, session, (e) => onError(e, () => show("stats"))),
    report: (root) => reportPage(root, session, (e) => onError(e, () => show("report"))),
    claims: (root) => claimsPage(root, t, (e) => onError(e, () => show("claims"))),
    money: (root) => moneyPage(root, t, (e) => onError(e, () => show("money"))),
  };
  const tabs = h("nav", { class: "tabs", role: "tablist" });
  const show = (name: string) => {
    for (const tab of tabs.children)
      tab.setAttribute("aria-selected", String((tab as HTMLElement).dataset.tab === name));
    pages[name]?.(page);
  };
  const onError = (error: unknown, retry: () => void) => {
    if (error instanceof Refused && (error.answer.status === 401 || error.answer.status === 403)) {
      refusedView(error.answer.texts ?? t, error.answer.problem);
      return;
    }
    failedView(page, t, retry);
  };
  for (const name of Object.keys(pages)) {
    const tab = h("button", { role: "tab", "data-tab": name }, t[`dashboard-tab-${name}`] ?? name);
    tab.addEventListener("click", () => show(name));
    tabs.append(tab);
  }
  // Several accounts in one chat: the picker goes here, above the tabs (session.accounts).
  const accounts = h("div", { class: "accounts", hidden: "" });
  clear(app, accounts, tabs, page);
  show("stats");
}

void boot();
