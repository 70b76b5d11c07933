/** The account view (opened from /start and /help): profile, notification toggles, refresh. */

import { accountOpenButton } from "../../core/doors.js";
import type { Feature } from "../../core/feature.js";
import { composer } from "./handlers.js";
import { accountNotificationButton, accountRefreshButton } from "./keyboards.js";

export const account: Feature = {
  name: "account",
  composer,
  buttons: [accountNotificationButton, accountOpenButton, accountRefreshButton],
};
