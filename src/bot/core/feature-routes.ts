import { Composer, Context, type Middleware, type MiddlewareFn } from "grammy";
import type { HandlerContext } from "./context.js";
import type { Feature } from "./feature.js";

/**
 * The features, each update routed (`Composer.route`) to the one that answers it first: grammY
 * tries a composer's handlers one after another, each filter a composer of its own per update, so
 * a command or a button of a feature late in FEATURES would otherwise pass every earlier feature's
 * handlers (garbage enough to slow the whole bot down under load).
 * - A command goes first to the feature that lists it in `commands`, matched by grammY's own
 *   filter (`Context.has.command`), as the feature's handler matches it.
 * - A press goes first to the feature that answered the last press of its kind (the data up to
 *   its first ":", `callbackKind`'s prefix): learned from the presses, so no feature lists its
 *   buttons twice. Only a feature's own answer is learned, never `last`'s (a stale button).
 * What its first feature passes on (in a group, /stats goes on to team) goes on to the other
 * features in order; any other update, and the first press of a kind, takes them all in order.
 */
export function routedFeatures(
  features: readonly Feature[],
  last: Middleware<HandlerContext>,
): Composer<HandlerContext> {
  const answeredBy = new Map<string, string>();
  const learning = (feature: Feature): MiddlewareFn<HandlerContext> => {
    const inner = feature.composer.middleware();
    return async (ctx, next) => {
      const data = ctx.callbackQuery?.data;
      if (data === undefined) return inner(ctx, next);
      let passed = false;
      await inner(ctx, () => {
        passed = true;
        return next();
      });
      if (!passed) answeredBy.set(kindOf(data), feature.name);
    };
  };
  const inOrder = inTurn([...features.map(learning), last]);
  const routes: Record<string, Composer<HandlerContext>> = {};
  for (const feature of features) {
    const others = features.filter((other) => other !== feature).map(learning);
    routes[feature.name] = inTurn([learning(feature), ...others, last]);
  }
  const commands = features.map((feature) => ({
    name: feature.name,
    owns: Context.has.command([...(feature.commands ?? [])]),
  }));
  const routeOf = (ctx: HandlerContext): string | undefined => {
    const data = ctx.callbackQuery?.data;
    if (data !== undefined) return answeredBy.get(kindOf(data));
    return commands.find((command) => command.owns(ctx))?.name;
  };
  return new Composer<HandlerContext>().route(routeOf, routes, inOrder);
}

/**
 * Middleware tried one after another, each composer holding one and the rest: an update passes a
 * layer per middleware before the one that answers it, not one per middleware of the list (as
 * `new Composer(...list)` nests them), so the first feature answers at the cost of one.
 */
function inTurn(list: readonly Middleware<HandlerContext>[]): Composer<HandlerContext> {
  return list.reduceRight<Composer<HandlerContext>>(
    (rest, middleware) => new Composer(middleware, rest),
    new Composer(),
  );
}

/** A button's kind: its data up to the first ":" (callback-data.ts packs the prefix first). */
function kindOf(data: string): string {
  const end = data.indexOf(":");
  return end < 0 ? data : data.slice(0, end);
}
