import type { Composer } from "grammy";
import type { BotContext } from "../core/context.js";
import { accountFeature } from "./account/handlers.js";
import { balanceFeature } from "./balance/index.js";
import { claimsFeature } from "./claims/handlers.js";
import { connectFeature } from "./connect/index.js";
import { couponsFeature } from "./coupons/handlers.js";
import { digestFeature } from "./digest/handlers.js";
import { disconnectFeature } from "./disconnect/index.js";
import { goodsFeature } from "./goods/handlers.js";
import { inlineFeature } from "./inline/handlers.js";
import { languageFeature } from "./language/index.js";
import { linkFeature } from "./link/index.js";
import { offersFeature } from "./offers/handlers.js";
import { payoutsFeature } from "./payouts/handlers.js";
import { postbacksFeature } from "./postbacks/handlers.js";
import { helpFeature } from "./start/help.js";
import { startFeature } from "./start/index.js";
import { statsFeature } from "./stats/handlers.js";

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
