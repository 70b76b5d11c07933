/**
 * The little of Telegram's Mini App bridge the page uses, without loading Telegram's script from
 * its host: the init data and theme from the URL's fragment, events posted to the client (the
 * phone apps' proxy, or the web client's window), and the events it sends back.
 */
interface Proxy {
  postEvent(type: string, data: string): void;
}

const fragment = new URLSearchParams(location.hash.slice(1));

/** The signed init data, exactly as Telegram sent it (the server checks it). */
export const initData =
  fragment.get("tgWebAppData") ?? sessionStorage.getItem("tgWebAppData") ?? "";
// A reload keeps the fragment, a navigation inside the page may not.
if (initData) sessionStorage.setItem("tgWebAppData", initData);

export function postEvent(type: string, data: unknown = {}): void {
  const proxy = (window as unknown as { TelegramWebviewProxy?: Proxy }).TelegramWebviewProxy;
  if (proxy) proxy.postEvent(type, JSON.stringify(data));
  else if (window.parent !== window) {
    window.parent.postMessage(JSON.stringify({ eventType: type, eventData: data }), "*");
  }
}

type Handler = (data: Record<string, unknown>) => void;
const handlers = new Map<string, Handler[]>();

export function onEvent(type: string, handler: Handler): void {
  handlers.set(type, [...(handlers.get(type) ?? []), handler]);
}

function receive(type: string, data: unknown): void {
  for (const handler of handlers.get(type) ?? []) handler((data ?? {}) as Record<string, unknown>);
}

// The phone apps call this global; the web client posts messages.
(window as unknown as { Telegram?: unknown }).Telegram = {
  WebView: { receiveEvent: receive },
};
window.addEventListener("message", (event) => {
  try {
    const message = JSON.parse(String(event.data)) as { eventType?: string; eventData?: unknown };
    if (message.eventType) receive(message.eventType, message.eventData);
  } catch {
    // Not a message of Telegram's.
  }
});

/** Theme parameters as CSS variables: --tg-bg-color, --tg-text-color, … */
export function applyTheme(params: Record<string, unknown>): void {
  const root = document.documentElement.style;
  for (const [name, value] of Object.entries(params)) {
    if (typeof value === "string" && /^#[0-9a-f]{3,8}$/i.test(value)) {
      root.setProperty(`--tg-${name.replaceAll("_", "-")}`, value);
    }
  }
  // Without Telegram's colours the page follows the phone's own setting (style.css's media query).
  if (typeof params.bg_color === "string") {
    document.documentElement.dataset.scheme = isDark(params.bg_color) ? "dark" : "light";
  } else delete document.documentElement.dataset.scheme;
}

function isDark(hex: string): boolean {
  const n = Number.parseInt(hex.slice(1, 7), 16);
  const [r, g, b] = [(n >> 16) & 255, (n >> 8) & 255, n & 255];
  return r * 0.299 + g * 0.587 + b * 0.114 < 128;
}

/** Insets Telegram reports (its header, the phone's notch) as CSS variables. */
function applyInsets(prefix: string, data: Record<string, unknown>): void {
  for (const side of ["top", "bottom", "left", "right"]) {
    const value = data[side];
    if (typeof value === "number") {
      document.documentElement.style.setProperty(`--tg-${prefix}-${side}`, `${value}px`);
    }
  }
}

export function startBridge(): void {
  try {
    applyTheme(JSON.parse(fragment.get("tgWebAppThemeParams") ?? "{}") as Record<string, unknown>);
  } catch {
    applyTheme({});
  }
  onEvent("theme_changed", (data) =>
    applyTheme((data.theme_params ?? {}) as Record<string, unknown>),
  );
  onEvent("safe_area_changed", (data) => applyInsets("safe", data));
  onEvent("content_safe_area_changed", (data) => applyInsets("content", data));
  postEvent("web_app_ready");
  postEvent("web_app_expand");
  postEvent("web_app_request_theme");
  postEvent("web_app_request_safe_area");
  postEvent("web_app_request_content_safe_area");
}

let backHandler: (() => void) | undefined;
onEvent("back_button_pressed", () => backHandler?.());

/** Telegram's back button: shown while `handler` is set. */
export function setBack(handler: (() => void) | undefined): void {
  backHandler = handler;
  postEvent("web_app_setup_back_button", { is_visible: handler !== undefined });
}

/** Back to the chat: closes the Mini App. */
export function closeApp(): void {
  postEvent("web_app_close");
}
