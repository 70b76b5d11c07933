// Records that the sandbox keeps per instance and that writes change. Generated once per dataset,
// then cloned into each sandbox so tests never see each other's edits.

export type PostbackActionType = "0" | "cpl" | "cpa";

export interface Postback {
  id: number;
  name: string;
  url: string;
  actionType: PostbackActionType;
  requestType: "post" | "get";
  status: 1 | 2 | 3;
  comment: string;
  queryParams: Array<{ name: string; value: string }>;
  /** Stored as given: [] means disconnected from every offer, [0] means all offers. */
  offersIncluded: number[];
}

export type RotatorType = "flash" | "image" | "all";

export interface Rotator {
  id: number;
  name: string;
  subaccount: string;
  addedAt: string;
  type: RotatorType;
  offersIncluded: number[];
  offersExcluded: number[];
  addNewOffers: 0 | 1;
  bannerSizes: string[];
  categoryIncluded: number[];
  categoryExcluded: number[];
  /** Empty means "all available banners" (kept empty rather than expanded: there are hundreds). */
  bannersIncluded: number[];
  bannersExcluded: number[];
  enableOptimization: 0 | 1;
}

export interface TextShift {
  id: number;
  /** The request's fields as sent (name, subaccount, links, text_target, ...). */
  fields: Record<string, string>;
}

export const CLAIM_STATUSES = ["new", "processing", "accepted", "rejected"] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];
/** Status ids as docs/wire.md fixes them: new 1, processing 2, accepted 3, rejected 4. */
export const CLAIM_STATUS_ID: Readonly<Record<ClaimStatus, number>> = {
  new: 1,
  processing: 2,
  accepted: 3,
  rejected: 4,
};

export interface Claim {
  id: string;
  publisherId: number;
  offerId: string;
  trafficChannelId: string;
  orderNumber: string;
  orderSum: string;
  orderCurrencyId: string;
  orderDate: string;
  status: ClaimStatus;
  comment: string;
  managerComment: string;
  createdMs: number;
  updatedMs: number;
}

export interface NotificationSetting {
  categoryId: number;
  status: number;
}

export interface Profile {
  id: number;
  firstName: string;
  lastName: string;
  language: string;
  phone: string;
  contactPhone: string;
  email: string;
}

export interface Payout {
  id: number;
  value: number;
  addedAt: string;
  processed: 0 | 1;
  processedAt: string;
  referalId: string;
  xkeyTrans: number;
  accountToId: number;
  accountFromId: number;
  name: string;
  submissionId: number;
  date: string;
  statusName: string;
}

export interface Charge {
  date: string;
  amount: number;
  description: string;
}

export interface Balance {
  paymentSchedule: string;
  holdCity: number;
  currency: string;
  mainBalance: number;
  commissionHoldAdv: number;
  commissionHoldCity: number;
  earningsOnPayment: number;
  availableBalance: number;
}

export interface ExchangeRate {
  date: string;
  usd2rur: string;
  rur2usd: string;
  eur2rur: string;
  rur2eur: string;
  eur2usd: string;
  usd2eur: string;
}
