import type { BotContext } from "../../core/context.js";
import { offerSiteButton } from "../../core/doors.js";
import { matchingOffers, offerChoicesKeyboard } from "../../offer-picker/offer-picker.js";
import type { WizardConversation } from "../../wizard/answers.js";
import { findByWords } from "../../wizard/find-by-words.js";
import { siteCompare } from "./keyboards.js";

export interface CompareRequest {
  id: number;
  months: "1" | "3" | "6" | "12";
}

/**
 * "⚖️ Compare": asks for the other offer by words (the shared picker's search: words of a name or
 * an id), then offers what matches as buttons. Back: the site's analytics over the same months, as
 * the comparison's own way back shows it.
 */
export function siteCompareConversation() {
  return async function siteCompareWizard(
    conversation: WizardConversation,
    ctx: BotContext,
    request: CompareRequest,
  ) {
    if (ctx.from === undefined) return;
    const { id, months } = request;
    const { found, reply } = await findByWords(conversation, ctx, {
      ask: "site-compare-ask",
      none: "site-compare-none",
      origin: offerSiteButton.pack({ id, months, search: "", page: 0 }),
      search: async (client, words) =>
        (await matchingOffers(client, words)).filter((offer) => offer.id !== id),
    });
    const keyboard = offerChoicesKeyboard(found, (second) =>
      siteCompare.pack({ first: id, second, months }),
    );
    await reply.reply(reply.t("site-compare-pick"), { reply_markup: keyboard });
  };
}
