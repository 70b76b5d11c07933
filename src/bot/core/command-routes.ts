import { Composer, Context, type Middleware } from "grammy";
import type { HandlerContext } from "./context.js";
import type { Feature } from "./feature.js";

/**
 * The features in FEATURES order, with a command routed (`Composer.route`) to the feature that
 * lists it in `commands` first: grammY tries a composer's handlers one after another, so a
 * command late in FEATURES would pass every earlier feature's handlers first. The command is
 * matched by grammY's own filter (`Context.has.command`), as the feature's handler matches it.
 * A command its feature passes on (in a group, /stats is answered by team) goes on to the other
 * features in order; every other update takes them all in order.
 */
export function featuresByCommand(
  features: readonly Feature[],
  last: Middleware<HandlerContext>,
): Composer<HandlerContext> {
  const inOrder = new Composer<HandlerContext>(...features.map((f) => f.composer), last);
  const owners = features
    .filter((feature) => (feature.commands ?? []).length > 0)
    .map((feature) => ({
      name: feature.name,
      owns: Context.has.command([...(feature.commands ?? [])]),
      route: new Composer<HandlerContext>(
        feature.composer,
        ...features.filter((other) => other !== feature).map((other) => other.composer),
        last,
      ),
    }));
  const routes = Object.fromEntries(owners.map((owner) => [owner.name, owner.route]));
  return new Composer<HandlerContext>().route(
    (ctx) => owners.find((owner) => owner.owns(ctx))?.name,
    routes,
    inOrder,
  );
}
