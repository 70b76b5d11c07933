/**
 * The publisher API client: the only module the bot and jobs import from `publisher-api/`.
 *
 *   const api = createPublisherApi({ baseUrl, authUrl, onCall });
 *   const client = api.forPublisher({ apiKey, clientId, clientSecret });
 *   const { total, items } = await client.catalog.offers("web", { q: "shoes", start: 0, limit: 20 });
 */
export type { Account } from "./account.js";
export type { Analytics } from "./analytics.js";
export type {
  Catalog,
  CouponsQuery,
  GoodsQuery,
  IdList,
  OffersQuery,
  Paging,
  PromoQuery,
  SortType,
} from "./catalog.js";
export {
  createPublisherApi,
  type PublisherApi,
  type PublisherApiOptions,
  type PublisherClient,
} from "./client.js";
export type { ReportProgress, ReportWatch } from "./deferred.js";
export {
  AuthRejected,
  BadRequest,
  ClaimNotEditable,
  isPublisherApiError,
  NetworkFailed,
  NotFound,
  PublisherApiError,
  type PublisherApiErrorKind,
  ReportNotReady,
  ServerFailed,
  TimedOut,
  UnexpectedAnswer,
  WrongState,
} from "./errors.js";
export type { ApiCallEvent, ApiFamily, CallOutcome } from "./http.js";
export type { LostOrders } from "./lost-orders.js";
export {
  eachItem,
  type PageRequest,
  type PagingOptions,
  pages,
  type StartReading,
} from "./paging.js";
export type { IdName, Page } from "./read.js";
export type * from "./records/account.js";
export type * from "./records/analytics.js";
export type * from "./records/common.js";
export type * from "./records/goods.js";
export type * from "./records/lost-orders.js";
export { lostOrderKey } from "./records/lost-orders.js";
export type * from "./records/offers.js";
export type * from "./records/references.js";
export type * from "./records/statistics.js";
export {
  type StatisticsDimension,
  type StatisticsItem,
  type StatisticsReport,
  statisticsLabel,
} from "./records/statistics.js";
export type * from "./records/tools.js";
export type { GoodsKind, OfferKind, References } from "./references.js";
export type { CallOptions, PublisherCredentials } from "./session.js";
export type {
  ApiDay,
  ReportRead,
  SpecialisedQuery,
  Statistics,
  StatisticsQuery,
} from "./statistics.js";
export type { TermQuery, Tools } from "./tools.js";
export {
  type Commission,
  cleanName,
  formatApiDate,
  formatCommission,
  isApiDate,
  parseApiDate,
  parseCommission,
  parseFlag,
  parseNumber,
} from "./values.js";
