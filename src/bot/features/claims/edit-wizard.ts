import { BadRequest, ClaimNotEditable, WrongState } from "../../../publisher-api/index.js";
import type { BotContext, BotDeps } from "../../core/context.js";
import { escapeHtml } from "../../format/html.js";
import { wizardAccount } from "../../wizard/account.js";
import { StepBack, type WizardConversation, waitForAnswer } from "../../wizard/answers.js";
import { publisherExternal } from "../../wizard/external.js";
import { wizardClock } from "../../wizard/now.js";
import { withWayOut, wizardBackButton } from "../../wizard/way-out.js";
import { CLAIM_FIELDS, type ClaimField, claimChange, draftOf } from "./draft.js";
import { submitProblem } from "./file-wizard.js";
import { claimCardKeyboard } from "./list-keyboards.js";
import {
  type ClaimStyle,
  claimCard,
  draftLines,
  problemText,
  statusCode,
  statusWord,
} from "./text.js";
import { isNew, loadClaimView } from "./views.js";
import { loadClaimSetup } from "./wizard-data.js";
import { claimFieldButton, fieldKeyboard } from "./wizard-keyboards.js";
import { ClaimSteps } from "./wizard-steps.js";

/**
 * Edit of a claim that is still `new`: pick a field, answer its question as in /claim, and the
 * change goes out as a PATCH of that field alone. A refusal asks the field again; a claim that
 * moved on meanwhile is answered with the reason.
 */
export function claimEditConversation(deps: BotDeps) {
  return async function claimEdit(
    conversation: WizardConversation,
    ctx: BotContext,
    claimId: string,
    account = 0,
  ) {
    if (ctx.from === undefined) return;
    // The card's account, fixed when the wizard starts (whatever is active later).
    const userId = (await wizardAccount(conversation, account))?.id;
    if (userId === undefined) return;
    const { now, today } = await wizardClock(conversation);
    const loaded = await publisherExternal(conversation, userId, async (client) => {
      const view = await loadClaimView(client, deps.config, claimId);
      if (!isNew(deps.config, view.claim)) return { view };
      return { view, setup: await loadClaimSetup(deps, client, userId, today) };
    });
    const { claim, names } = loaded.view;
    if (!loaded.setup) {
      const status = escapeHtml(
        statusWord(ctx, statusCode(deps.config.claims.statuses, claim.status_id)),
      );
      await ctx.reply(ctx.t("claims-not-new", { id: escapeHtml(claim.id), status }));
      return;
    }
    const steps = new ClaimSteps(conversation, deps, userId, loaded.setup);
    /** The publisher's language and time zone for the card, read once outside the replay. */
    const claimStyle = () =>
      conversation.external(async (outside): Promise<ClaimStyle> => {
        const { lang, zone, zoneChosen } = outside.speech;
        return { lang, zone, zoneChosen };
      });
    const draft = draftOf(claim, names);
    const pick = (c: BotContext) =>
      c.reply(
        `${c.t("claims-edit-pick", { id: escapeHtml(claim.id) })}\n\n${draftLines(c, draft).join("\n")}`,
        { reply_markup: withWayOut(c, fieldKeyboard(c, steps.changeable(CLAIM_FIELDS))) },
      );
    await pick(ctx);
    let latest = ctx;
    let field: ClaimField | undefined;
    for (;;) {
      while (field === undefined) {
        const answer = await waitForAnswer(
          conversation,
          [claimFieldButton, wizardBackButton],
          pick,
        );
        latest = answer.ctx;
        if (answer.kind === "button" && answer.prefix === wizardBackButton.prefix) {
          // Back from the choice of field: the claim's card, as it was.
          const card = claimCard(latest, claim, names, await claimStyle(), now);
          await latest.reply(card, {
            reply_markup: claimCardKeyboard(latest, claim.id, true, {
              status: 0,
              page: 0,
              account,
            }),
          });
          return;
        }
        field = answer.kind === "button" ? claimFieldButton.unpack(answer.data)?.field : undefined;
        if (field === undefined) await latest.reply(latest.t("claims-press-button"));
      }
      const currencyBefore = draft.currency?.id;
      try {
        latest = await steps.ask(field, latest, draft);
      } catch (error) {
        if (!(error instanceof StepBack)) throw error;
        latest = error.ctx;
        field = undefined;
        await pick(latest);
        continue;
      }
      // "15 eur" typed for the amount changes its currency with it.
      const withCurrency = field === "amount" && draft.currency?.id !== currencyBefore;
      const change = {
        ...claimChange(draft, field),
        ...(withCurrency ? claimChange(draft, "currency") : {}),
      };
      try {
        const updated = await publisherExternal(conversation, userId, (client) =>
          client.lostOrders.edit(claimId, change),
        );
        const offer = field === "offer" ? draft.offer?.name : names.offer;
        const card = claimCard(latest, updated, { ...names, offer }, await claimStyle(), now);
        await latest.reply(`${latest.t("claims-edited")}\n\n${card}`, {
          reply_markup: claimCardKeyboard(latest, updated.id, isNew(deps.config, updated), {
            status: 0,
            page: 0,
            account,
          }),
        });
        return;
      } catch (error) {
        if (error instanceof ClaimNotEditable) {
          const status = escapeHtml(statusCode(deps.config.claims.statuses, error.statusId));
          await latest.reply(latest.t("claims-not-new", { id: escapeHtml(claimId), status }));
          return;
        }
        if (error instanceof WrongState) {
          const reason = escapeHtml(error.apiError ?? "");
          await latest.reply(latest.t("claims-moved-on", { reason }));
          return;
        }
        if (!(error instanceof BadRequest)) throw error;
        await latest.reply(problemText(latest, submitProblem(latest, error)));
      }
    }
  };
}
