/** /stats [period]: presets, breakdowns, CSV, other period. */

import { statsDayButton, statsOfferButton, statsPresetButton } from "../../core/doors.js";
import type { Feature } from "../../core/feature.js";
import {
  STATS_DRILL_KIND,
  statsLevelBackButton,
  statsLevelByButton,
  statsLevelPageButton,
  statsOpenButton,
} from "./drill-levels.js";
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
    statsOpenButton,
    statsLevelPageButton,
    statsLevelByButton,
    statsLevelBackButton,
    statsOfferButton,
  ],
  personKinds: [STATS_ROWS_KIND, STATS_DRILL_KIND],
};
