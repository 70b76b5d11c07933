/**
 * "Try again" under an answer that says the network failed: the same button again, or, under a
 * failed command, a button that runs the command's handler once more with the words it was sent
 * with (guards.ts' `privateCommand` answers it, as it answers the command's menu button).
 */
import { InlineKeyboard } from "grammy";
import type { Storage } from "../../storage/index.js";
import { callbackKind } from "./callback-data.js";
import type { BotContext } from "./context.js";

/** Try again under a failed `/command` (the prefix names it, so the route finds its feature). */
export const repeatCommandButton = (command: string) => callbackKind(`repeat-${command}`, {});

/** A failed command is kept this long for its Try again button. */
const RETRY_TTL_MS = 24 * 60 * 60_000;

/** The record of a failed command for Try again (kept per person: it is their chat). */
export const RETRY_KIND = "retry-command";

const failedCommands = (storage: Storage) => storage.records<string>(RETRY_KIND);

/** A command's text read as Telegram's client writes it: `/name[@bot] words`. */
function commandOf(text: string): { name: string; words: string } | undefined {
  const match = /^\/([^\s@]+)(?:@\S+)?\s*([\s\S]*)$/.exec(text);
  return match ? { name: match[1] ?? "", words: match[2] ?? "" } : undefined;
}

/**
 * Try again under a failed update: the same button again, or, for a command of this bot in a
 * private chat, its Try again (the text kept for it); undefined when there is nothing to repeat.
 */
export async function repeatUpdateKeyboard(ctx: BotContext): Promise<InlineKeyboard | undefined> {
  const label = ctx.t("button-try-again");
  const data = ctx.callbackQuery?.data;
  if (data) return new InlineKeyboard().text(label, data);
  const text = ctx.message?.text;
  const command = text === undefined ? undefined : commandOf(text);
  const userId = ctx.from?.id;
  if (!command || !ctx.commands.includes(command.name) || userId === undefined) return undefined;
  if (ctx.chat?.type !== "private") return undefined;
  await failedCommands(ctx.deps.storage).set(userId, text ?? "", RETRY_TTL_MS);
  return new InlineKeyboard().text(label, repeatCommandButton(command.name).pack({}));
}

/** The words `command` failed with last in this person's chat; undefined when none is kept. */
export async function failedWords(ctx: BotContext, command: string): Promise<string | undefined> {
  const userId = ctx.from?.id;
  if (userId === undefined) return undefined;
  const text = await failedCommands(ctx.deps.storage).get(userId);
  const failed = text === undefined ? undefined : commandOf(text);
  return failed?.name === command ? failed.words : undefined;
}
