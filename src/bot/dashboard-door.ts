/**
 * The ways into the dashboard (features/dashboard) from the chat: the 📊 button under /stats and
 * the digest, and the chat's menu button, set for each connected publisher in their language.
 * Both need PUBLIC_URL (the page must be reachable over HTTPS); without it none is shown.
 */
import { InlineKeyboard } from "grammy";
import type { Config } from "../config.js";
import type { Language } from "../languages.js";
import type { Storage } from "../storage/index.js";
import type { BotDeps } from "./core/context.js";

export const DASHBOARD_PATH = "/app/";

/** The page's address, or undefined while the bot has no public address. */
export function dashboardUrl(config: Pick<Config, "publicUrl">): string | undefined {
  return config.publicUrl ? `${config.publicUrl}${DASHBOARD_PATH}` : undefined;
}

/** The "📊 Dashboard" button (it opens the page inside Telegram), or undefined without PUBLIC_URL. */
export function dashboardButton(t: (key: string) => string, config: Pick<Config, "publicUrl">) {
  const url = dashboardUrl(config);
  return url ? InlineKeyboard.webApp(t("dashboard-button"), url) : undefined;
}

/** The language the menu button was last set in, per publisher: set again only when it changes. */
export const DASHBOARD_MENU_KIND = "dashboard-menu";
const menuSet = (storage: Storage) => storage.records<Language>(DASHBOARD_MENU_KIND);

/**
 * The chat's menu button opens the dashboard, named in the publisher's language. Called when a
 * publisher connects, changes language, or opens /stats; a failure is logged, never in the way.
 */
export async function offerDashboardMenu(
  deps: BotDeps,
  userId: number,
  lang: Language,
): Promise<void> {
  const url = dashboardUrl(deps.config);
  if (!url || (await menuSet(deps.storage).get(userId)) === lang) return;
  try {
    await deps.outbox.telegram.setChatMenuButton({
      chat_id: userId,
      menu_button: {
        type: "web_app",
        text: deps.speeches.texts.translate(lang, "dashboard-menu"),
        web_app: { url },
      },
    });
    await menuSet(deps.storage).set(userId, lang);
  } catch (error) {
    deps.logger.warn({ err: error }, "could not set the dashboard menu button");
  }
}

/** After /disconnect the menu button is the command list again. */
export async function forgetDashboardMenu(
  deps: BotDeps,
  storage: Storage,
  userId: number,
): Promise<void> {
  if ((await menuSet(storage).get(userId)) === undefined) return;
  await deps.outbox.telegram
    .setChatMenuButton({ chat_id: userId, menu_button: { type: "default" } })
    .catch((error: unknown) => deps.logger.warn({ err: error }, "could not reset the menu button"));
}
