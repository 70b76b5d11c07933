/**
 * The dashboard: the publisher's numbers as a Telegram Mini App, served by the bot's own HTTP
 * server under `/app/` (page) and `/app/api/…` (data, Telegram init data required). Opened from
 * the chat's menu button and the 📊 button under /stats and the digest (bot/dashboard-door.ts).
 * /disconnect puts the chat's menu button back to the command list.
 */
import { Composer } from "grammy";
import type { HandlerContext } from "../../core/context.js";
import type { Feature } from "../../core/feature.js";
import { forgetDashboardMenu } from "../../dashboard-door.js";
import { dashboardReceiver } from "./receiver.js";

export const dashboard: Feature = {
  name: "dashboard",
  composer: new Composer<HandlerContext>(),
  start: (deps) => ({ receivers: [dashboardReceiver(deps)] }),
  onForget: (storage, userId, deps) => forgetDashboardMenu(deps, storage, userId),
};
