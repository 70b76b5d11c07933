/** /stats [period]: presets, breakdowns, CSV, other period. */
import type { Feature } from "../../core/feature.js";
import { composer } from "./handlers.js";
import { STATS_ROWS_KIND } from "./show.js";

export const stats: Feature = {
  name: "stats",
  commands: ["stats"],
  composer,
  personKinds: [STATS_ROWS_KIND],
};
