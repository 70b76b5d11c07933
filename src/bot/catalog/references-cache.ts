import type {
  CouponStatus,
  IdName,
  OfferKind,
  PublisherClient,
  TreeNode,
} from "../../publisher-api/index.js";
import type { Storage } from "../../storage/index.js";

/**
 * The network's reference lists are the same for every publisher, so they are cached once for
 * the whole bot (not per user) under `ref:` keys with a TTL: a filter menu costs no API call.
 * A miss is loaded with the caller's own client.
 */
const TTL_MS = 6 * 60 * 60 * 1000;

/** The top level of a tree (offer categories, world parts): what a one-screen menu can show. */
const topLevel = (nodes: TreeNode[]): IdName[] =>
  nodes.map((n) => ({ id: n.value, name: n.title }));
const categories =
  (kind: OfferKind) =>
  (client: PublisherClient): Promise<IdName[]> =>
    client.references.offerCategories(kind).then(topLevel);
const trafficTypes = (kind: OfferKind) => (client: PublisherClient) =>
  client.references.trafficTypes(kind);

const LOADERS = {
  "offer-categories-web": categories("web"),
  "offer-categories-mobile": categories("mobile"),
  regions: (client: PublisherClient): Promise<IdName[]> => client.references.geo().then(topLevel),
  "traffic-types-web": trafficTypes("web"),
  "traffic-types-mobile": trafficTypes("mobile"),
  "coupon-types": (client: PublisherClient) => client.references.couponTypes(),
  "coupon-categories": (client: PublisherClient) => client.references.couponCategories(),
  "coupon-statuses": (client: PublisherClient) => client.references.couponStatuses(),
  currencies: (client: PublisherClient) => client.references.goodsCurrencies(),
} satisfies Record<
  string,
  (client: PublisherClient) => Promise<IdName[] | CouponStatus[] | string[]>
>;

export type ReferenceName = keyof typeof LOADERS;
type ReferenceOf<N extends ReferenceName> = Awaited<ReturnType<(typeof LOADERS)[N]>>;

export async function reference<N extends ReferenceName>(
  storage: Storage,
  client: PublisherClient,
  name: N,
): Promise<ReferenceOf<N>> {
  const key = `ref:${name}`;
  const cached = await storage.keyv.get<ReferenceOf<N>>(key);
  if (cached) return cached;
  const loaded = (await LOADERS[name](client)) as ReferenceOf<N>;
  await storage.keyv.set(key, loaded, TTL_MS);
  return loaded;
}

/** Coupon status ids that mean "still usable": every status but the expired one(s). */
export async function liveCouponStatuses(
  storage: Storage,
  client: PublisherClient,
): Promise<number[] | undefined> {
  const statuses = await reference(storage, client, "coupon-statuses");
  // The directory names its states in the account's language; only "expired" is left out.
  const live = statuses.filter((s) => !/expir|истек|истёк|expirad|vencid/i.test(s.name));
  return live.length > 0 && live.length < statuses.length ? live.map((s) => s.id) : undefined;
}
