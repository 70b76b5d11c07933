export { type ActiveAccount, actFor, ownAccount, reread, workOn } from "./active.js";
export { accountName, accountTag, headReplies, tagged, unheaded } from "./label.js";
export { type Recipient, recipientOf } from "./recipient.js";
