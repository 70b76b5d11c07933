import {
  BadRequest,
  type LostOrderInput,
  type LostOrderKey,
  lostOrderKey,
  type PublisherClient,
} from "../../../publisher-api/index.js";
import { apiErrorText } from "../../core/api-errors.js";
import type { BotContext, BotDeps } from "../../core/context.js";
import { commandButton } from "../../core/doors.js";
import { escapeHtml } from "../../format/html.js";
import { wizardAccount } from "../../wizard/account.js";
import { StepBack, type WizardConversation, waitForAnswer } from "../../wizard/answers.js";
import { publisherExternal } from "../../wizard/external.js";
import { goBack } from "../../wizard/then.js";
import { withWayOut, wizardBackButton } from "../../wizard/way-out.js";
import { CLAIM_FIELDS, type ClaimDraft, claimInput, fieldOfApiName } from "./draft.js";
import { type Back, claimOpenKeyboard, claimsListButton } from "./list-keyboards.js";
import { type SubmitProblem, summaryText } from "./text.js";
import { loadClaimSetup } from "./wizard-data.js";
import { claimFieldButton, claimSendButton, summaryKeyboard } from "./wizard-keyboards.js";
import { ClaimSteps, claimToday } from "./wizard-steps.js";

/**
 * /claim: offer, traffic channel, order number, date, amount, currency, comment, then a summary
 * where any field can be changed before Send. A refused claim keeps every answer: the summary comes
 * back with the API's reason, the publisher fixes the field and sends again. `from`: the page of
 * /claims whose "New claim" opened it (its account's claim, and Back's way out), null for /claim.
 */
export function claimConversation(deps: BotDeps) {
  return async function claim(
    conversation: WizardConversation,
    ctx: BotContext,
    from: Back | null = null,
  ) {
    if (ctx.from === undefined) return;
    // The account the claim is for, fixed when the wizard starts (whatever is active later).
    const account = await wizardAccount(conversation, from?.account ?? 0);
    if (account === undefined) return;
    const userId = account.id;
    const today = await claimToday(conversation);
    const setup = await publisherExternal(conversation, userId, (client) =>
      loadClaimSetup(deps, client, userId, today),
    );
    if (setup.channels.length === 0) {
      await ctx.reply(ctx.t("claims-no-channels"));
      return;
    }
    const steps = new ClaimSteps(conversation, deps, userId, setup);
    const draft: ClaimDraft = {};
    const asked = CLAIM_FIELDS.filter((field) => steps.asks(field));
    // Back from the first question: the /claims page it was opened from, or the main menu.
    const origin = from ? claimsListButton.pack(from) : commandButton("start").pack({});
    let latest = ctx;
    let step = 0;
    for (;;) {
      const field = asked[step];
      if (field === undefined) {
        const back = await reviewAndSend(conversation, deps, account, steps, latest, draft);
        if (!back) return;
        latest = back;
        step = asked.length - 1;
        continue;
      }
      try {
        latest = await steps.ask(field, latest, draft, step === 0 ? origin : undefined);
        step += 1;
      } catch (error) {
        if (!(error instanceof StepBack)) throw error;
        latest = error.ctx;
        if (step === 0) return goBack(conversation);
        step -= 1;
      }
    }
  };
}

/** The summary until Send files the claim; Back returns the context to go back to the questions. */
async function reviewAndSend(
  conversation: WizardConversation,
  deps: BotDeps,
  account: { id: number; no: number },
  steps: ClaimSteps,
  ctx: BotContext,
  draft: ClaimDraft,
): Promise<BotContext | undefined> {
  const fields = steps.changeable(CLAIM_FIELDS);
  let problem: SubmitProblem | undefined;
  // A send that failed without a refusal (a timeout, an unreadable answer) may have filed the claim.
  let uncertain = false;
  for (;;) {
    await ctx.reply(summaryText(ctx, draft, problem), {
      reply_markup: withWayOut(ctx, summaryKeyboard(ctx, fields)),
    });
    const shown = problem;
    const answer = await waitForAnswer(
      conversation,
      [claimFieldButton, claimSendButton, wizardBackButton],
      (again) =>
        again.reply(summaryText(again, draft, shown), {
          reply_markup: withWayOut(again, summaryKeyboard(again, fields)),
        }),
    );
    ctx = answer.ctx;
    if (answer.kind === "text") continue;
    if (answer.prefix === wizardBackButton.prefix) return ctx;
    const field = claimFieldButton.unpack(answer.data)?.field;
    if (field) {
      // Back from a field changed here returns to the summary, the answer as it was.
      try {
        ctx = await steps.ask(field, ctx, draft);
        problem = undefined; // the answer it was about has changed
      } catch (error) {
        if (!(error instanceof StepBack)) throw error;
        ctx = error.ctx;
      }
      continue;
    }
    try {
      const maybeFiled = uncertain;
      const filed = await publisherExternal(conversation, account.id, (client) =>
        fileOnce(deps, client, account.id, claimInput(draft), maybeFiled),
      );
      await ctx.reply(ctx.t("claims-filed", { id: escapeHtml(filed.id) }), {
        reply_markup: claimOpenKeyboard(ctx, filed.id, account.no),
      });
      return undefined;
    } catch (error) {
      uncertain = !(error instanceof BadRequest);
      problem = submitProblem(ctx, error);
    }
  }
}

/** A claim being sent, by publisher: its key, kept from before the POST until its answer. */
const SENDING_KIND = "claim-sending";
const SENDING_MS = 24 * 60 * 60_000;

/**
 * Files the claim once: a send that may have reached the network (a timeout, an unreadable
 * answer, or a process killed mid-POST: its "sending" record is still there after the restart)
 * is looked for before the same claim is sent again.
 */
async function fileOnce(
  deps: BotDeps,
  client: PublisherClient,
  userId: number,
  input: LostOrderInput,
  maybeFiled: boolean,
): Promise<{ id: string }> {
  const sending = deps.storage.records<LostOrderKey>(SENDING_KIND);
  const key = lostOrderKey(input);
  const interrupted = await sending.get(userId);
  const earlier =
    maybeFiled || (interrupted && sameKey(interrupted, key))
      ? await client.lostOrders.find(key)
      : undefined;
  if (earlier) {
    await sending.delete(userId);
    return { id: earlier.id };
  }
  await sending.set(userId, key, SENDING_MS);
  try {
    const created = await client.lostOrders.create(input);
    await sending.delete(userId);
    return { id: created.id };
  } catch (error) {
    // Refused: nothing was filed. Any other failure keeps the record: it may have been.
    if (error instanceof BadRequest) await sending.delete(userId);
    throw error;
  }
}

function sameKey(a: LostOrderKey, b: LostOrderKey): boolean {
  return a.orderId === b.orderId && a.offerId === b.offerId && a.orderDate === b.orderDate;
}

/** Why the claim was not filed, pointing at the fields the API named; other errors go on up. */
export function submitProblem(ctx: BotContext, error: unknown): SubmitProblem {
  if (error instanceof BadRequest) {
    const fields: Record<string, string> = {};
    for (const [name, message] of Object.entries(error.fields ?? {})) {
      fields[fieldOfApiName(name) ?? name] = message;
    }
    return {
      reason: ctx.t("claims-refused", { reason: escapeHtml(error.apiError ?? "") }),
      fields,
    };
  }
  const reason = apiErrorText(ctx, error);
  if (reason === undefined) throw error;
  // No refusal: the network may have filed it; the next Send looks for it first (fileOnce).
  return { reason, fields: {}, unsure: true };
}
