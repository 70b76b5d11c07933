import type { IdName, PublisherClient } from "../../../publisher-api/index.js";
import type { BotContext, BotDeps } from "../../core/context.js";
import { connectKeyboard } from "../../core/doors.js";
import { isBack, type WizardConversation, waitForAnswer } from "../../wizard/answers.js";
import { apiExternal } from "../../wizard/external.js";
import { offerRetry, retryButton } from "../../wizard/retry.js";
import { backTo } from "../../wizard/then.js";
import { withWayOut, wizardBackButton } from "../../wizard/way-out.js";
import { foundKeyboard, rotatorPart } from "./keyboards.js";

const FOUND = 8;

export interface FindRequest {
  id: number;
  part: "offer" | "banner";
  to: "in" | "out";
}

/** Offers by words in their title, as /offers finds them; banners by the banner search `term`. */
function find(
  client: PublisherClient,
  part: FindRequest["part"],
  words: string,
): Promise<IdName[]> {
  if (part === "banner")
    return client.tools.banners({ term: words, limit: FOUND }).then((p) => p.items);
  return client.catalog.offers("all", { q: words, limit: FOUND }).then((p) => p.items);
}

/**
 * "Include an offer" and its kin: asks for words, shows what matches as buttons that make the
 * move (the card's own move handler, which reads the rotator and sends it back whole).
 */
export function rotatorFindConversation(deps: BotDeps) {
  return async function rotatorFind(
    conversation: WizardConversation,
    ctx: BotContext,
    request: FindRequest,
  ) {
    if (ctx.from === undefined) return;
    const userId = ctx.account.id;
    await ctx.reply(ctx.t(`rotators-find-${request.part}-ask`), { reply_markup: withWayOut(ctx) });
    let words: string | undefined;
    for (;;) {
      const answer = await waitForAnswer(conversation, [retryButton, wizardBackButton]);
      // Back: the rotator's offers or banners, where Include or Exclude was pressed.
      if (isBack(answer)) {
        return backTo(conversation, rotatorPart.pack({ id: request.id, part: request.part }));
      }
      if (answer.kind === "text") words = answer.text.slice(0, 100);
      if (!words) continue;
      const term = words;
      const reply = answer.ctx;
      let found: IdName[] | undefined;
      try {
        found = await apiExternal(conversation, async () => {
          const secrets = await deps.storage.vault.get(userId);
          return secrets && find(deps.api.forPublisher(secrets), request.part, term);
        });
      } catch (error) {
        await offerRetry(reply, error);
        continue;
      }
      if (!found) {
        await reply.reply(reply.t("not-connected"), { reply_markup: connectKeyboard(reply) });
        return;
      }
      if (found.length === 0) {
        await reply.reply(reply.t(`rotators-find-${request.part}-none`), {
          reply_markup: withWayOut(reply),
        });
        continue;
      }
      const keyboard = foundKeyboard(reply, request.id, request.part, request.to, found);
      await reply.reply(reply.t(`rotators-find-${request.part}-${request.to}`), {
        reply_markup: keyboard,
      });
      return;
    }
  };
}
