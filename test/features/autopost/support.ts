import { vi } from "vitest";
/** Setting up a deals channel the way a publisher does it, through the stand-in's chat picker. */

import type {
  BotApiStandIn,
  SharedChat,
  StoredMessage,
} from "../../../src/bot-api-stand-in/stand-in.js";
import type { TelegramUser } from "../../../src/bot-api-stand-in/user.js";
import type { PublisherApi } from "../../../src/publisher-api/index.js";

export interface OfferRef {
  id: number;
  name: string;
}

/** Two web offers of Alice's catalogue: one to follow, one not. */
export async function twoOffers(api: PublisherApi, apiKey: string): Promise<[OfferRef, OfferRef]> {
  const page = await api.forPublisher({ apiKey }).catalog.offers("web", { limit: 2 });
  const [a, b] = page.items.map((o) => ({ id: o.id, name: o.name.trim() }));
  if (!a || !b) throw new Error("the sandbox has web offers");
  return [a, b];
}

/** /autopost → Add → pick the channel in Telegram's picker; resolves on the channel's card. */
export async function addChannel(
  user: TelegramUser,
  channel: SharedChat,
  options: { grant?: boolean } = {},
): Promise<void> {
  // By the labels' signs, so it works in every language.
  user.send("/autopost");
  await user.waitFor(/^📣/);
  user.press(/^➕/);
  await user.waitFor(/Telegram/);
  user.shareChat(channel.type === "channel" ? /^📣/ : /^👥/, channel.id, options);
}

/** From the channel's card: Offers → Search → the offer's id → its button; back on the card. */
export async function followOffer(user: TelegramUser, offer: OfferRef): Promise<void> {
  user.press(/^🏷 Offers/);
  await user.waitFor(/Offers followed in/);
  user.press("🔎 Search offers");
  await user.waitFor(/Send a word from the offer's name/);
  user.send(String(offer.id));
  await user.waitFor(/Offers matching/);
  user.press(offer.name.length > 28 ? offer.name.slice(0, 27) : offer.name);
  await user.waitFor((m) => m.buttons.flat().some((b) => b.startsWith("✓ ")));
  user.press("« Back");
  await user.waitFor(/📣/);
}

/** The bot's live (not deleted) posts in a chat, oldest first. */
export function postsIn(botApi: BotApiStandIn, chatId: number): StoredMessage[] {
  return botApi.botMessages(chatId).filter((m) => !m.deleted);
}

/** Resolves when `check` holds (polling the stand-in), or fails after `timeoutMs`. */
export async function eventually(check: () => boolean, timeoutMs = 5000): Promise<void> {
  await vi.waitUntil(check, { timeout: timeoutMs });
}
