import { Composer, type Middleware, type MiddlewareFn } from "grammy";
import { buttonPrefixes, composersOfButton } from "./callback-data.js";
import type { HandlerContext } from "./context.js";
import type { Feature } from "./feature.js";

/**
 * Dispatch by key: a command and a button press go straight to the one feature that owns it,
 * through a table built once from the features when the bot is built, instead of passing every
 * feature's composer in turn. What the table does not know (free text, an inline query, a chat
 * shared, a member change, a button registered on a feature's inner composer) takes the whole
 * chain as before, and so does an update its owner passes on.
 */
export function dispatchByKey(
  features: readonly Feature[],
  last: Middleware<HandlerContext>,
): MiddlewareFn<HandlerContext> {
  const chain = new Composer<HandlerContext>(...features.map((f) => f.composer), last).middleware();
  const byCommand = new Map<string, MiddlewareFn<HandlerContext>>();
  const byButton = new Map<string, MiddlewareFn<HandlerContext>>();
  for (const feature of features) {
    const owner = feature.composer.middleware();
    for (const command of feature.commands ?? []) byCommand.set(command, owner);
    for (const prefix of buttonPrefixes()) {
      // Only a prefix one feature alone handles is routed; a shared one takes the chain.
      const composers = composersOfButton(prefix);
      if (composers.size === 1 && composers.has(feature.composer)) byButton.set(prefix, owner);
    }
  }
  return (ctx, next) => {
    const owner = ownerOf(ctx, byCommand, byButton);
    if (!owner) return chain(ctx, next);
    return owner(ctx, async () => {
      await chain(ctx, next);
    });
  };
}

function ownerOf(
  ctx: HandlerContext,
  byCommand: ReadonlyMap<string, MiddlewareFn<HandlerContext>>,
  byButton: ReadonlyMap<string, MiddlewareFn<HandlerContext>>,
): MiddlewareFn<HandlerContext> | undefined {
  const data = ctx.callbackQuery?.data;
  if (data !== undefined) {
    const end = data.indexOf(":");
    return byButton.get(end < 0 ? data : data.slice(0, end));
  }
  const command = commandOf(ctx);
  return command === undefined ? undefined : byCommand.get(command);
}

/** The command a message starts with (`/offers@bot taxi` → offers), as grammY's `command` reads it. */
function commandOf(ctx: HandlerContext): string | undefined {
  const message = ctx.message;
  const text = message?.text;
  if (!message || text?.[0] !== "/") return undefined;
  const entity = message.entities?.[0];
  if (entity?.type !== "bot_command" || entity.offset !== 0) return undefined;
  const [name, bot] = text.slice(1, entity.length).split("@");
  if (bot !== undefined && bot.toLowerCase() !== ctx.me.username.toLowerCase()) return undefined;
  return name?.toLowerCase();
}
