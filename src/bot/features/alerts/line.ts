/** One conversion as a line of an alert or of a summary: what the texts and the tally read. */
import type { Conversion } from "./conversion.js";
import type { AlertStatus } from "./settings.js";

/** One conversion as a line of an alert (or of a summary); `from` is the status it had before. */
export interface AlertLine {
  payout: number;
  currency: string;
  offerName: string;
  offerId?: number;
  goal: string;
  status: AlertStatus;
  from?: AlertStatus;
  subaccount: string;
}

export function alertLine(c: Conversion, from?: AlertStatus): AlertLine {
  return {
    payout: c.payout,
    currency: c.currency,
    offerName: c.offerName,
    ...(c.offerId === undefined ? {} : { offerId: c.offerId }),
    goal: c.goal,
    status: c.status,
    ...(from ? { from } : {}),
    subaccount: c.subaccount,
  };
}
