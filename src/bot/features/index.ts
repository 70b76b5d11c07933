import type { Feature } from "../core/feature.js";
import { account } from "./account/index.js";
import { accounts } from "./accounts/index.js";
import { alerts } from "./alerts/index.js";
import { autopost } from "./autopost/index.js";
import { balance } from "./balance/index.js";
import { banners } from "./banners/index.js";
import { cancel } from "./cancel/index.js";
import { claims } from "./claims/index.js";
import { connect } from "./connect/index.js";
import { coupons } from "./coupons/index.js";
import { dashboard } from "./dashboard/index.js";
import { digest } from "./digest/index.js";
import { disconnect } from "./disconnect/index.js";
import { goods } from "./goods/index.js";
import { inline } from "./inline/index.js";
import { language } from "./language/index.js";
import { link } from "./link/index.js";
import { offers } from "./offers/index.js";
import { payouts } from "./payouts/index.js";
import { postbacks } from "./postbacks/index.js";
import { report } from "./report/index.js";
import { rotators } from "./rotators/index.js";
import { search } from "./search/index.js";
import { siteAnalytics } from "./site-analytics/index.js";
import { start } from "./start/index.js";
import { stats } from "./stats/index.js";
import { team } from "./team/index.js";
import { textShift } from "./textshift/index.js";
import { watch } from "./watch/index.js";

/**
 * Every feature, in command-menu order (which is also the order they see updates). createBot, the
 * command menus, /help, the wizard registry, the job list and /disconnect all read this list.
 */
export const FEATURES: readonly Feature[] = [
  start,
  connect,
  offers,
  siteAnalytics,
  coupons,
  goods,
  link,
  inline,
  stats,
  report,
  digest,
  claims,
  balance,
  payouts,
  account,
  postbacks,
  rotators,
  textShift,
  banners,
  alerts,
  watch,
  autopost,
  accounts,
  team,
  language,
  dashboard,
  disconnect,
  cancel,
  search,
];
