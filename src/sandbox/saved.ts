// The network's state as JSON, to go on with it in a new sandbox: the demo's DEMO_KEEP=1 keeps
// the bot's storage, and a bot that remembers claims, payouts and conversions must meet the same
// network again (a new one would repeat ids the bot has already told about, and stay silent).
// The generated dataset is not saved: the same seed and day give it again.
import type { SavedChanges } from "./changes.js";
import type { SavedCoupons } from "./data/new-coupons.js";
import type {
  Claim,
  NotificationSetting,
  Postback,
  Profile,
  Rotator,
  TextShift,
} from "./data/records.js";
import type { SavedConversions } from "./postback-fire.js";
import type { SandboxState } from "./state.js";

/** One publisher's records: what requests and controls change. */
interface SavedPublisher {
  id: number;
  profile: Profile;
  notifications: NotificationSetting[];
  rotators: Rotator[];
  textShifts: TextShift[];
  postbacks: Postback[];
  claims: Claim[];
}

export interface SavedNetwork {
  publishers: SavedPublisher[];
  /** The ids the network hands out next. */
  next: { request: number; postback: number; textShift: number; claim: number; rotator: number };
  changes: SavedChanges;
  coupons: SavedCoupons;
  conversions: SavedConversions;
}

export function saveState(state: SandboxState): Omit<SavedNetwork, "conversions"> {
  return {
    publishers: [...state.publishers.values()].map((pub) => ({
      id: pub.publisher.id,
      profile: pub.profile,
      notifications: pub.notifications,
      rotators: [...pub.rotators.values()],
      textShifts: [...pub.textShifts.values()],
      postbacks: [...pub.postbacks.values()],
      claims: [...pub.claims.values()],
    })),
    next: {
      request: state.nextRequestId,
      postback: state.nextPostbackId,
      textShift: state.nextTextShiftId,
      claim: state.nextClaimId,
      rotator: state.nextRotatorId,
    },
    changes: state.changes.saved(),
    coupons: state.newCoupons.saved(),
  };
}

export function restoreState(state: SandboxState, saved: Omit<SavedNetwork, "conversions">): void {
  for (const kept of saved.publishers) {
    const pub = state.publishers.get(kept.id);
    if (!pub) continue;
    pub.profile = kept.profile;
    pub.notifications = kept.notifications;
    refill(pub.rotators, kept.rotators);
    refill(pub.textShifts, kept.textShifts);
    refill(pub.postbacks, kept.postbacks);
    refill(pub.claims, kept.claims);
  }
  state.nextRequestId = saved.next.request;
  state.nextPostbackId = saved.next.postback;
  state.nextTextShiftId = saved.next.textShift;
  state.nextClaimId = saved.next.claim;
  state.nextRotatorId = saved.next.rotator;
  const ds = state.dataset();
  state.changes.restore(ds, saved.changes);
  state.newCoupons.restore(ds, saved.coupons);
}

function refill<K, V extends { id: K }>(map: Map<K, V>, items: readonly V[]): void {
  map.clear();
  for (const item of items) map.set(item.id, item);
}
