import { Composer, InlineKeyboard, type MiddlewareFn } from "grammy";
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
  const outside = new Composer<BotContext>();
  const posted = new Set(groupButtons);
  outside.on("callback_query", async (ctx, next) => {
    // Buttons a feature posts into a group itself (it checks who pressed them).
    const prefix = ctx.callbackQuery.data?.split(":", 1)[0];
    if (prefix !== undefined && posted.has(prefix)) return next();
    await ctx.answerCallbackQuery({ text: ctx.t("private-only-alert"), show_alert: true });
  });
  const answered = new Set(groupCommands);
  for (const command of commands) {
    if (!answered.has(command)) outside.command(command, (ctx) => pointToPrivateChat(ctx, command));
  }
  const inGroups = outside.middleware();
  // A plain check first: most updates come from private chats and need no filter.
  return (ctx, next) => {
    const type = ctx.chat?.type;
    if (type === "private" && !pressedInOwnChat(ctx)) return refusePress(ctx);
    return type === undefined || type === "private" ? next() : inGroups(ctx, next);
  };
}

/**
 * A press in a private chat comes from that chat's own user: Telegram never sends another, but a
 * forged webhook call could, and must not act on (or show) one publisher's message for another.
 */
function pressedInOwnChat(ctx: BotContext): boolean {
  const query = ctx.callbackQuery;
  return query?.message === undefined || query.message.chat.id === query.from.id;
}

async function refusePress(ctx: BotContext): Promise<void> {
  await ctx.answerCallbackQuery({ text: ctx.t("button-not-yours"), show_alert: true });
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
