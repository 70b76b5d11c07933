/**
 * /alerts: real-time conversion alerts. The publisher switches them on (all offers, or offers
 * chosen in the wizard `alerts-offers`) and the bot creates or re-uses their "Telegram alerts"
 * postback pointing at its own receiver, `GET|POST /postback/<token>` on the bot's HTTP server.
 * Each conversion the network reports is pushed to the publisher (duplicates once, bursts as one
 * edited message, quiet hours held for a summary sent by the job `alerts-quiet`).
 *
 * Buttons: on (for all or chosen offers), off, choose offers, statuses heard (pending, approved,
 * cancelled), minimum payout, quiet hours, and the door from the account view and /postbacks.
 * Pushes carry the door to the offer's card. The card reads its postback's state from the network.
 * /disconnect disconnects the postback and revokes the address.
 */

import { alertsOpenButton } from "../../core/doors.js";
import type { Feature } from "../../core/feature.js";
import { forgetAlerts } from "./forget.js";
import { composer } from "./handlers.js";
import { postbackInbox } from "./inbox.js";
import {
  alertsMinButton,
  alertsOffButton,
  alertsOffersButton,
  alertsOnButton,
  alertsQuietButton,
  alertsStatusButton,
} from "./keyboards.js";
import { alertsOffersConversation } from "./offers-wizard.js";
import { AlertPusher } from "./push.js";
import { quietJob } from "./quiet-job.js";
import { postbackReceiver } from "./receiver.js";

export const alerts: Feature = {
  name: "alerts",
  commands: ["alerts"],
  composer,
  buttons: [
    alertsMinButton,
    alertsOffButton,
    alertsOffersButton,
    alertsOnButton,
    alertsOpenButton,
    alertsQuietButton,
    alertsStatusButton,
  ],
  wizards: { "alerts-offers": alertsOffersConversation },
  start(deps) {
    // One pusher per bot: the inbox hands it conversions, the quiet-hours job what was held.
    const pusher = new AlertPusher(deps);
    const inbox = postbackInbox(deps, pusher);
    return { jobs: [quietJob(deps, pusher)], receivers: [postbackReceiver(deps, inbox)] };
  },
  onForget: forgetAlerts,
};
