/**
 * /autopost: coupons posted into the publisher's own deals channels and groups, with their own
 * tracking links. Command: /autopost. Buttons: the channel list, add a channel or group
 * (then Telegram's chat pickers: `request_chat` reply buttons answered by chat_shared),
 * a channel's card, its menus of offers, coupon categories, regions, post language and
 * schedule, followed-value toggles, options: codes only, language, live or
 * daily, mark expired, pause/resume, no subaccount, the offer-search, subaccount and
 * time wizards, post now, test post to me, last posted,
 * remove. Jobs: `autopost` (AUTOPOST_POLL_CRON) and `autopost-daily`. A my_chat_member
 * update that takes the bot's right to post pauses the chat's autopost and tells its publishers.
 */
import type { Feature } from "../../core/feature.js";
import { composer } from "./handlers.js";
import { autopostJobs } from "./job.js";
import {
  autopostAdd,
  autopostAsk,
  autopostCard,
  autopostHistory,
  autopostList,
  autopostMenu,
  autopostNow,
  autopostOption,
  autopostRemove,
  autopostTest,
  autopostToggle,
} from "./keyboards.js";
import { forgetAutopost } from "./store.js";
import {
  autopostSearchConversation,
  autopostSubaccountConversation,
  autopostTimeConversation,
} from "./wizards.js";

export const autopost: Feature = {
  name: "autopost",
  commands: ["autopost"],
  composer,
  buttons: [
    autopostAdd,
    autopostAsk,
    autopostCard,
    autopostHistory,
    autopostList,
    autopostMenu,
    autopostNow,
    autopostOption,
    autopostRemove,
    autopostTest,
    autopostToggle,
  ],
  wizards: {
    "autopost-search": autopostSearchConversation,
    "autopost-subaccount": autopostSubaccountConversation,
    "autopost-time": autopostTimeConversation,
  },
  start: (deps) => ({ jobs: autopostJobs(deps) }),
  onForget: forgetAutopost,
};
