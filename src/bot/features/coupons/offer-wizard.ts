/**
 * The coupons' offer filter by name: the publisher types words from an offer's name (or its id),
 * picks among the matches (the shared offer picker), and the list shows that offer's coupons.
 * Entered from the filter's menu with the list's search token.
 */
import { showList } from "../../catalog/list.js";
import { type RecentOffer, rememberOffer } from "../../catalog/recent-offers.js";
import type { BotContext } from "../../core/context.js";
import { publisherOf } from "../../core/publisher.js";
import {
  matchesText,
  matchingOffers,
  offerChoicesKeyboard,
  offerPickButton,
} from "../../offer-picker/offer-picker.js";
import { type WizardConversation, waitForAnswer } from "../../wizard/answers.js";
import { apiExternal } from "../../wizard/external.js";
import { withWayOut, wizardBackButton } from "../../wizard/way-out.js";
import { couponsList } from "./list.js";

export function couponsOfferConversation() {
  return async function couponsOffer(
    conversation: WizardConversation,
    ctx: BotContext,
    token: string,
  ) {
    const ask = (c: BotContext) =>
      c.reply(c.t("coupons-offer-ask"), { reply_markup: withWayOut(c) });
    await ask(ctx);
    // Every offer shown, to name the one pressed (the filter's label reads recent offers).
    const shown: RecentOffer[] = [];
    for (;;) {
      const answer = await waitForAnswer(conversation, [offerPickButton, wizardBackButton], ask);
      const actx = answer.ctx;
      if (answer.kind === "text") {
        const words = answer.text;
        const found = await apiExternal(conversation, async (outside) => {
          const client = await publisherOf(outside);
          return client ? matchingOffers(client, words) : [];
        });
        shown.push(...found);
        const keyboard = withWayOut(actx, offerChoicesKeyboard(found));
        await actx.reply(matchesText(actx, words, found.length), { reply_markup: keyboard });
        continue;
      }
      // The pressed message (the matches, or the question for Back) becomes the list.
      const offerId = offerPickButton.unpack(answer.data)?.id;
      const picked = shown.find((offer) => offer.id === offerId);
      await conversation.external(async (outside) => {
        const client = await publisherOf(outside);
        if (!client) return;
        if (picked) await rememberOffer(outside, picked);
        await showList(outside, client, couponsList, token, 0, (search) =>
          offerId === undefined ? search : { ...search, offerId },
        );
      });
      return;
    }
  };
}
