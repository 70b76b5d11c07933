import { Composer, type InlineKeyboard } from "grammy";
import { isLanguage } from "../../../languages.js";
import type { PublisherClient } from "../../../publisher-api/index.js";
import { channelPost } from "../../catalog/coupon-post.js";
import type { Choice } from "../../catalog/paging.js";
import { recentOffers } from "../../catalog/recent-offers.js";
import { reference } from "../../catalog/references-cache.js";
import { onButton } from "../../core/callback-data.js";
import type { BotContext, HandlerContext } from "../../core/context.js";
import { editInPlace } from "../../core/edit-in-place.js";
import { publisherButton, publisherCommand } from "../../core/guards.js";
import { escapeHtml } from "../../format/html.js";
import { enterWizard } from "../../wizard/enter.js";
import { newestFitting } from "./coupons.js";
import { checkChannel } from "./job.js";
import {
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
  dealKeyboard,
  languageKeyboard,
  removeKeyboard,
  type Toggle,
  toggleKeyboard,
  whenKeyboard,
} from "./keyboards.js";
import { picking } from "./picking.js";
import { type PostingDeps, postCoupons, postDaily } from "./publish.js";
import {
  type ChannelSetup,
  changeChannel,
  channelOf,
  type Followed,
  foundOffers,
  postedIn,
  removeChannel,
} from "./store.js";
import { historyText } from "./text.js";
import { missingRight, ownChannel, showCard, showList } from "./views.js";

const composer = new Composer<HandlerContext>();
composer.use(picking);

/** "Post now" posts at most this many new coupons; the rest go with the next check. */
const NOW_MAX = 5;

function postingOf(ctx: BotContext): PostingDeps {
  return {
    outbox: ctx.deps.outbox,
    storage: ctx.deps.storage,
    speeches: ctx.deps.speeches,
    logger: ctx.log,
    perMinute: ctx.deps.config.autopostChannelRate,
    now: () => ctx.deps.now(),
  };
}

publisherCommand(composer, "autopost", async (ctx) => {
  await showList(ctx, false);
});

onButton(composer, autopostList, async (ctx) => {
  await ctx.answerCallbackQuery();
  await showList(ctx, true);
});

onButton(composer, autopostCard, async (ctx, { channel: c }) => {
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
  const found = await foundOffers(ctx.deps.storage, ctx.account.id);
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

publisherButton(composer, autopostMenu, async (ctx, { channel: c, menu: m }, client) => {
  const setup = await ownChannel(ctx, c);
  if (!setup) return;
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

publisherButton(
  composer,
  autopostToggle,
  async (ctx, { channel: c, toggle: f, value: v }, client) => {
    const setup = await ownChannel(ctx, c);
    if (!setup) return;
    await ctx.answerCallbackQuery();
    const list = setup[FIELD[f]];
    const followed = list.some((item) => item.id === v);
    let name = "";
    if (!followed) name = (await offered(ctx, client, f, c)).find((o) => o.id === v)?.name ?? "";
    const next: Followed[] = followed
      ? list.filter((item) => item.id !== v)
      : [...list, { id: v, name: name.trim() || `#${v}` }];
    const changed = await changeChannel(ctx.deps.storage, ctx.account.id, c, (s) => ({
      ...s,
      [FIELD[f]]: next,
    }));
    if (changed) await showToggles(ctx, client, changed, f, true);
  },
);

onButton(composer, autopostOption, async (ctx, { channel: c, option: o, value: v }) => {
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
  const changed = await changeChannel(ctx.deps.storage, ctx.account.id, c, (s) => {
    switch (o) {
      case "codes":
        return { ...s, codesOnly: v === "codes" };
      case "language":
        return isLanguage(v) ? { ...s, language: v } : s;
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

onButton(composer, autopostAsk, async (ctx, { channel: c, question: w }) => {
  const setup = await ownChannel(ctx, c);
  if (!setup) return;
  await ctx.answerCallbackQuery();
  await enterWizard(ctx, `autopost-${w}`, c);
});

publisherButton(composer, autopostTest, async (ctx, { channel: c }, client) => {
  const setup = await ownChannel(ctx, c);
  if (!setup) return;
  await ctx.answerCallbackQuery();
  const [coupon] = await newestFitting(ctx.deps.storage, client, setup, ctx.deps.now(), 1);
  if (!coupon) {
    await ctx.reply(ctx.t("autopost-test-none", { title: escapeHtml(setup.title) }));
    return;
  }
  const speech = ctx.deps.speeches.in(setup.language);
  const post = channelPost(speech, coupon, setup.subaccount);
  await ctx.reply(ctx.t("autopost-test-intro", { title: escapeHtml(setup.title) }));
  await ctx.reply(post.text, {
    reply_markup: dealKeyboard(speech.t, post.link),
    link_preview_options: { is_disabled: true },
  });
});

publisherButton(composer, autopostNow, async (ctx, { channel: c }, client) => {
  const setup = await ownChannel(ctx, c);
  if (!setup) return;
  if (setup.paused) {
    await ctx.answerCallbackQuery({ text: ctx.t("autopost-now-paused"), show_alert: true });
    return;
  }
  await ctx.answerCallbackQuery({ text: ctx.t("autopost-now-posting") });
  const posting = postingOf(ctx);
  const now = ctx.deps.now();
  let outcome = await checkChannel(posting, client, ctx.account.id, setup, now, NOW_MAX);
  if (outcome.posted === 0 && !outcome.lostRights) {
    // Nothing new: the newest coupon that fits and was not posted there yet.
    const newest = await newestFitting(ctx.deps.storage, client, setup, now, 10);
    const latest = (await channelOf(ctx.deps.storage, ctx.account.id, c)) ?? setup;
    outcome =
      latest.schedule === "daily"
        ? await postDaily(posting, ctx.account.id, latest, newest)
        : await postCoupons(posting, ctx.account.id, latest, newest, 1);
  }
  if (outcome.lostRights) return;
  const title = escapeHtml(setup.title);
  await ctx.reply(
    outcome.posted > 0
      ? ctx.t("autopost-now-done", { count: outcome.posted, title })
      : ctx.t("autopost-now-nothing", { title }),
  );
});

onButton(composer, autopostHistory, async (ctx, { channel: c }) => {
  const setup = await ownChannel(ctx, c);
  if (!setup) return;
  await ctx.answerCallbackQuery();
  const posted = await postedIn(ctx.deps.storage, ctx.account.id, c);
  await editInPlace(ctx, historyText(ctx, setup, posted), backKeyboard(ctx, c));
});

onButton(composer, autopostRemove, async (ctx, { channel: c, sure }) => {
  const setup = await ownChannel(ctx, c);
  if (!setup) return;
  await ctx.answerCallbackQuery();
  if (sure === "no") {
    const text = ctx.t("autopost-remove-ask", { title: escapeHtml(setup.title) });
    await editInPlace(ctx, text, removeKeyboard(ctx, c));
    return;
  }
  await removeChannel(ctx.deps.storage, ctx.account.id, c);
  await showList(ctx, true);
});

export { composer };
