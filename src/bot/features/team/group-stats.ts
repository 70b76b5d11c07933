/**
 * /stats in a team group, when the owner allowed it there: the figures of the last seven days of
 * each account routing into the group (clicks, conversions, commission in the account's
 * currency). Never a key, a token or a tracking link: only counts and amounts.
 */
import { Composer } from "grammy";
import { accountName } from "../../accounts/label.js";
import { accountCurrency } from "../../core/account-currency.js";
import type { BotContext, HandlerContext } from "../../core/context.js";
import { pointToPrivateChat } from "../../core/private-only.js";
import { connection } from "../../core/publisher.js";
import { escapeHtml } from "../../format/html.js";
import { addDays, localDate } from "../../format/local-time.js";
import { formatCents } from "../../format/money.js";
import { count } from "../../format/numbers.js";
import { readDays } from "../../reports/report.js";
import { counted, earned } from "../../reports/totals.js";
import { zoneFor } from "../../speech/speech.js";
import { teamChatSet, teamGroupOf } from "../../team/store.js";

const composer = new Composer<HandlerContext>();

composer.chatType(["group", "supergroup"]).command("stats", async (ctx) => {
  const blocks: string[] = [];
  for (const accountId of await ctx.deps.storage.sets.members(teamChatSet(ctx.chat.id))) {
    const block = await accountBlock(ctx, accountId, ctx.chat.id);
    if (block) blocks.push(block);
  }
  // Not shared here: as in any group, the way to the private chat.
  if (blocks.length === 0) await pointToPrivateChat(ctx, "stats");
  else
    await ctx.reply(blocks.join("\n\n"), { reply_parameters: { message_id: ctx.msg.message_id } });
});

/** One account's week, when its owner allowed /stats in this group. */
async function accountBlock(
  ctx: BotContext,
  accountId: number,
  chatId: number,
): Promise<string | undefined> {
  const { storage } = ctx.deps;
  const group = await teamGroupOf(storage, accountId, chatId);
  if (!group?.stats || group.stopped) return undefined;
  const client = (await connection(ctx.deps, accountId))?.client;
  if (!client) return undefined;
  const zone = await zoneFor(storage, accountId);
  const today = localDate(ctx.deps.now(), zone);
  const [week, currency] = await Promise.all([
    readDays(client, { from: addDays(today, -6), to: today }),
    accountCurrency(storage, accountId, client),
  ]);
  const owner = (await storage.accounts.ownerOf(accountId)) ?? accountId;
  const account = (await storage.accounts.peek(owner)).find((a) => a.id === accountId);
  const { lang } = ctx.speech;
  return ctx.t("team-stats", {
    account: escapeHtml(accountName(ctx.t, account ?? { no: 1, label: "" })),
    clicks: count(week.total.clicks, lang),
    conversions: count(counted(week.total), lang),
    commission: formatCents(earned(week.total), currency, lang),
  });
}

export { composer as groupStats };
