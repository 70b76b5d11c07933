/**
 * /team: the team groups of the active account. ➕ opens Telegram's chat picker (groups, with the
 * bot in them); a picked group gets a card here and one in the group, whose buttons only the
 * owner can press there. Toggles choose the news, 🎯 the offers and subaccounts it is for, 🗑
 * stops it. The bot removed from a group stops its news and tells the owner once.
 */
import { type CallbackQueryContext, Composer } from "grammy";
import { actFor } from "../../accounts/index.js";
import { onButton } from "../../core/callback-data.js";
import type { BotContext, HandlerContext } from "../../core/context.js";
import { editInPlace } from "../../core/edit-in-place.js";
import { publisherButton, publisherCommand } from "../../core/guards.js";
import { requirePublisher } from "../../core/publisher.js";
import { escapeHtml } from "../../format/html.js";
import { stopGroup } from "../../team/deliver.js";
import {
  changeTeamGroup,
  type TeamGroup,
  teamChatSet,
  teamGroupOf,
  teamGroupsOf,
} from "../../team/store.js";
import { enterWizard } from "../../wizard/enter.js";
import { setAside } from "../../wizard/shelf.js";
import { groupStats } from "./group-stats.js";
import {
  TEAM_PICK,
  teamAddButton,
  teamCardButton,
  teamCardKeyboard,
  teamListKeyboard,
  teamPickKeyboard,
  teamRemoveButton,
  teamRoutesButton,
  teamToggleButton,
} from "./keyboards.js";
import { routedOfferNames, teamCardText, teamListText } from "./text.js";

const composer = new Composer<HandlerContext>(groupStats);
const privately = composer.chatType("private");
type Press = CallbackQueryContext<HandlerContext>;

publisherCommand(composer, "team", async (ctx) => {
  const groups = await teamGroupsOf(ctx.deps.storage, ctx.account.id);
  await ctx.reply(teamListText(ctx, groups), {
    reply_markup: teamListKeyboard(ctx, groups, ctx.from.id, ctx.account.no),
  });
});

publisherButton(composer, teamAddButton, async (ctx) => {
  await ctx.answerCallbackQuery();
  // An open wizard would take the picked chat for its answer: it is set aside, answers kept.
  await setAside(ctx);
  await ctx.reply(ctx.t("team-pick"), { reply_markup: teamPickKeyboard(ctx) });
});

privately
  .filter((ctx) => ctx.message?.text === ctx.t("team-pick-cancel"))
  .on("message:text", async (ctx) => {
    await ctx.reply(ctx.t("team-pick-cancelled"), { reply_markup: { remove_keyboard: true } });
  });

privately.on("message:chat_shared", async (ctx, next) => {
  const shared = ctx.message.chat_shared;
  if (shared.request_id !== TEAM_PICK) return next();
  if (!(await requirePublisher(ctx))) return;
  const chatId = shared.chat_id;
  const title = shared.title ?? String(chatId);
  const hide = { reply_markup: { remove_keyboard: true as const } };
  const member = await ctx.api.getChatMember(chatId, ctx.me.id).catch(() => undefined);
  if (!member || member.status === "left" || member.status === "kicked") {
    await ctx.reply(ctx.t("team-not-member", { title: escapeHtml(title) }), hide);
    return;
  }
  const group = await changeTeamGroup(ctx.deps.storage, ctx.account.id, chatId, (current) =>
    current ? { ...current, title, stopped: false } : newGroup(chatId, title),
  );
  if (!group) return;
  await ctx.reply(ctx.t("team-added", { title: escapeHtml(title) }), hide);
  const card = { group, owner: ctx.from.id, account: ctx.account.no };
  const names = await routedOfferNames(ctx, group, ctx.account.id);
  await ctx.reply(teamCardText(ctx, group, ctx.account, undefined, names), {
    reply_markup: teamCardKeyboard(ctx, card, false),
  });
  // The group sees whose news it gets, and what; its buttons are the owner's alone.
  const hello = teamCardText(ctx, group, ctx.account, ctx.t("team-group-hello"), names);
  await ctx.api
    .sendMessage(chatId, hello, { reply_markup: teamCardKeyboard(ctx, card, true) })
    .catch((error: unknown) => ctx.log.warn({ err: error }, "team card not posted in the group"));
});

function newGroup(chatId: number, title: string): TeamGroup {
  return {
    chatId,
    title,
    news: { digest: true, alerts: true, watch: true, claims: true },
    offers: [],
    subaccounts: [],
  };
}

/**
 * The group a card's button is about, when the presser is its owner and the account is still
 * theirs; anyone else is told that only the owner can change this, and nothing changes.
 */
async function ownGroup(
  ctx: Press,
  values: { chat: number; owner: number; account: number },
): Promise<TeamGroup | undefined> {
  if (ctx.from.id !== values.owner) {
    await ctx.answerCallbackQuery({ text: ctx.t("team-owner-only"), show_alert: true });
    return undefined;
  }
  if (!(await actFor(ctx, values.account))) return undefined;
  const group = await teamGroupOf(ctx.deps.storage, ctx.account.id, values.chat);
  if (!group) await ctx.answerCallbackQuery({ text: ctx.t("team-gone"), show_alert: true });
  return group;
}

async function showCard(ctx: BotContext, group: TeamGroup, notice?: string): Promise<void> {
  const inGroup = ctx.chat?.type !== "private";
  const card = { group, owner: ctx.from?.id ?? 0, account: ctx.account.no };
  const names = await routedOfferNames(ctx, group, ctx.account.id);
  await editInPlace(
    ctx,
    teamCardText(ctx, group, ctx.account, notice, names),
    teamCardKeyboard(ctx, card, inGroup),
  );
}

onButton(composer, teamCardButton, async (ctx, values) => {
  const group = await ownGroup(ctx, values);
  if (!group) return;
  await ctx.answerCallbackQuery();
  await showCard(ctx, group);
});

onButton(composer, teamToggleButton, async (ctx, values) => {
  const found = await ownGroup(ctx, values);
  if (!found) return;
  const { news } = values;
  const group = await changeTeamGroup(ctx.deps.storage, ctx.account.id, found.chatId, (g) => {
    if (!g) return g;
    if (news === "stats") return { ...g, stats: !g.stats };
    return { ...g, news: { ...g.news, [news]: !g.news[news] } };
  });
  await ctx.answerCallbackQuery();
  if (group) await showCard(ctx, group);
});

onButton(composer, teamRoutesButton, async (ctx, values) => {
  const group = await ownGroup(ctx, values);
  if (!group) return;
  await ctx.answerCallbackQuery();
  await enterWizard(ctx, "team-routes", group.chatId, ctx.account.no);
});

onButton(composer, teamRemoveButton, async (ctx, values) => {
  const group = await ownGroup(ctx, values);
  if (!group) return;
  await changeTeamGroup(ctx.deps.storage, ctx.account.id, group.chatId, () => undefined);
  await ctx.answerCallbackQuery();
  await editInPlace(ctx, ctx.t("team-removed", { title: escapeHtml(group.title) }));
});

/** The bot removed from a group (or the group deleted): its news stops, each owner told once. */
composer.on("my_chat_member", async (ctx, next) => {
  const { chat, new_chat_member: member } = ctx.myChatMember;
  if (chat.type !== "private" && (member.status === "left" || member.status === "kicked")) {
    const { storage } = ctx.deps;
    for (const accountId of await storage.sets.members(teamChatSet(chat.id))) {
      const group = await teamGroupOf(storage, accountId, chat.id);
      if (group) await stopGroup({ ...ctx.deps, logger: ctx.log }, accountId, group);
    }
  }
  await next();
});

export { composer };
