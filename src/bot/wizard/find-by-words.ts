import type { PublisherClient } from "../../publisher-api/index.js";
import type { BotContext } from "../core/context.js";
import { wizardAccount } from "./account.js";
import { isBack, type WizardConversation, waitForAnswer } from "./answers.js";
import { publisherExternal } from "./external.js";
import { offerRetry, retryButton } from "./retry.js";
import { goBack } from "./then.js";
import { backDoor, withWayOut } from "./way-out.js";

export interface FindByWords<T> {
  /** the question's text key */
  ask: string;
  /** the text key said when nothing matches (the question stands) */
  none: string;
  /** the button Back is: the view the question was asked from */
  origin: string;
  /** the network's search for the words, with the account's own client */
  search: (client: PublisherClient, words: string) => Promise<T[]>;
}

/**
 * A question answered with words the network searches (the rotators' Include, site compare): asked
 * with Back and Cancel, searched with the active account's credentials (Try again after a failure),
 * said so and asked on when nothing matches. The matches and the answer's context. Back ends the
 * wizard at `origin` (as does a disconnect meanwhile, after saying so: `publisherExternal`).
 */
export async function findByWords<T>(
  conversation: WizardConversation,
  ctx: BotContext,
  question: FindByWords<T>,
): Promise<{ found: T[]; reply: BotContext }> {
  // Its account, fixed when the question is asked (whatever is active when it is answered).
  const { id: accountId } = await wizardAccount(conversation);
  const back = question.origin;
  await ctx.reply(ctx.t(question.ask), { reply_markup: withWayOut(ctx, undefined, back) });
  let words = "";
  for (;;) {
    const answer = await waitForAnswer(conversation, [retryButton, backDoor(back)]);
    if (isBack(answer)) return goBack(conversation);
    if (answer.kind === "text") words = answer.text.slice(0, 100);
    if (!words) continue;
    const term = words;
    const reply = answer.ctx;
    let found: T[];
    try {
      found = await publisherExternal(conversation, accountId, (client) =>
        question.search(client, term),
      );
    } catch (error) {
      await offerRetry(reply, error);
      continue;
    }
    if (found.length > 0) return { found, reply };
    await reply.reply(reply.t(question.none), { reply_markup: withWayOut(reply, undefined, back) });
  }
}
