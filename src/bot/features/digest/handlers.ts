import { Composer } from "grammy";
import { onButton } from "../../core/callback-data.js";
import type { BotContext, HandlerContext } from "../../core/context.js";
import { publisherButton, publisherCommand } from "../../core/guards.js";
import { enterWizard } from "../../wizard/enter.js";
import { sendDigestNow, showDigestCard } from "./card.js";
import {
  digestBackButton,
  digestCombineButton,
  digestNowButton,
  digestSettingsButton,
  digestSwitchButton,
  digestTimeButton,
  digestWeeklyButton,
  digestZoneButton,
} from "./keyboards.js";
import { changeDigest, type DigestChange, readDigest, switchOffDigest } from "./settings.js";

const composer = new Composer<HandlerContext>();

publisherCommand(composer, "digest", async (ctx) => {
  await showDigestCard(ctx, await stateOf(ctx), ctx.deps.now());
});

publisherButton(composer, digestSettingsButton, async (ctx) => {
  await ctx.answerCallbackQuery();
  await showDigestCard(ctx, await stateOf(ctx), ctx.deps.now());
});

publisherButton(composer, digestSwitchButton, async (ctx, { on }) => {
  await change(ctx, { enabled: on === "on" });
});

publisherButton(composer, digestWeeklyButton, async (ctx, { weekly }) => {
  await change(ctx, { weekly: weekly === "on" });
});

publisherButton(composer, digestCombineButton, async (ctx, { combined }) => {
  await change(ctx, { combined: combined === "all" });
});

onButton(composer, digestTimeButton, async (ctx) => {
  await ctx.answerCallbackQuery();
  await enterWizard(ctx, "digest-time", ctx.callbackQuery.message?.message_id);
});

onButton(composer, digestZoneButton, async (ctx) => {
  await ctx.answerCallbackQuery();
  await enterWizard(ctx, "digest-zone", ctx.callbackQuery.message?.message_id);
});

onButton(composer, digestBackButton, async (ctx) => {
  await ctx.answerCallbackQuery();
  // Its own wizards end here; a wizard set aside for them stays, to be resumed (wizard/shelf.ts).
  await ctx.conversation.exit("digest-time");
  await ctx.conversation.exit("digest-zone");
  await showDigestCard(
    ctx,
    await stateOf(ctx),
    ctx.deps.now(),
    ctx.callbackQuery.message?.message_id,
  );
});

publisherButton(composer, digestNowButton, async (ctx, _values, client) => {
  await ctx.answerCallbackQuery({ text: ctx.t("digest-now-preparing") });
  await sendDigestNow(ctx, client);
});

// Telegram says so when a publisher blocks the bot: digests stop now, not at the next failed send.
composer.on("my_chat_member", async (ctx, next) => {
  if (ctx.chat.type === "private" && ctx.myChatMember.new_chat_member.status === "kicked") {
    await switchOffDigest(ctx.deps.storage, ctx.myChatMember.from.id, ctx.deps.now());
  }
  await next();
});

async function stateOf(ctx: BotContext) {
  const { lang } = ctx.speech;
  return readDigest(ctx.deps.storage, ctx.from?.id ?? 0, lang, ctx.deps.now());
}

/** Applies a change from a (publisher's) button and edits the card under it in place. */
async function change(ctx: BotContext, wanted: DigestChange): Promise<void> {
  await ctx.answerCallbackQuery();
  const userId = ctx.from?.id;
  if (userId === undefined) return;
  const { lang } = ctx.speech;
  const now = ctx.deps.now();
  const state = await changeDigest(ctx.deps.storage, userId, wanted, lang, now);
  await showDigestCard(ctx, state, now, ctx.callbackQuery?.message?.message_id);
}

export { composer };
