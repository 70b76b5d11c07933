import { Composer, type InlineKeyboard } from "grammy";
import type { ChatMember } from "grammy/types";
import type { PublisherClient } from "../../../publisher-api/index.js";
import type { Language } from "../../../storage/index.js";
import { channelPost } from "../../catalog/coupon-post.js";
import type { Choice } from "../../catalog/paging.js";
import { recentOffers } from "../../catalog/recent-offers.js";
import { reference } from "../../catalog/references-cache.js";
import { onButton } from "../../core/callback-data.js";
import type { BotContext, HandlerContext } from "../../core/context.js";
import { editInPlace } from "../../core/edit-in-place.js";
import { escapeHtml } from "../../core/html.js";
import { requirePublisher } from "../../core/publisher.js";
import { DEFAULT_ZONE } from "../../format/local-time.js";
import { speechOf } from "../../format/numbers.js";
import { newestCouponId, newestFitting } from "./coupons.js";
import { checkChannel } from "./job.js";
import {
  autopostAdd,
  autopostAsk,
  autopostCard,
  autopostHistory,
  autopostList,
  autopostMenu,
  autopostNow,
  autopostOption,
  autopostRemove,
  autopostTest,
  autopostToggle,
  backKeyboard,
  cardKeyboard,
  dealKeyboard,
  languageKeyboard,
  listKeyboard,
  PICK_CHANNEL,
  PICK_GROUP,
  pickKeyboard,
  removeKeyboard,
  type Toggle,
  toggleKeyboard,
  whenKeyboard,
} from "./keyboards.js";
import { type PostingDeps, pauseForRights, postCoupons, postDaily, speechIn } from "./publish.js";
import {
  type ChannelSetup,
  type ChatKind,
  changeChannel,
  channelOf,
  chatSet,
  type Followed,
  foundOffers,
  postedIn,
  readAutopost,
  removeChannel,
  saveChannel,
} from "./store.js";
import { cardText, historyText, listText } from "./text.js";

const composer = new Composer<HandlerContext>();
const feature = composer.chatType("private");

/** "Post now" posts at most this many new coupons; the rest go with the next check. */
const NOW_MAX = 5;

async function languageOf(ctx: BotContext): Promise<Language> {
  return (await speechOf(ctx)).lang;
}

function postingOf(ctx: BotContext): PostingDeps {
  return {
    api: ctx.api,
    storage: ctx.deps.storage,
    logger: ctx.log,
    perMinute: ctx.deps.config.autopostChannelRate,
  };
}

async function zoneOf(ctx: BotContext): Promise<string> {
  const userId = ctx.from?.id;
  return (userId && (await ctx.deps.storage.users.get(userId))?.timeZone) || DEFAULT_ZONE;
}

async function showList(ctx: BotContext, edit: boolean): Promise<void> {
  const userId = ctx.from?.id ?? 0;
  const channels = (await readAutopost(ctx.deps.storage, userId))?.channels ?? [];
  const text = listText(ctx, channels);
  const keyboard = listKeyboard(ctx, channels);
  if (edit) await editInPlace(ctx, text, keyboard);
  else await ctx.reply(text, { reply_markup: keyboard });
}

export async function showCard(ctx: BotContext, setup: ChannelSetup, edit: boolean) {
  const text = cardText(ctx, setup, await zoneOf(ctx));
  const keyboard = cardKeyboard(ctx, setup);
  if (edit) await editInPlace(ctx, text, keyboard);
  else await ctx.reply(text, { reply_markup: keyboard });
}

/** The caller's channel of a button, or an alert that it is gone (removed, /disconnect). */
async function ownChannel(ctx: BotContext, chatId: number): Promise<ChannelSetup | undefined> {
  const setup = await channelOf(ctx.deps.storage, ctx.from?.id ?? 0, chatId);
  if (!setup) await ctx.answerCallbackQuery({ text: ctx.t("autopost-gone"), show_alert: true });
  return setup;
}

feature.command("autopost", async (ctx) => {
  if (!(await requirePublisher(ctx))) return;
  await showList(ctx, false);
});

onButton(composer, autopostList, async (ctx) => {
  await ctx.answerCallbackQuery();
  await showList(ctx, true);
});

onButton(composer, autopostAdd, async (ctx) => {
  await ctx.answerCallbackQuery();
  if (!(await requirePublisher(ctx))) return;
  // An open wizard would take the picked chat for its answer.
  await ctx.conversation.exitAll();
  await ctx.reply(ctx.t("autopost-pick"), { reply_markup: pickKeyboard(ctx) });
});

feature
  .filter((ctx) => ctx.message?.text === ctx.t("autopost-pick-cancel"))
  .on("message:text", async (ctx) => {
    await ctx.reply(ctx.t("autopost-pick-cancelled"), { reply_markup: { remove_keyboard: true } });
  });

/** What the bot may not do yet in a chat it was shown: undefined when it may post. */
function missingRight(ctx: BotContext, kind: ChatKind, member: ChatMember | undefined) {
  if (member?.status === "creator") return undefined;
  if (member?.status === "administrator" && (kind !== "channel" || member.can_post_messages))
    return undefined;
  return kind === "channel" ? ctx.t("autopost-right-post") : ctx.t("autopost-right-admin");
}

feature.on("message:chat_shared", async (ctx, next) => {
  const shared = ctx.message.chat_shared;
  if (shared.request_id !== PICK_CHANNEL && shared.request_id !== PICK_GROUP) return next();
  const userId = ctx.from.id;
  const client = await requirePublisher(ctx);
  if (!client) return;
  const chatId = shared.chat_id;
  const chat = await ctx.api.getChat(chatId).catch(() => undefined);
  const kind: ChatKind =
    chat?.type === "channel" || chat?.type === "group" || chat?.type === "supergroup"
      ? chat.type
      : shared.request_id === PICK_CHANNEL
        ? "channel"
        : "supergroup";
  const title =
    shared.title ?? (chat && "title" in chat ? chat.title : undefined) ?? String(chatId);
  const member = await ctx.api.getChatMember(chatId, ctx.me.id).catch(() => undefined);
  const right = missingRight(ctx, kind, member);
  const removeReplyKeyboard = { reply_markup: { remove_keyboard: true as const } };
  if (right) {
    await ctx.reply(
      ctx.t("autopost-not-admin", { title: escapeHtml(title), right }),
      removeReplyKeyboard,
    );
    return;
  }
  const language = await languageOf(ctx);
  const watermark = await newestCouponId(client).catch(() => undefined);
  const existing = await channelOf(ctx.deps.storage, userId, chatId);
  const setup: ChannelSetup = existing
    ? { ...existing, title, kind, ...(existing.paused === "rights" ? { paused: undefined } : {}) }
    : {
        chatId,
        title,
        kind,
        offers: [],
        categories: [],
        regions: [],
        codesOnly: false,
        language,
        schedule: "live",
        at: 10 * 60,
        markExpired: true,
        ...(watermark === undefined ? {} : { watermark }),
      };
  await saveChannel(ctx.deps.storage, userId, setup, language);
  await ctx.reply(ctx.t("autopost-added", { title: escapeHtml(title) }), removeReplyKeyboard);
  await showCard(ctx, setup, false);
});

onButton(composer, autopostCard, async (ctx, { c }) => {
  const setup = await ownChannel(ctx, c);
  if (!setup) return;
  await ctx.answerCallbackQuery();
  await ctx.conversation.exitAll();
  await showCard(ctx, setup, true);
});

async function offered(
  ctx: BotContext,
  client: PublisherClient,
  field: Toggle,
  chatId: number,
): Promise<Choice[]> {
  if (field === "category") return reference(ctx.deps.storage, client, "coupon-categories");
  if (field === "region") return reference(ctx.deps.storage, client, "regions");
  const found = await foundOffers(ctx.deps.storage, ctx.from?.id ?? 0);
  const recent = await recentOffers(ctx);
  return [...(found?.chatId === chatId ? found.items : []), ...recent];
}

const FIELD: Record<Toggle, "offers" | "categories" | "regions"> = {
  offer: "offers",
  category: "categories",
  region: "regions",
};

/** A followed-values menu: offers (with search), coupon categories, regions. */
export async function showToggles(
  ctx: BotContext,
  client: PublisherClient,
  setup: ChannelSetup,
  field: Toggle,
  edit: boolean,
): Promise<void> {
  const choices = await offered(ctx, client, field, setup.chatId);
  const keyboard = toggleKeyboard(ctx, setup.chatId, field, setup[FIELD[field]], choices, {
    search: field === "offer",
  });
  const text = ctx.t(`autopost-choose-${FIELD[field]}`, { title: escapeHtml(setup.title) });
  if (edit) await editInPlace(ctx, text, keyboard);
  else await ctx.reply(text, { reply_markup: keyboard });
}

onButton(composer, autopostMenu, async (ctx, { c, m }) => {
  const setup = await ownChannel(ctx, c);
  if (!setup) return;
  const client = await requirePublisher(ctx);
  if (!client) return;
  await ctx.answerCallbackQuery();
  if (m === "offers") return showToggles(ctx, client, setup, "offer", true);
  if (m === "categories") return showToggles(ctx, client, setup, "category", true);
  if (m === "regions") return showToggles(ctx, client, setup, "region", true);
  const title = escapeHtml(setup.title);
  const [text, keyboard]: [string, InlineKeyboard] =
    m === "language"
      ? [ctx.t("autopost-choose-language", { title }), languageKeyboard(ctx, setup)]
      : [ctx.t("autopost-choose-when", { title }), whenKeyboard(ctx, setup)];
  await editInPlace(ctx, text, keyboard);
});

onButton(composer, autopostToggle, async (ctx, { c, f, v }) => {
  const setup = await ownChannel(ctx, c);
  if (!setup) return;
  const client = await requirePublisher(ctx);
  if (!client) return;
  await ctx.answerCallbackQuery();
  const list = setup[FIELD[f]];
  const followed = list.some((item) => item.id === v);
  let name = "";
  if (!followed) name = (await offered(ctx, client, f, c)).find((o) => o.id === v)?.name ?? "";
  const next: Followed[] = followed
    ? list.filter((item) => item.id !== v)
    : [...list, { id: v, name: name.trim() || `#${v}` }];
  const changed = await changeChannel(ctx.deps.storage, ctx.from.id, c, (s) => ({
    ...s,
    [FIELD[f]]: next,
  }));
  if (changed) await showToggles(ctx, client, changed, f, true);
});

onButton(composer, autopostOption, async (ctx, { c, o, v }) => {
  const setup = await ownChannel(ctx, c);
  if (!setup) return;
  if (o === "pause" && v === "off" && setup.paused === "rights") {
    // Resuming after the rights were taken: only when they are back.
    const member = await ctx.api.getChatMember(c, ctx.me.id).catch(() => undefined);
    const right = missingRight(ctx, setup.kind, member);
    if (right) {
      const text = ctx.t("autopost-still-no-right", { right });
      await ctx.answerCallbackQuery({ text: text.slice(0, 200), show_alert: true });
      return;
    }
  }
  await ctx.answerCallbackQuery();
  const changed = await changeChannel(ctx.deps.storage, ctx.from.id, c, (s) => {
    switch (o) {
      case "codes":
        return { ...s, codesOnly: v === "codes" };
      case "language":
        return v === "en" || v === "ru" || v === "pt" ? { ...s, language: v } : s;
      case "schedule":
        return v === "daily" || v === "live" ? { ...s, schedule: v } : s;
      case "expired":
        return { ...s, markExpired: v === "on" };
      case "pause":
        return v === "on" ? { ...s, paused: "publisher" } : { ...s, paused: undefined };
      default: {
        const { subaccount: _, ...rest } = s;
        return rest;
      }
    }
  });
  if (changed) await showCard(ctx, changed, true);
});

onButton(composer, autopostAsk, async (ctx, { c, w }) => {
  const setup = await ownChannel(ctx, c);
  if (!setup) return;
  await ctx.answerCallbackQuery();
  await ctx.conversation.exitAll();
  await ctx.conversation.enter(`autopost-${w}`, c);
});

onButton(composer, autopostTest, async (ctx, { c }) => {
  const setup = await ownChannel(ctx, c);
  if (!setup) return;
  const client = await requirePublisher(ctx);
  if (!client) return;
  await ctx.answerCallbackQuery();
  const [coupon] = await newestFitting(ctx.deps.storage, client, setup, new Date(), 1);
  if (!coupon) {
    await ctx.reply(ctx.t("autopost-test-none", { title: escapeHtml(setup.title) }));
    return;
  }
  const speech = speechIn(ctx.deps.storage, setup.language);
  const post = channelPost(speech, coupon, setup.subaccount);
  await ctx.reply(ctx.t("autopost-test-intro", { title: escapeHtml(setup.title) }));
  await ctx.reply(post.text, {
    reply_markup: dealKeyboard(speech.t, post.link),
    link_preview_options: { is_disabled: true },
  });
});

onButton(composer, autopostNow, async (ctx, { c }) => {
  const setup = await ownChannel(ctx, c);
  if (!setup) return;
  if (setup.paused) {
    await ctx.answerCallbackQuery({ text: ctx.t("autopost-now-paused"), show_alert: true });
    return;
  }
  const client = await requirePublisher(ctx);
  if (!client) return;
  await ctx.answerCallbackQuery({ text: ctx.t("autopost-now-posting") });
  const posting = postingOf(ctx);
  const now = new Date();
  let outcome = await checkChannel(posting, client, ctx.from.id, setup, now, NOW_MAX);
  if (outcome.posted === 0 && !outcome.lostRights) {
    // Nothing new: the newest coupon that fits and was not posted there yet.
    const newest = await newestFitting(ctx.deps.storage, client, setup, now, 10);
    const latest = (await channelOf(ctx.deps.storage, ctx.from.id, c)) ?? setup;
    outcome =
      latest.schedule === "daily"
        ? await postDaily(posting, ctx.from.id, latest, newest)
        : await postCoupons(posting, ctx.from.id, latest, newest, 1);
  }
  if (outcome.lostRights) return;
  const title = escapeHtml(setup.title);
  await ctx.reply(
    outcome.posted > 0
      ? ctx.t("autopost-now-done", { count: outcome.posted, title })
      : ctx.t("autopost-now-nothing", { title }),
  );
});

onButton(composer, autopostHistory, async (ctx, { c }) => {
  const setup = await ownChannel(ctx, c);
  if (!setup) return;
  await ctx.answerCallbackQuery();
  const posted = await postedIn(ctx.deps.storage, ctx.from.id, c);
  await editInPlace(ctx, historyText(ctx, setup, posted), backKeyboard(ctx, c));
});

onButton(composer, autopostRemove, async (ctx, { c, sure }) => {
  const setup = await ownChannel(ctx, c);
  if (!setup) return;
  await ctx.answerCallbackQuery();
  if (sure === "no") {
    const text = ctx.t("autopost-remove-ask", { title: escapeHtml(setup.title) });
    await editInPlace(ctx, text, removeKeyboard(ctx, c));
    return;
  }
  await removeChannel(ctx.deps.storage, ctx.from.id, c);
  await showList(ctx, true);
});

/** May the bot still post there? Otherwise every autopost into that chat pauses, each owner told once. */
function canPost(chatType: string, member: ChatMember): boolean {
  if (member.status === "creator") return true;
  if (member.status === "administrator")
    return chatType !== "channel" || member.can_post_messages === true;
  if (chatType === "channel") return false;
  if (member.status === "member") return true;
  return member.status === "restricted" && member.can_send_messages;
}

composer.on("my_chat_member", async (ctx, next) => {
  const chat = ctx.myChatMember.chat;
  if (chat.type === "private" || canPost(chat.type, ctx.myChatMember.new_chat_member)) {
    return next();
  }
  const owners = await ctx.deps.storage.sets.members(chatSet(chat.id));
  const deps = { api: ctx.api, storage: ctx.deps.storage, logger: ctx.log };
  for (const userId of owners) await pauseForRights(deps, userId, chat.id);
  await next();
});

export { composer };
