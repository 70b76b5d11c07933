/**
 * Record kinds keyed by the person, not by one of their accounts: removing one account keeps
 * them (/disconnect wipes them with the rest). Every other kind is an account's.
 */
export const PERSON_KINDS = [
  // the searches their list messages page through, and the postbacks search term
  "searches",
  "postbacks-search",
  "banners-search",
  // the rows of the report on screen, the message edited in place, a command to repeat
  "stats-rows",
  "shown",
  "retry-command",
  // the digest's schedule and its choice of one message per account or one for all
  "digest",
  // the language the chat's menu button (the dashboard) was set in
  "dashboard-menu",
] as const;
