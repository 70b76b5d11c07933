import { Composer, type Middleware, type MiddlewareFn } from "grammy";
import type { HandlerContext } from "./context.js";
import type { Feature } from "./feature.js";
import {
  type KeyedHandler,
  type KeyedTable,
  keyedButtons,
  keyedCommands,
} from "./keyed-handlers.js";

type Route = MiddlewareFn<HandlerContext>;

/**
 * Dispatch by key: a command and a button press go straight to the one handler that answers it,
 * through tables built once from the features when the bot is built, instead of passing every
 * feature's composer in turn. A key registered on a feature's inner composer (or by grammY's own
 * `command`) goes to that feature's composer; what no table knows (free text, an inline query, a
 * chat shared, a member change) takes the whole chain as before, and so does an update its owner
 * passes on.
 */
export function dispatchByKey(
  features: readonly Feature[],
  last: Middleware<HandlerContext>,
): Route {
  const chain = new Composer<HandlerContext>(...features.map((f) => f.composer), last).middleware();
  const byCommand = new Map<string, Route>();
  for (const feature of features) {
    const owner = feature.composer.middleware();
    for (const command of feature.commands ?? []) byCommand.set(command, owner);
  }
  const handlerOf = keyedHandlers(features.map((feature) => feature.composer));
  return (ctx, next) => {
    const handler = handlerOf(ctx);
    if (handler) return handler(ctx);
    const onward = async () => {
      await chain(ctx, next);
    };
    const command = ctx.callbackQuery ? undefined : commandOf(ctx)?.command.toLowerCase();
    const owner = command === undefined ? undefined : byCommand.get(command);
    return owner ? owner(ctx, onward) : onward();
  };
}

/**
 * The commands and buttons of these composers, called straight by key; any other update goes on
 * without entering them (what is answered before the wizards: /cancel, Try again).
 */
export function keysOnly(composers: readonly Composer<HandlerContext>[]): Route {
  const handlerOf = keyedHandlers(composers);
  return (ctx, next) => handlerOf(ctx)?.(ctx) ?? next();
}

/**
 * The handler registered for this update's key on one of `composers` (a private chat's command,
 * with `ctx.match` set as grammY sets it, or a button's kind), if one alone was.
 */
function keyedHandlers(
  composers: readonly Composer<HandlerContext>[],
): (ctx: HandlerContext) => KeyedHandler | undefined {
  const owners = new Set(composers);
  const commands = soleHandlers(keyedCommands(), owners);
  const buttons = soleHandlers(keyedButtons(), owners);
  return (ctx) => {
    const data = ctx.callbackQuery?.data;
    if (data !== undefined) return buttons.get(prefixOf(data));
    const typed = ctx.chat?.type === "private" ? commandOf(ctx) : undefined;
    const handler = typed && commands.get(typed.command);
    if (typed && handler) ctx.match = typed.words;
    return handler || undefined;
  };
}

const prefixOf = (data: string) => {
  const end = data.indexOf(":");
  return end < 0 ? data : data.slice(0, end);
};

/** The keys registered once, on a feature's own composer: their handlers are called straight. */
function soleHandlers(
  table: KeyedTable,
  mains: ReadonlySet<Composer<HandlerContext>>,
): Map<string, KeyedHandler> {
  const sole = new Map<string, KeyedHandler>();
  for (const [key, registrations] of table) {
    const [only] = registrations;
    if (registrations.length === 1 && only && mains.has(only.composer)) sole.set(key, only.handler);
  }
  return sole;
}

/**
 * The command a message starts with (`/offers@bot taxi` → offers), matched as grammY's `command`
 * matches it (the name as typed, the bot's name in any case), and the words after it as grammY
 * sets them in `ctx.match`.
 */
function commandOf(ctx: HandlerContext): Typed | undefined {
  // Asked for twice per update (the keys before the wizards, then the rest): read once.
  const holder = ctx as { [TYPED]?: Typed | null };
  let typed = holder[TYPED];
  if (typed === undefined) {
    typed = readCommand(ctx) ?? null;
    holder[TYPED] = typed;
  }
  return typed ?? undefined;
}

interface Typed {
  command: string;
  words: string;
}

const TYPED = Symbol("command typed");

function readCommand(ctx: HandlerContext): Typed | undefined {
  const message = ctx.message;
  const text = message?.text;
  if (!message || text?.[0] !== "/") return undefined;
  const entity = message.entities?.[0];
  if (entity?.type !== "bot_command" || entity.offset !== 0) return undefined;
  const typed = text.substring(1, entity.length);
  const at = typed.indexOf("@");
  if (at >= 0 && typed.slice(at + 1).toLowerCase() !== ctx.me.username.toLowerCase()) {
    return undefined;
  }
  const words = text.substring(typed.length + 1).trimStart();
  return { command: at < 0 ? typed : typed.slice(0, at), words };
}
