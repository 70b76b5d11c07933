import { InlineKeyboard } from "grammy";
import type { OfferListItem } from "../../../publisher-api/index.js";
import type { BotContext, BotDeps } from "../../core/context.js";
import { connectKeyboard } from "../../core/doors.js";
import { clip } from "../../format/clip.js";
import { type WizardConversation, waitForAnswer } from "../../wizard/answers.js";
import { apiExternal } from "../../wizard/external.js";
import { offerRetry, retryButton } from "../../wizard/retry.js";
import { siteCompare } from "./keyboards.js";

const FOUND = 6;

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
    const userId = ctx.from?.id;
    if (userId === undefined) return;
    await ctx.reply(ctx.t("site-compare-ask"));
    let words = "";
    for (;;) {
      const answer = await waitForAnswer(conversation, [retryButton]);
      if (answer.kind === "text") words = answer.text.slice(0, 100);
      if (!words) continue;
      const term = words;
      const reply = answer.ctx;
      let found: OfferListItem[] | undefined;
      try {
        found = await apiExternal(conversation, async () => {
          const secrets = await deps.storage.vault.get(userId);
          if (!secrets) return undefined;
          const page = await deps.api
            .forPublisher(secrets)
            .catalog.offers("all", { q: term, limit: FOUND });
          return page.items;
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
        await reply.reply(reply.t("site-compare-none"));
        continue;
      }
      const keyboard = new InlineKeyboard();
      for (const o of others)
        keyboard
          .text(
            clip(o.name || `#${o.id}`, 40),
            siteCompare.pack({ first: request.id, second: o.id, months: request.months }),
          )
          .row();
      await reply.reply(reply.t("site-compare-pick"), { reply_markup: keyboard });
      return;
    }
  };
}
