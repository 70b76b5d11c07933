/**
 * The three typed answers of a channel's setup, each entered with the channel's chat id: words
 * to search offers by, the subaccount of its links, the local time of its daily post. Under each
 * question Back (to the card or menu it was asked from) and Cancel.
 */
import { InlineKeyboard } from "grammy";
import { checkSubaccount } from "../../catalog/tracking-link.js";
import type { BotContext, BotDeps } from "../../core/context.js";
import { escapeHtml } from "../../format/html.js";
import { parseClock } from "../../format/local-time.js";
import { wizardAccount } from "../../wizard/account.js";
import { isBack, type WizardConversation, waitForAnswer } from "../../wizard/answers.js";
import { publisherExternal } from "../../wizard/external.js";
import { goBack } from "../../wizard/then.js";
import { backDoor, withWayOut } from "../../wizard/way-out.js";
import {
  autopostCard,
  autopostMenu,
  autopostOption,
  cardKeyboard,
  type Menu,
  toggleKeyboard,
} from "./keyboards.js";
import { type ChannelSetup, changeChannel, channelOf, saveFoundOffers } from "./store.js";
import { cardText } from "./text.js";

type Change = (setup: ChannelSetup) => ChannelSetup;
/** A channel of one account: the wizard's own, fixed when it starts. */
type Channel = { userId: number; chatId: number };

/** A menu of the channel's card (its offers, its schedule): where a question was opened from. */
const menuDoor = (chatId: number, menu: Menu) => autopostMenu.pack({ channel: chatId, menu });

async function replyCard(ctx: BotContext, setup: ChannelSetup, zone: string): Promise<void> {
  await ctx.reply(cardText(ctx, setup, zone), { reply_markup: cardKeyboard(ctx, setup) });
}

/** Saves a change to the channel of `userId` (the wizard's account) and shows the card again. */
async function finish(
  conversation: WizardConversation,
  deps: BotDeps,
  ctx: BotContext,
  { userId, chatId }: Channel,
  change: Change,
): Promise<void> {
  const saved = await conversation.external(async (outside) => {
    const setup = await changeChannel(deps.storage, userId, chatId, change);
    return setup ? { setup, zone: outside.speech.zone } : undefined;
  });
  if (!saved) {
    await ctx.reply(ctx.t("autopost-gone"));
    return;
  }
  await replyCard(ctx, saved.setup, saved.zone);
}

/** Offers by words in their name (or an id); the found ones become toggles under the answer. */
export function autopostSearchConversation(deps: BotDeps) {
  return async function autopostSearch(
    conversation: WizardConversation,
    ctx: BotContext,
    chatId: number,
  ) {
    // The channel's account, fixed when the wizard starts (whatever is active when it is answered).
    const { id: userId } = await wizardAccount(conversation);
    // Back: the channel's offers, where Search was pressed.
    const back = menuDoor(chatId, "offers");
    await ctx.reply(ctx.t("autopost-search-ask"), {
      reply_markup: withWayOut(ctx, undefined, back),
    });
    const answer = await waitForAnswer(conversation, [backDoor(back)]);
    if (isBack(answer)) return goBack(conversation);
    if (answer.kind !== "text") return;
    const words = answer.text.slice(0, 100);
    const result = await publisherExternal(conversation, userId, async (client) => {
      const setup = await channelOf(deps.storage, userId, chatId);
      if (!setup) return undefined;
      const id = /^\d{1,9}$/.test(words) ? Number(words) : undefined;
      const page = await client.catalog.offers(
        "all",
        id === undefined ? { q: words, limit: 10 } : { ids: [id], limit: 10 },
      );
      const found = page.items.map((o) => ({ id: o.id, name: o.name.trim() || `#${o.id}` }));
      await saveFoundOffers(deps.storage, userId, { chatId, items: found });
      return { setup, found };
    });
    const reply = answer.ctx;
    if (!result) {
      await reply.reply(reply.t("autopost-gone"));
      return;
    }
    const text =
      result.found.length > 0
        ? reply.t("autopost-search-found", { words: escapeHtml(words) })
        : reply.t("autopost-search-none", { words: escapeHtml(words) });
    await reply.reply(text, {
      reply_markup: toggleKeyboard(reply, chatId, "offer", result.setup.offers, result.found, {
        search: true,
      }),
    });
  };
}

/** The subaccount on the channel's links (letters, digits, `_ . -`), or none. */
export function autopostSubaccountConversation(deps: BotDeps) {
  return async function autopostSubaccount(
    conversation: WizardConversation,
    ctx: BotContext,
    chatId: number,
  ) {
    // The channel of the account active when the wizard starts (whatever is active when answered).
    const channel = { userId: (await wizardAccount(conversation)).id, chatId };
    const keyboard = new InlineKeyboard().text(
      ctx.t("autopost-subaccount-none"),
      autopostOption.pack({ channel: chatId, option: "subaccount", value: "" }),
    );
    // Back: the channel's card, where Subaccount was pressed, nothing changed.
    const back = autopostCard.pack({ channel: chatId });
    await ctx.reply(ctx.t("autopost-subaccount-ask"), {
      reply_markup: withWayOut(ctx, keyboard, back),
    });
    for (;;) {
      const answer = await waitForAnswer(conversation, [autopostOption, backDoor(back)]);
      if (isBack(answer)) return goBack(conversation);
      if (answer.kind === "button") {
        // "No subaccount" clears it, and the card shows again.
        await finish(conversation, deps, answer.ctx, channel, (s) => {
          const { subaccount: _, ...rest } = s;
          return rest;
        });
        return;
      }
      const checked = checkSubaccount(answer.text);
      if (!checked.ok) {
        await answer.ctx.reply(answer.ctx.t("autopost-subaccount-bad"));
        continue;
      }
      await finish(conversation, deps, answer.ctx, channel, (s) => ({
        ...s,
        subaccount: checked.value,
      }));
      return;
    }
  };
}

/** The local time of the daily post, typed as HH:MM; choosing it switches to the daily post. */
export function autopostTimeConversation(deps: BotDeps) {
  return async function autopostTime(
    conversation: WizardConversation,
    ctx: BotContext,
    chatId: number,
  ) {
    // The channel of the account active when the wizard starts (whatever is active when answered).
    const channel = { userId: (await wizardAccount(conversation)).id, chatId };
    // Back: the channel's schedule, where the time was asked for.
    const back = menuDoor(chatId, "when");
    await ctx.reply(ctx.t("autopost-time-ask"), { reply_markup: withWayOut(ctx, undefined, back) });
    for (;;) {
      const answer = await waitForAnswer(conversation, [backDoor(back)]);
      if (isBack(answer)) return goBack(conversation);
      if (answer.kind !== "text") continue;
      const at = parseClock(answer.text);
      if (at === undefined) {
        await answer.ctx.reply(answer.ctx.t("autopost-time-bad"));
        continue;
      }
      await finish(conversation, deps, answer.ctx, channel, (s) => ({
        ...s,
        at,
        schedule: "daily",
      }));
      return;
    }
  };
}
