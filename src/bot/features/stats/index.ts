/** /stats [period]: presets (`stp`), breakdowns (`stb`), CSV (`stc`), other period (`stm`). */
import type { Feature } from "../../core/feature.js";
import { composer } from "./handlers.js";

export const stats: Feature = {
  name: "stats",
  commands: ["stats"],
  composer,
};
