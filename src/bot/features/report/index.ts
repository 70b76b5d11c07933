/** /report [period]: a week's or a month's report card to forward, and its rows by day as CSV. */
import { reportCardButton, reportCsvButton } from "../../core/doors.js";
import type { Feature } from "../../core/feature.js";
import { composer } from "./handlers.js";
import { reportOtherButton, reportPresetButton } from "./keyboards.js";

export const report: Feature = {
  name: "report",
  commands: ["report"],
  composer,
  buttons: [reportPresetButton, reportOtherButton, reportCardButton, reportCsvButton],
};
