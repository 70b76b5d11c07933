import { Composer, Context, type Middleware, type MiddlewareFn } from "grammy";
import type { HandlerContext } from "./context.js";
import { commandButton } from "./doors.js";
import type { Feature } from "./feature.js";
import { repeatCommandButton } from "./retry.js";

/**
 * The features, each update routed (`Composer.route`) to the one that answers it first: grammY
 * tries a composer's handlers one after another, each filter a composer of its own per update, so
 * a command or a button of a feature late in FEATURES would otherwise pass every earlier feature's
 * handlers (garbage enough to slow the whole bot down under load).
 * The route is a fixed table, built here once from what the features declare: a command goes
 * first to the feature that lists it in `commands` (grammY's own filter, `Context.has.command`),
 * a press to the feature that lists its kind in `buttons` (or the command its button runs).
 * So the same update goes to the same feature in every process, whatever came before.
 * What its first feature passes on (in a group, /stats goes on to team) goes on to the other
 * features in order; any other update takes them all in order.
 */
export function routedFeatures(
  features: readonly Feature[],
  last: Middleware<HandlerContext>,
): Composer<HandlerContext> {
  const buttons = buttonTable(features);
  const inOrder = inTurn([...features.map((feature) => feature.composer), last]);
  const routes: Record<string, Composer<HandlerContext>> = {};
  for (const feature of features) {
    const others = features.filter((other) => other !== feature).map((other) => other.composer);
    routes[feature.name] = inTurn([feature.composer, ...others, last]);
  }
  return new Composer<HandlerContext>().route(ownerOf(features, buttons), routes, inOrder);
}

/**
 * Features that see updates before the wizards (/cancel), each given only the commands and
 * buttons it declares: every other update goes on at the cost of one plain call, not a filter
 * per handler of theirs.
 */
export function ownUpdatesOnly(features: readonly Feature[]): MiddlewareFn<HandlerContext> {
  const owner = ownerOf(features, buttonTable(features));
  const handlers = new Map(
    features.map((feature) => [feature.name, feature.composer.middleware()]),
  );
  return (ctx, next) => {
    const name = owner(ctx);
    const handle = name === undefined ? undefined : handlers.get(name);
    return handle ? handle(ctx, next) : next();
  };
}

/** The feature a command or a press is for, by what the features declare; none for the rest. */
function ownerOf(
  features: readonly Feature[],
  buttons: ReadonlyMap<string, string>,
): (ctx: HandlerContext) => string | undefined {
  const commands = features.map((feature) => ({
    name: feature.name,
    owns: Context.has.command([...(feature.commands ?? [])]),
  }));
  return (ctx) => {
    const data = ctx.callbackQuery?.data;
    if (data !== undefined) return buttons.get(kindOf(data));
    return commands.find((command) => command.owns(ctx))?.name;
  };
}

/**
 * Each button prefix and the feature that declares it: its `buttons`, and the menu button and the
 * Try again of each of its commands (`commandButton`, `repeatCommandButton`, answered by
 * `privateCommand`). A prefix declared twice is a
 * mistake found at start, not a press that goes to whichever feature comes first.
 */
function buttonTable(features: readonly Feature[]): Map<string, string> {
  const table = new Map<string, string>();
  for (const feature of features) {
    const kinds = [
      ...(feature.buttons ?? []),
      ...(feature.commands ?? []).flatMap((command) => [
        commandButton(command),
        repeatCommandButton(command),
      ]),
    ];
    for (const { prefix } of kinds) {
      const owner = table.get(prefix);
      if (owner !== undefined && owner !== feature.name)
        throw new Error(`button ${prefix} declared by both ${owner} and ${feature.name}`);
      table.set(prefix, feature.name);
    }
  }
  return table;
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
