/** /stats [period]: presets, breakdowns, CSV, other period. */

import { statsDayButton, statsPresetButton } from "../../core/doors.js";
import type { Feature } from "../../core/feature.js";
import { composer } from "./handlers.js";
import { statsBreakdownButton, statsCsvButton, statsPeriodsButton } from "./keyboards.js";
import { STATS_ROWS_KIND } from "./show.js";

export const stats: Feature = {
  name: "stats",
  commands: ["stats"],
  composer,
  buttons: [
    statsBreakdownButton,
    statsCsvButton,
    statsDayButton,
    statsPeriodsButton,
    statsPresetButton,
  ],
  personKinds: [STATS_ROWS_KIND],
};
