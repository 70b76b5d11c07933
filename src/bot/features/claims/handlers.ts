import { type CallbackQueryContext, Composer } from "grammy";
import { WrongState } from "../../../publisher-api/index.js";
import { actFor } from "../../accounts/index.js";
import { onButton } from "../../core/callback-data.js";
import type { HandlerContext } from "../../core/context.js";
import { editInPlace } from "../../core/edit-in-place.js";
import { privateCommand } from "../../core/guards.js";
import { clip } from "../../format/clip.js";
import { escapeHtml } from "../../format/html.js";
import { enterWizard } from "../../wizard/enter.js";
import { requireClaimClient } from "./access.js";
import { batchComposer } from "./batch/handlers.js";
import { withBatches } from "./batch/views.js";
import {
  type Back,
  claimCardKeyboard,
  claimDeleteKeyboard,
  claimsBackKeyboard,
  claimsCardButton,
  claimsDeleteButton,
  claimsDeleteConfirmButton,
  claimsEditButton,
  claimsListButton,
  claimsListKeyboard,
  claimsNewButton,
} from "./list-keyboards.js";
import { claimCard, claimsPageText, statusCode, statusWord } from "./text.js";
import { type ClaimView, isNew, loadClaimsPage, loadClaimView } from "./views.js";

/** Telegram shows at most 200 characters in an alert (plain text, no HTML). */
const ALERT_LIMIT = 200;

const composer = new Composer<HandlerContext>();

type Press = CallbackQueryContext<HandlerContext>;

privateCommand(composer, "claim", async (ctx) => {
  if (await requireClaimClient(ctx, true)) await enterWizard(ctx, "claim");
});

privateCommand(composer, "claims", async (ctx) => {
  const client = await requireClaimClient(ctx);
  if (!client) return;
  const page = await loadClaimsPage(client, ctx.deps.config, 0, 0);
  const shown = await withBatches(
    ctx,
    claimsPageText(ctx, page, ctx.speech, ctx.deps.now()),
    claimsListKeyboard(ctx, { ...page, status: 0, account: ctx.account.no }),
  );
  await ctx.reply(shown.text, { reply_markup: shown.keyboard });
});

/** "New claim" under the list: the wizard, for the list's account; its Back shows the list again. */
onButton(composer, claimsNewButton, async (ctx, place) => {
  if (!(await actFor(ctx, place.account))) return;
  if (!(await requireClaimClient(ctx, true))) return;
  await ctx.answerCallbackQuery();
  await enterWizard(ctx, "claim", { ...place, account: ctx.account.no });
});

/** The claims client of the account the button is of (the presser's own), or undefined. */
async function claimsOf(ctx: Press, account: number) {
  return (await actFor(ctx, account)) ? requireClaimClient(ctx) : undefined;
}

onButton(composer, claimsListButton, async (ctx, { status, page, account }) => {
  const client = await claimsOf(ctx, account);
  if (!client) return;
  const view = await loadClaimsPage(client, ctx.deps.config, status, page);
  await ctx.answerCallbackQuery();
  const shown = await withBatches(
    ctx,
    claimsPageText(ctx, view, ctx.speech, ctx.deps.now()),
    claimsListKeyboard(ctx, { ...view, status, account: ctx.account.no }),
  );
  await editInPlace(ctx, shown.text, shown.keyboard);
});

onButton(composer, claimsCardButton, async (ctx, { id, status, page, account }) => {
  const client = await claimsOf(ctx, account);
  if (!client) return;
  const view = await loadClaimView(client, ctx.deps.config, id);
  await ctx.answerCallbackQuery();
  await showCard(ctx, view, { status, page, account: ctx.account.no });
});

onButton(composer, claimsEditButton, async (ctx, { id, account }) => {
  const client = await claimsOf(ctx, account);
  if (!client) return;
  const view = await loadClaimView(client, ctx.deps.config, id);
  if (!(await stillNew(ctx, view, { status: 0, page: 0, account: ctx.account.no }))) return;
  await ctx.answerCallbackQuery();
  await enterWizard(ctx, "claim-edit", id, ctx.account.no);
});

onButton(composer, claimsDeleteButton, async (ctx, { id, status, page, account }) => {
  const client = await claimsOf(ctx, account);
  if (!client) return;
  const back = { status, page, account: ctx.account.no };
  const view = await loadClaimView(client, ctx.deps.config, id);
  if (!(await stillNew(ctx, view, back))) return;
  await ctx.answerCallbackQuery();
  const question = ctx.t("claims-delete-confirm", { id: escapeHtml(id) });
  const card = claimCard(ctx, view.claim, view.names, ctx.speech, ctx.deps.now());
  await editInPlace(ctx, `${card}\n\n<b>${question}</b>`, claimDeleteKeyboard(ctx, id, back));
});

onButton(composer, claimsDeleteConfirmButton, async (ctx, { id, status, page, account }) => {
  const client = await claimsOf(ctx, account);
  if (!client) return;
  const back = { status, page, account: ctx.account.no };
  try {
    await client.lostOrders.delete(id);
  } catch (error) {
    if (!(error instanceof WrongState)) throw error;
    // The claim moved on between the question and the answer: say why, show it as it is now.
    const reason = ctx.t("claims-moved-on", { reason: error.apiError ?? "" });
    await ctx.answerCallbackQuery({ text: clip(reason, ALERT_LIMIT), show_alert: true });
    await showCard(ctx, await loadClaimView(client, ctx.deps.config, id), back);
    return;
  }
  await ctx.answerCallbackQuery();
  await editInPlace(
    ctx,
    ctx.t("claims-deleted", { id: escapeHtml(id) }),
    claimsBackKeyboard(ctx, back),
  );
});

/** False (after telling why and refreshing the card) when the claim is no longer `new`. */
async function stillNew(ctx: Press, view: ClaimView, back: Back): Promise<boolean> {
  if (isNew(ctx.deps.config, view.claim)) return true;
  const status = statusWord(ctx, statusCode(ctx.deps.config.claims.statuses, view.claim.status_id));
  const text = ctx.t("claims-not-new", { id: view.claim.id, status });
  await ctx.answerCallbackQuery({ text: clip(text, ALERT_LIMIT), show_alert: true });
  await showCard(ctx, view, back);
  return false;
}

async function showCard(ctx: Press, view: ClaimView, back: Back): Promise<void> {
  const editable = isNew(ctx.deps.config, view.claim);
  const keyboard = claimCardKeyboard(ctx, view.claim.id, editable, back);
  await editInPlace(
    ctx,
    claimCard(ctx, view.claim, view.names, ctx.speech, ctx.deps.now()),
    keyboard,
  );
}

// A file or pasted lines of lost orders: after the commands, so /claims and /claim come first.
composer.use(batchComposer);

export { composer };
