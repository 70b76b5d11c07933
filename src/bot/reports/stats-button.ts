import { callbackKind } from "../core/callback-data.js";
import { PRESETS } from "./period.js";

/** A preset period of /stats, resolved against "today" when pressed: on /stats and under a digest. */
export const statsPresetButton = callbackKind("stp", { preset: PRESETS });
