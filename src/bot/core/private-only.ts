import { InlineKeyboard, type MiddlewareFn } from "grammy";
import type { BotContext } from "./context.js";

/**
 * Account features answer in private chats only: the bot knows a publisher by `from.id`, and in a
 * group their data (or a key they type) would be seen by everyone. There a command of ours gets a
 * button that opens the private chat, a button press gets the same in an alert, and neither
 * reaches a feature or a wizard. Other updates from groups and channels go on (for features that
 * post there).
 */
export function privateOnly(
  commands: readonly string[],
  groupButtons: readonly string[] = [],
  groupCommands: readonly string[] = [],
): MiddlewareFn<BotContext> {
  const answered = new Set(groupCommands);
  const known = new Set(commands.filter((command) => !answered.has(command)));
  const posted = new Set(groupButtons);
  const outsidePrivate: MiddlewareFn<BotContext> = async (ctx, next) => {
    // Buttons a feature posts into a group itself (it checks who pressed them).
    const prefix = ctx.callbackQuery?.data?.split(":", 1)[0];
    if (prefix !== undefined && posted.has(prefix)) return next();
    if (ctx.callbackQuery) {
      await ctx.answerCallbackQuery({ text: ctx.t("private-only-alert"), show_alert: true });
      return;
    }
    const command = commandOf(ctx.message?.text, ctx.me.username);
    if (command === undefined || !known.has(command)) return next();
    await pointToPrivateChat(ctx, command);
  };
  return (ctx, next) => {
    const type = ctx.chat?.type;
    return type === undefined || type === "private" ? next() : outsidePrivate(ctx, next);
  };
}

/** "This works in our private chat only", with the button that opens it. */
export async function pointToPrivateChat(ctx: BotContext, command: string): Promise<void> {
  await ctx.reply(ctx.t("private-only", { command }), {
    reply_markup: new InlineKeyboard().url(
      ctx.t("private-only-open"),
      `https://t.me/${ctx.me.username}?start=${command === "connect" ? "connect" : "group"}`,
    ),
    ...(ctx.message ? { reply_parameters: { message_id: ctx.message.message_id } } : {}),
  });
}

/** `/stats@our_bot 7d` → "stats"; undefined for text that is no command, or one for another bot. */
function commandOf(text: string | undefined, username: string): string | undefined {
  const match = text && /^\/([A-Za-z0-9_]{1,32})(?:@(\w+))?(?:\s|$)/.exec(text);
  if (!match) return undefined;
  const [, command, mention] = match;
  if (mention !== undefined && mention.toLowerCase() !== username.toLowerCase()) return undefined;
  return command?.toLowerCase();
}
