import { InlineKeyboard } from "grammy";
import type { BotContext } from "../../core/context.js";

/** Under a shared post: one button to the affiliate link, when it is a web address. */
export function sharedPostKeyboard(ctx: BotContext, url: string): InlineKeyboard | undefined {
  if (!/^https?:\/\/\S+$/i.test(url)) return undefined;
  return new InlineKeyboard().url(ctx.t("inline-open"), url);
}
