/** Helpers of the catalogue suites: the sandbox's calls by path, and offers picked through the API. */
import { expect } from "vitest";
import type { BotMessage } from "../../src/bot-api-stand-in/user.js";
import { createPublisherApi, type OfferListItem } from "../../src/publisher-api/index.js";
import type { RecordedCall } from "../../src/sandbox/index.js";
import type { Harness } from "../support/harness.js";

/** The API calls whose path ends with `suffix` (e.g. "/coupons", "/offers/web"). */
export function callsTo(harness: Harness, suffix: string): RecordedCall[] {
  return harness.sandbox.control.calls.filter((call) => call.path.endsWith(suffix));
}

/** Every callback button of a message carries data Telegram accepts. */
export function expectShortData(message: BotMessage): void {
  for (const button of message.keyboard.flat()) {
    if (button.callback_data !== undefined) {
      expect(Buffer.byteLength(button.callback_data)).toBeLessThanOrEqual(64);
    }
  }
}

/** Offers of the demo publisher, read straight from the sandbox (test setup, not the bot). */
export async function demoOffers(harness: Harness): Promise<OfferListItem[]> {
  const api = createPublisherApi({ baseUrl: harness.sandbox.url });
  try {
    const client = api.forPublisher({ apiKey: harness.demoKey });
    return (await client.catalog.offers("all", { limit: 1000 })).items;
  } finally {
    await api.close();
  }
}

/** A joined offer whose detail says whether deep links work, as asked. */
export async function joinedOffer(harness: Harness, deeplinks: boolean): Promise<OfferListItem> {
  const api = createPublisherApi({ baseUrl: harness.sandbox.url });
  try {
    const client = api.forPublisher({ apiKey: harness.demoKey });
    const joined = (await client.catalog.offers("all", { user_has_offer: true, limit: 100 })).items;
    for (const offer of joined) {
      if ((await client.catalog.offer(offer.id)).is_deeplink_enabled === deeplinks) return offer;
    }
    throw new Error(`no joined offer with deep links ${deeplinks ? "on" : "off"}`);
  } finally {
    await api.close();
  }
}
