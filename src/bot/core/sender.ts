import type { MiddlewareFn } from "grammy";
import { workOn } from "../accounts/active.js";
import { speakTo } from "../speech/middleware.js";
import type { BotContext } from "./context.js";

/**
 * Who sent the update, from one read of their record: how the bot speaks to them (`ctx.speech`,
 * `ctx.t`) and the account they work on (`ctx.account`). Installed on the bot and inside every
 * wizard.
 */
export const senderMiddleware: MiddlewareFn<BotContext> = async (ctx, next) => {
  const userId = ctx.from?.id;
  const user = userId === undefined ? undefined : await ctx.deps.storage.users.get(userId);
  await speakTo(ctx, user);
  await workOn(ctx, user);
  return next();
};
