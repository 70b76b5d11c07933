/** The publisher API with every call toward the network counted while in flight (bench children). */
import type { PublisherApi } from "../src/publisher-api/index.js";

export interface InFlight {
  now: number;
  peak: number;
  calls: number;
}

/** Each method of an API area, counted while its promise is pending. */
function counted<T extends object>(area: T, inFlight: InFlight): T {
  return new Proxy(area, {
    get(target, key) {
      const value: unknown = Reflect.get(target, key);
      if (typeof value !== "function") return value;
      return (...args: unknown[]) => {
        const result: unknown = value.apply(target, args);
        if (!(result instanceof Promise)) return result;
        inFlight.calls += 1;
        inFlight.now += 1;
        inFlight.peak = Math.max(inFlight.peak, inFlight.now);
        return result.finally(() => {
          inFlight.now -= 1;
        });
      };
    },
  });
}

/** The API as the job sees it, with every call toward the network counted. */
export function countedApi(api: PublisherApi, inFlight: InFlight): PublisherApi {
  return {
    ...api,
    forPublisher(credentials) {
      const client = api.forPublisher(credentials);
      return {
        catalog: counted(client.catalog, inFlight),
        analytics: counted(client.analytics, inFlight),
        references: counted(client.references, inFlight),
        statistics: counted(client.statistics, inFlight),
        tools: counted(client.tools, inFlight),
        account: counted(client.account, inFlight),
        lostOrders: counted(client.lostOrders, inFlight),
      };
    },
  };
}
