/**
 * /accounts: the network accounts connected in this chat, the active one marked. A press on an
 * account's name makes it active; ✏️ renames it, 🗑 removes it (after asking), ➕ Add connects one
 * more (the /connect wizard again). Buttons name an account by its number in the presser's own
 * list, so a forged or stale button names nothing of anyone else's.
 */
import { Composer } from "grammy";
import type { AccountEntry } from "../../../storage/index.js";
import { accountName, ownAccount, reread } from "../../accounts/index.js";
import { onButton } from "../../core/callback-data.js";
import type { BotContext, HandlerContext } from "../../core/context.js";
import { editInPlace } from "../../core/edit-in-place.js";
import { privateCommand } from "../../core/guards.js";
import { escapeHtml } from "../../format/html.js";
import { enterWizard } from "../../wizard/enter.js";
import {
  accountsAddButton,
  accountsKeyboard,
  accountsListButton,
  accountsRemoveButton,
  accountsRemoveYesButton,
  accountsRenameButton,
  accountsSwitchButton,
  removeKeyboard,
} from "./keyboards.js";
import { accountsText } from "./text.js";

const composer = new Composer<HandlerContext>();

privateCommand(composer, "accounts", async (ctx) => {
  const view = await accountsView(ctx);
  await ctx.reply(view.text, { reply_markup: view.keyboard });
});

onButton(composer, accountsListButton, async (ctx) => {
  await ctx.answerCallbackQuery();
  await show(ctx);
});

onButton(composer, accountsAddButton, async (ctx) => {
  await ctx.answerCallbackQuery();
  await enterWizard(ctx, "connect", "add");
});

onButton(composer, accountsSwitchButton, async (ctx, { no }) => {
  const account = await mine(ctx, no);
  if (!account) return;
  await ctx.answerCallbackQuery();
  // A wizard open on the account it leaves would go on with the other one: it stops here.
  await ctx.conversation.exitAll();
  await ctx.deps.storage.accounts.activate(ctx.from.id, account.id);
  await reread(ctx);
  await show(ctx, ctx.t("accounts-switched", { name: nameOf(ctx, account) }));
});

onButton(composer, accountsRenameButton, async (ctx, { no }) => {
  const account = await mine(ctx, no);
  if (!account) return;
  await ctx.answerCallbackQuery();
  await enterWizard(ctx, "accounts-rename", account.no);
});

onButton(composer, accountsRemoveButton, async (ctx, { no }) => {
  const account = await mine(ctx, no);
  if (!account) return;
  await ctx.answerCallbackQuery();
  await editInPlace(
    ctx,
    ctx.t("accounts-remove-confirm", { name: nameOf(ctx, account) }),
    removeKeyboard(ctx, account.no),
  );
});

onButton(composer, accountsRemoveYesButton, async (ctx, { no }) => {
  const account = await mine(ctx, no);
  if (!account) return;
  await ctx.answerCallbackQuery();
  await ctx.conversation.exitAll();
  await ctx.deps.storage.forgetAccount(ctx.from.id, account.id);
  await reread(ctx);
  await show(ctx, ctx.t("accounts-removed", { name: nameOf(ctx, account) }));
});

/** The presser's own account with that number; a stale or forged one is told and changes nothing. */
async function mine(ctx: BotContext, no: number): Promise<AccountEntry | undefined> {
  const account = await ownAccount(ctx, no);
  if (!account) await ctx.answerCallbackQuery({ text: ctx.t("accounts-gone"), show_alert: true });
  return account;
}

const nameOf = (ctx: BotContext, account: AccountEntry) => escapeHtml(accountName(ctx.t, account));

async function show(ctx: BotContext, notice?: string): Promise<void> {
  const view = await accountsView(ctx, notice);
  await editInPlace(ctx, view.text, view.keyboard);
}

/** The list of the publisher's accounts, the active one marked. */
export async function accountsView(ctx: BotContext, notice?: string) {
  const listed = await ctx.deps.storage.accounts.of(ctx.from?.id ?? 0);
  return {
    text: accountsText(ctx, listed, notice),
    keyboard: accountsKeyboard(ctx, listed.accounts, listed.active?.id),
  };
}

export { composer };
