import type { MiddlewareFn } from "grammy";
import { setAccount } from "../accounts/active.js";
import { rememberClientLanguage, setSpeech } from "../speech/middleware.js";
import type { BotContext } from "./context.js";

/**
 * Who sent the update, from one read of their record: how the bot speaks to them (`ctx.speech`,
 * `ctx.t`) and the account they work on (`ctx.account`). Installed on the bot and inside every
 * wizard.
 */
export const senderMiddleware: MiddlewareFn<BotContext> = async (ctx, next) => {
  const userId = ctx.from?.id;
  const { storage } = ctx.deps;
  const user = userId === undefined ? undefined : await storage.users.get(userId);
  // Plain calls and one await at most on the common path: this runs for every update.
  const remember = setSpeech(ctx, user);
  if (remember !== undefined && userId !== undefined)
    await rememberClientLanguage(storage, userId, remember);
  setAccount(ctx, userId ?? 0, storage.accounts.ofRecord(user));
  return next();
};
