import type { Context, MiddlewareFn } from "grammy";

type Shape = Record<string, unknown> | undefined;

const isId = (value: unknown) => Number.isSafeInteger(value);
const isUser = (user: unknown) => isId((user as Shape)?.id);
const optionalString = (value: unknown) => value === undefined || typeof value === "string";

/**
 * The fields the bot relies on, checked once at the door. Telegram always sends them; an update
 * that lacks them (a broken proxy, a forged webhook call) is dropped before any feature sees it.
 */
function wellFormed(update: Shape): boolean {
  const message = update?.message as Shape;
  if (message !== undefined) {
    const chat = message?.chat as Shape;
    return isId(message?.message_id) && isId(chat?.id) && optionalString(message?.text);
  }
  const query = update?.callback_query as Shape;
  if (query !== undefined) return isUser(query?.from) && optionalString(query?.data);
  const inline = update?.inline_query as Shape;
  if (inline !== undefined) {
    return (
      isUser(inline?.from) && typeof inline?.query === "string" && optionalString(inline?.offset)
    );
  }
  const member = update?.my_chat_member as Shape;
  if (member !== undefined) {
    const status = (member?.new_chat_member as Shape)?.status;
    return isUser(member?.from) && isId((member?.chat as Shape)?.id) && typeof status === "string";
  }
  return true;
}

export const dropMalformedUpdates: MiddlewareFn<Context> = (ctx, next) =>
  wellFormed(ctx.update as unknown as Shape) ? next() : undefined;
