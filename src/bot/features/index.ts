import type { Composer } from "grammy";
import type { BotContext } from "../core/context.js";
import { accountFeature } from "./account/index.js";
import { balanceFeature } from "./balance/index.js";
import { claimsFeature } from "./claims/index.js";
import { connectFeature } from "./connect/index.js";
import { couponsFeature } from "./coupons/index.js";
import { digestFeature } from "./digest/index.js";
import { disconnectFeature } from "./disconnect/index.js";
import { goodsFeature } from "./goods/index.js";
import { inlineFeature } from "./inline/index.js";
import { languageFeature } from "./language/index.js";
import { linkFeature } from "./link/index.js";
import { offersFeature } from "./offers/index.js";
import { payoutsFeature } from "./payouts/index.js";
import { postbacksFeature } from "./postbacks/index.js";
import { helpFeature } from "./start/help.js";
import { startFeature } from "./start/index.js";
import { statsFeature } from "./stats/index.js";

/** Every feature, in the order they see updates; `unhandled` is added after them by createBot. */
export const features: Composer<BotContext>[] = [
  startFeature,
  helpFeature,
  connectFeature,
  languageFeature,
  disconnectFeature,
  offersFeature,
  couponsFeature,
  goodsFeature,
  linkFeature,
  inlineFeature,
  balanceFeature,
  payoutsFeature,
  accountFeature,
  postbacksFeature,
  claimsFeature,
  statsFeature,
  digestFeature,
];
