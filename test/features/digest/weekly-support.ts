/** The weekly report card set up the way a publisher does, in any language, and read back. */
import type { StoredMessage } from "../../../src/bot-api-stand-in/chats.js";
import type { BotApiStandIn } from "../../../src/bot-api-stand-in/stand-in.js";
import type { BotMessage, TelegramUser } from "../../../src/bot-api-stand-in/user.js";

const hasButton = (m: BotMessage, label: RegExp) => m.buttons.flat().some((b) => label.test(b));
/** The /digest card: the one message with the weekly card's button. */
const isCard = (m: BotMessage) => hasButton(m, /^🗓/);

/**
 * /digest → time zone (typed) → time (its button) → the weekly card on (and the daily digest too
 * when `daily`), by the buttons' marks, so the same steps work in every language. The card as it
 * stands at the end.
 */
export async function setUpWeekly(
  user: TelegramUser,
  zone: string,
  hour: string,
  { daily = false }: { daily?: boolean } = {},
): Promise<BotMessage> {
  user.send("/digest");
  await user.waitFor(isCard);
  user.press(/^🌍/);
  await user.waitFor((m) => !isCard(m));
  user.send(zone);
  await user.waitFor(isCard);
  user.press(/^🕘/);
  await user.waitFor((m) => m.buttons.flat().includes(hour));
  user.press(hour);
  await user.waitFor((m) => isCard(m) && m.text.includes(hour));
  user.press(/^🗓/);
  let card = await user.waitFor((m) => isCard(m) && m.kind === "edit");
  if (daily) {
    user.press(/^✅/);
    card = await user.waitFor((m) => isCard(m) && m.kind === "edit");
  }
  return card;
}

/** The weekly card switched off (or on) from a fresh /digest card: the card after the press. */
export async function pressWeekly(user: TelegramUser): Promise<BotMessage> {
  user.send("/digest");
  await user.waitFor(isCard);
  user.press(/^🗓/);
  return user.waitFor((m) => isCard(m) && m.kind === "edit");
}

/** The report cards (their pictures) the bot sent into a chat: pushed or asked for. */
export const cardsIn = (botApi: BotApiStandIn, chatId: number): StoredMessage[] =>
  botApi
    .botMessages(chatId)
    .filter((m) => m.kind === "photo" && m.photo?.filename === "report.png");

/** The digests (their chart photos) the bot sent into a chat. */
export const digestsIn = (botApi: BotApiStandIn, chatId: number): number =>
  botApi.botMessages(chatId).filter((m) => m.kind === "photo" && m.photo?.filename === "digest.png")
    .length;
