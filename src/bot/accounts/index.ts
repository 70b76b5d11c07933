export { type ActiveAccount, accountMiddleware, actFor, ownAccount, reread } from "./active.js";
export { accountName, accountTag, headReplies, tagged } from "./label.js";
export { type Recipient, recipientOf } from "./recipient.js";
