/** The /digest settings card, and a digest sent on request; shared by the feature and its wizards. */
import type { PublisherClient } from "../../../publisher-api/index.js";
import { clockOf } from "../../clock/clock.js";
import type { BotContext } from "../../core/context.js";
import { editInPlace } from "../../core/edit-in-place.js";
import { composeDigest, sendDigest } from "./deliver.js";
import { gatherDigest } from "./gather.js";
import { digestSettingsKeyboard } from "./keyboards.js";
import type { DigestState } from "./settings.js";
import { settingsText } from "./text.js";

/** Edits the card into `messageId` when given (a button was pressed under it), else sends it. */
export async function showDigestCard(
  ctx: BotContext,
  state: DigestState,
  now: Date,
  messageId?: number,
): Promise<void> {
  const { text, keyboard } = await digestCard(ctx, state, now);
  if (messageId !== undefined && ctx.chat)
    await editInPlace(ctx, text, keyboard, undefined, messageId);
  else await ctx.reply(text, { reply_markup: keyboard });
}

/** The card's text and buttons. */
export async function digestCard(ctx: BotContext, state: DigestState, now: Date) {
  const combined = ctx.account.many ? Boolean(state.settings.combined) : undefined;
  const text = settingsText(state, now, ctx.speech, combined);
  return { text, keyboard: digestSettingsKeyboard(ctx, state.settings, combined) };
}

/** "Send me one now": today's digest (about yesterday), whatever the schedule says. */
export async function sendDigestNow(ctx: BotContext, client: PublisherClient): Promise<void> {
  const chatId = ctx.chat?.id;
  if (chatId === undefined) return;
  await ctx.replyWithChatAction("upload_photo").catch(() => undefined);
  const secrets = await ctx.deps.storage.vault.get(ctx.account.id);
  // The publisher's clock: the digest's "yesterday" is the day before the today they see.
  const { now, today } = clockOf(ctx);
  const data = await gatherDigest(client, {
    today,
    now,
    knownZone: () => ctx.deps.api.statisticsZone,
    hasClaims: Boolean(secrets?.clientId && secrets.clientSecret),
    claimStatuses: ctx.deps.config.claims.statuses,
    limit: (call) => call(),
  });
  await sendDigest(
    ctx.api,
    chatId,
    await composeDigest(data, ctx.speech, now, ctx.deps.charts, ctx.deps.config, ctx.account.no),
  );
}
