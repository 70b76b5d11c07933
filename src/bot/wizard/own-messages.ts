/**
 * The messages a wizard put its buttons on: those it sent or edited, noted as the replay engine
 * runs the wizard (sends are replayed with their logged answers, so every replay notes the same
 * ids). A wizard takes a press only from one of its own messages (answers.ts): the picker of a
 * wizard cancelled, finished or replaced is another wizard's, dead (core/live-buttons.ts).
 */
import type { Context, MiddlewareFn } from "grammy";

/** Per run of a wizard (the plugin builds a Conversation per replay): its messages. */
const owned = new WeakMap<object, Set<number>>();

export function ownMessages(conversation: object): Set<number> {
  let ids = owned.get(conversation);
  if (!ids) {
    ids = new Set();
    owned.set(conversation, ids);
  }
  return ids;
}

/** Is the press `ctx` carries on one of the wizard's own messages? */
export function pressedOwnMessage(conversation: object, ctx: Context): boolean {
  const id = ctx.callbackQuery?.message?.message_id;
  return id !== undefined && ownMessages(conversation).has(id);
}

/** The message a Bot API call put something into: its answer's, else the one it edited. */
function messageOf(payload: unknown, result: unknown): number | undefined {
  const answer = result as { message_id?: unknown } | undefined;
  if (typeof answer?.message_id === "number") return answer.message_id;
  const edited = (payload as { message_id?: unknown } | undefined)?.message_id;
  return typeof edited === "number" ? edited : undefined;
}

const WRITES_INTO_A_MESSAGE = /^(send|edit|copyMessage$)/;

/** A plugin of every wizard's contexts: notes the messages its calls send or edit. */
export function noteOwnMessages(conversation: object): MiddlewareFn<Context> {
  return (ctx, next) => {
    ctx.api.config.use(async (previous, method, payload, signal) => {
      const result = await previous(method, payload, signal);
      if (WRITES_INTO_A_MESSAGE.test(method) && method !== "sendChatAction") {
        const id = messageOf(payload, (result as { result?: unknown }).result);
        if (id !== undefined) ownMessages(conversation).add(id);
      }
      return result;
    });
    return next();
  };
}
