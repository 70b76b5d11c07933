/** The "📈 Site" section of an offer card: the advertiser site's analytics, by period. */
import type { Feature } from "../../core/feature.js";
import { siteCompareConversation } from "./compare-wizard.js";
import { composer } from "./handlers.js";

export const siteAnalytics: Feature = {
  name: "site-analytics",
  composer,
  wizards: { "site-compare": siteCompareConversation },
};
