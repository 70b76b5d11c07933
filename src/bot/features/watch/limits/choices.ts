/**
 * What the wizard offers as buttons for "which offer" and "which campaign": those that brought
 * the most clicks over the network's last 30 days (one statistics read), and the offer a typed id
 * names. A failed read offers no buttons: the publisher can still type.
 */
import type { PublisherClient } from "../../../../publisher-api/index.js";
import { addDays } from "../../../format/local-time.js";
import { networkClock } from "../../../reports/network-day.js";
import { CAMPAIGN_LEVELS, type CampaignLevel } from "../campaign-levels.js";

export interface Choice {
  /** the offer's id, or the campaign's name */
  key: string;
  name: string;
}

const FIELDS = ["clickCount", "actionID", "actionName", ...CAMPAIGN_LEVELS] as const;

/** Buttons offered at most. */
const SHOWN = 8;

export async function busiest(
  client: PublisherClient,
  grouping: "action_id" | CampaignLevel,
  now: Date,
  zone: string | undefined,
): Promise<Choice[]> {
  const { today } = networkClock(now, zone);
  try {
    const report = await client.statistics.general(
      { group_field: grouping, date_from: addDays(today, -29), date_to: today, limit: 1000 },
      { fields: FIELDS },
    );
    const choices = report.items
      .filter((item) => item.clickCount > 0)
      .sort((a, b) => b.clickCount - a.clickCount)
      .map((item) => {
        if (grouping === "action_id") {
          const key = item.actionID?.trim() ?? "";
          return { key, name: item.actionName?.trim() || key };
        }
        const key = item[grouping]?.trim() ?? "";
        return { key, name: key };
      })
      .filter((choice) => choice.key !== "");
    return choices.slice(0, SHOWN);
  } catch {
    return [];
  }
}

/** The offer a typed id names in the network's catalogue, or undefined. */
export async function offerById(client: PublisherClient, id: number): Promise<Choice | undefined> {
  const { items } = await client.catalog.offers("all", { ids: [id], limit: 1 });
  const offer = items.find((item) => item.id === id);
  return offer && { key: String(offer.id), name: offer.name.trim() };
}
