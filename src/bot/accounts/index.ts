export { type ActiveAccount, accountMiddleware, ownAccount, reread } from "./active.js";
export { accountName, accountTag, headReplies, tagged } from "./label.js";
export { type Recipient, recipientOf } from "./recipient.js";
