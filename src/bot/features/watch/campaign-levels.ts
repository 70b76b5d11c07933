/** The subaccount levels a publisher may pick as their campaigns (the statistics' groupings). */
export const CAMPAIGN_LEVELS = [
  "subaccount",
  "subaccount2",
  "subaccount3",
  "subaccount4",
  "subaccount5",
] as const;
export type CampaignLevel = (typeof CAMPAIGN_LEVELS)[number];
