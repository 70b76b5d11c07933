/**
 * The dashboard: the publisher's numbers as a Telegram Mini App, served by the bot's own HTTP
 * server under `/app/` (page) and `/app/api/…` (data, Telegram init data required). Opened from
 * the chat's menu button and the 📊 button under /stats and the digest (bot/dashboard-door.ts).
 * /disconnect puts the chat's menu button back to the command list.
 */
import { Composer } from "grammy";
import type { HandlerContext } from "../../core/context.js";
import type { Feature } from "../../core/feature.js";
import { DASHBOARD_MENU_KIND, forgetDashboardMenu } from "../../dashboard-door.js";
import { dashboardReceiver } from "./receiver.js";

export const dashboard: Feature = {
  name: "dashboard",
  composer: new Composer<HandlerContext>(),
  start: (deps) => ({ receivers: [dashboardReceiver(deps)] }),
  // The language the chat's menu button was set in.
  personKinds: [DASHBOARD_MENU_KIND],
  // The chat's menu button is the person's: put back once they forget everything (/disconnect).
  onForgetPerson: (storage, userId, deps) => forgetDashboardMenu(deps, storage, userId),
};
