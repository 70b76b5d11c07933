import type { Composer } from "grammy";
import type { BotContext } from "../context.js";
import { connectFeature } from "./connect.js";
import { disconnectFeature } from "./disconnect.js";
import { helpFeature } from "./help.js";
import { languageFeature } from "./language.js";
import { startFeature } from "./start.js";

/** Every feature, in the order they see updates; `unhandled` is added after them by createBot. */
export const features: Composer<BotContext>[] = [
  startFeature,
  helpFeature,
  connectFeature,
  languageFeature,
  disconnectFeature,
];
