/** The "📈 Site" section of an offer card: the advertiser site's analytics, by period. */

import { offerSiteButton } from "../../core/doors.js";
import type { Feature } from "../../core/feature.js";
import { siteCompareConversation } from "./compare-wizard.js";
import { composer } from "./handlers.js";
import { siteCompare, siteCompareAsk } from "./keyboards.js";

export const siteAnalytics: Feature = {
  name: "site-analytics",
  composer,
  buttons: [offerSiteButton, siteCompare, siteCompareAsk],
  wizards: { "site-compare": siteCompareConversation },
};
