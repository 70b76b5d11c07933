/**
 * "Try again" under an answer that says the network failed: the same button again, or, under a
 * failed command, a button that runs the command again as if it were sent now.
 */
import { type Bot, Composer, InlineKeyboard } from "grammy";
import type { Storage } from "../../storage/index.js";
import { callbackKind, onButton } from "./callback-data.js";
import type { BotContext, HandlerContext } from "./context.js";

export const retryCommandButton = callbackKind("repeat-command", {});

/** A failed command is kept this long for its Try again button. */
const RETRY_TTL_MS = 24 * 60 * 60_000;

/** The record of a failed command for Try again (kept per person: it is their chat). */
export const RETRY_KIND = "retry-command";

const failedCommands = (storage: Storage) => storage.records<string>(RETRY_KIND);

/** Try again under a failed update: the same button again, or the failed command run anew; undefined when there is nothing to repeat. */
export async function repeatUpdateKeyboard(ctx: BotContext): Promise<InlineKeyboard | undefined> {
  const label = ctx.t("button-try-again");
  const data = ctx.callbackQuery?.data;
  if (data) return new InlineKeyboard().text(label, data);
  const text = ctx.message?.text;
  const userId = ctx.from?.id;
  if (!text?.startsWith("/") || userId === undefined) return undefined;
  await failedCommands(ctx.deps.storage).set(userId, text, RETRY_TTL_MS);
  return new InlineKeyboard().text(label, retryCommandButton.pack({}));
}

/** Answers Try again under a failed command by handing the command to the bot once more. */
export function retryCommands(bot: Bot<HandlerContext>): Composer<HandlerContext> {
  const composer = new Composer<HandlerContext>();
  onButton(composer, retryCommandButton, async (ctx) => {
    const text = await failedCommands(ctx.deps.storage).get(ctx.from.id);
    const chat = ctx.chat;
    if (!text || !chat || chat.type === "channel") {
      await ctx.answerCallbackQuery({ text: ctx.t("button-expired"), show_alert: true });
      return;
    }
    await ctx.answerCallbackQuery();
    const command = text.split(/\s/, 1)[0] ?? text;
    const message = {
      message_id: ctx.callbackQuery.message?.message_id ?? 0,
      date: Math.floor(Date.now() / 1000),
      chat,
      from: ctx.from,
      text,
      entities: [{ type: "bot_command" as const, offset: 0, length: command.length }],
    };
    // Not awaited: this chat's updates run one at a time, and this press holds the turn.
    void bot.handleUpdate({ update_id: ctx.update.update_id, message }).catch(() => undefined);
  });
  return composer;
}
