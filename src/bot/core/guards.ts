/**
 * Guards as structure: a publisher's command or button is registered through these, which hand
 * the handler the caller's own client (built from the caller's own stored credentials, whatever a
 * button's data says), in a private chat only. A publisher who has not connected is told how to.
 */
import type { CallbackQueryContext, ChatTypeContext, Composer } from "grammy";
import type { PublisherClient } from "../../publisher-api/index.js";
import { actFor } from "../accounts/active.js";
import { type CallbackKind, type CallbackValues, onButton, type Schema } from "./callback-data.js";
import type { HandlerContext } from "./context.js";
import { commandButton } from "./doors.js";
import { requirePublisher } from "./publisher.js";
import { failedWords, repeatCommandButton } from "./retry.js";

/** An update in a private chat: a command there, or a press of its menu button. */
export type PrivateContext = ChatTypeContext<HandlerContext, "private">;

/** A command's handler: the update, and the words after the command ("" from its menu button). */
export type CommandHandler = (ctx: PrivateContext, words: string) => Promise<unknown>;

/**
 * A command answered in private chats only (groups get the "open the private chat" button). Its
 * menu button (`commandButton`) runs it too, as the command without words; its Try again under a
 * failure (`repeatCommandButton`, retry.ts) with the words it failed with.
 */
export function privateCommand(
  composer: Composer<HandlerContext>,
  command: string,
  handler: CommandHandler,
): void {
  composer.chatType("private").command(command, (ctx) => handler(ctx, ctx.match));
  onButton(composer, commandButton(command), async (ctx) => {
    if (!ctx.hasChatType("private")) return;
    await ctx.answerCallbackQuery();
    await handler(ctx, "");
  });
  onButton(composer, repeatCommandButton(command), async (ctx) => {
    if (!ctx.hasChatType("private")) return;
    const words = await failedWords(ctx, command);
    if (words === undefined)
      return ctx.answerCallbackQuery({ text: ctx.t("button-expired"), show_alert: true });
    await ctx.answerCallbackQuery();
    await handler(ctx, words);
  });
}

/** A command of a connected publisher: the handler gets the caller's own client. */
export function publisherCommand(
  composer: Composer<HandlerContext>,
  command: string,
  handler: (ctx: PrivateContext, client: PublisherClient, words: string) => Promise<unknown>,
): void {
  privateCommand(composer, command, async (ctx, words) => {
    const client = await requirePublisher(ctx);
    if (client) await handler(ctx, client, words);
  });
}

/**
 * A button of a connected publisher: its values unpacked, and the caller's own client. A button
 * that carries its account (a field `account`) acts for that account of the caller's, else for
 * the active one; a number that is not the caller's changes nothing.
 */
export function publisherButton<S extends Schema>(
  composer: Composer<HandlerContext>,
  kind: CallbackKind<S>,
  handler: (
    ctx: CallbackQueryContext<HandlerContext>,
    values: CallbackValues<S>,
    client: PublisherClient,
  ) => Promise<unknown>,
): void {
  onButton(composer, kind, async (ctx, values) => {
    const account = kind.schema.account === "account" ? Number(values.account) : 0;
    if (!(await actFor(ctx, account))) return;
    const client = await requirePublisher(ctx);
    if (client) await handler(ctx, values, client);
  });
}
