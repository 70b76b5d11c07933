export { type ActiveAccount, actFor, ownAccount, reread, workOn } from "./active.js";
export { accountName, accountTag, headReplies, tagged } from "./label.js";
export { type Recipient, recipientOf } from "./recipient.js";
