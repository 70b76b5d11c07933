import { callbackKind } from "../../core/callback-data.js";
import { SITE_MONTHS } from "../../core/doors.js";

/** "⚖️ Compare" under a site's analytics: asks for the other offer. */
export const siteCompareAsk = callbackKind("site-compare-ask", { id: "id", months: SITE_MONTHS });
/** Two offers side by side over `months`. */
export const siteCompare = callbackKind("site-compare", {
  first: "id",
  second: "id",
  months: SITE_MONTHS,
});
