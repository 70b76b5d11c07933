/**
 * The factory: one PublisherApi per process (pools and token cache live here), and a cheap
 * PublisherClient per publisher per call, bound to that publisher's own credentials.
 */
import { Account } from "./account.js";
import { Analytics } from "./analytics.js";
import { Catalog } from "./catalog.js";
import { type ApiCallEvent, Transport } from "./http.js";
import { LostOrders } from "./lost-orders.js";
import { References } from "./references.js";
import { type ApiContext, type PublisherCredentials, PublisherSession } from "./session.js";
import { Statistics } from "./statistics.js";
import { TokenCache } from "./token.js";
import { Tools } from "./tools.js";

export interface PublisherApiOptions {
  /** the API's {base_url}, e.g. https://api.example.com or the sandbox's address */
  baseUrl: string;
  /** the token server's {auth_url}; defaults to baseUrl */
  authUrl?: string;
  /** budget of one HTTP attempt (connect, headers, body), default 10 000 ms */
  timeoutMs?: number;
  /** extra attempts of a GET after a network failure or a 500, default 2 */
  retries?: number;
  /** how long a deferred statistics report is waited for, default 60 000 ms */
  reportTimeoutMs?: number;
  /** one event per HTTP attempt, for metrics */
  onCall?: (e: ApiCallEvent) => void;
}

export interface PublisherClient {
  readonly catalog: Catalog;
  readonly analytics: Analytics;
  readonly references: References;
  readonly statistics: Statistics;
  readonly tools: Tools;
  readonly account: Account;
  readonly lostOrders: LostOrders;
}

export interface PublisherApi {
  forPublisher(credentials: PublisherCredentials): PublisherClient;
  /** resolves when the token server accepts the pair, throws AuthRejected otherwise */
  verifyClientCredentials(clientId: string, clientSecret: string): Promise<void>;
  /**
   * The zone the network counts statistics days in (`time_zone_api_stat`) as its last statistics
   * answer said, as sent; undefined before the first one.
   */
  readonly statisticsZone: string | undefined;
  close(): Promise<void>;
}

class Client implements PublisherClient {
  readonly catalog: Catalog;
  readonly analytics: Analytics;
  readonly references: References;
  readonly statistics: Statistics;
  readonly tools: Tools;
  readonly account: Account;
  readonly lostOrders: LostOrders;

  constructor(session: PublisherSession) {
    this.catalog = new Catalog(session);
    this.analytics = new Analytics(session);
    this.references = new References(session);
    this.statistics = new Statistics(session);
    this.tools = new Tools(session);
    this.account = new Account(session);
    this.lostOrders = new LostOrders(session);
  }
}

export function createPublisherApi(options: PublisherApiOptions): PublisherApi {
  const base = trimSlash(options.baseUrl);
  const auth = trimSlash(options.authUrl ?? options.baseUrl);
  const transport = new Transport({
    ...(options.timeoutMs !== undefined && { timeoutMs: options.timeoutMs }),
    ...(options.retries !== undefined && { retries: options.retries }),
    ...(options.onCall && { onCall: options.onCall }),
  });
  const tokens = new TokenCache(transport, `${auth}/oauth/access_token`);
  const ctx: ApiContext = {
    transport,
    xmlBase: `${base}/api/rest/webmaster/xml/`,
    jsonBase: `${base}/api/rest/webmaster/v2/`,
    tokens,
    reportTimeoutMs: options.reportTimeoutMs ?? 60_000,
    learned: {},
  };
  return {
    get statisticsZone() {
      return ctx.learned.statisticsZone;
    },
    forPublisher: (credentials) => new Client(new PublisherSession(ctx, credentials)),
    verifyClientCredentials: async (clientId, clientSecret) => {
      await tokens.fetch(clientId, clientSecret);
    },
    close: () => transport.close(),
  };
}

function trimSlash(url: string): string {
  // Validates early (a typo in PUBLISHER_API_URL fails at start-up, not at the first chat).
  const parsed = new URL(url);
  if (parsed.search || parsed.hash) throw new TypeError("the API address must not carry a query");
  return url.replace(/\/+$/, "");
}
