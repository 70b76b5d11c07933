import type { RecentOffer } from "../../catalog/recent-offers.js";
import type { BotContext, BotDeps } from "../../core/context.js";
import { connectKeyboard, offerSiteButton } from "../../core/doors.js";
import { matchingOffers, offerChoicesKeyboard } from "../../offer-picker/offer-picker.js";
import { isBack, type WizardConversation, waitForAnswer } from "../../wizard/answers.js";
import { apiExternal } from "../../wizard/external.js";
import { offerRetry, retryButton } from "../../wizard/retry.js";
import { backTo } from "../../wizard/then.js";
import { withWayOut, wizardBackButton } from "../../wizard/way-out.js";
import { siteCompare } from "./keyboards.js";

export interface CompareRequest {
  id: number;
  months: "1" | "3" | "6" | "12";
}

/** "⚖️ Compare": asks for the other offer by words, then offers what matches as buttons. */
export function siteCompareConversation(deps: BotDeps) {
  return async function siteCompareWizard(
    conversation: WizardConversation,
    ctx: BotContext,
    request: CompareRequest,
  ) {
    if (ctx.from === undefined) return;
    const userId = ctx.account.id;
    await ctx.reply(ctx.t("site-compare-ask"), { reply_markup: withWayOut(ctx) });
    let words = "";
    for (;;) {
      const answer = await waitForAnswer(conversation, [retryButton, wizardBackButton]);
      // Back: the site's analytics over the same months, as the comparison's own way back shows it.
      if (isBack(answer)) {
        const { id, months } = request;
        return backTo(conversation, offerSiteButton.pack({ id, months, search: "", page: 0 }));
      }
      if (answer.kind === "text") words = answer.text.slice(0, 100);
      if (!words) continue;
      const term = words;
      const reply = answer.ctx;
      let found: RecentOffer[] | undefined;
      try {
        // The shared picker's search: words of a name or an id, as everywhere an offer is chosen.
        found = await apiExternal(conversation, async () => {
          const secrets = await deps.storage.vault.get(userId);
          return secrets && matchingOffers(deps.api.forPublisher(secrets), term);
        });
      } catch (error) {
        await offerRetry(reply, error);
        continue;
      }
      if (!found) {
        await reply.reply(reply.t("not-connected"), { reply_markup: connectKeyboard(reply) });
        return;
      }
      const others = found.filter((o) => o.id !== request.id);
      if (others.length === 0) {
        await reply.reply(reply.t("site-compare-none"), { reply_markup: withWayOut(reply) });
        continue;
      }
      const keyboard = offerChoicesKeyboard(others, (second) =>
        siteCompare.pack({ first: request.id, second, months: request.months }),
      );
      await reply.reply(reply.t("site-compare-pick"), { reply_markup: keyboard });
      return;
    }
  };
}
