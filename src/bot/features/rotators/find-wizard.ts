import type { IdName, PublisherClient } from "../../../publisher-api/index.js";
import type { BotContext } from "../../core/context.js";
import type { WizardConversation } from "../../wizard/answers.js";
import { findByWords } from "../../wizard/find-by-words.js";
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
 * move (the card's own move handler, which reads the rotator and sends it back whole). Back: the
 * rotator's offers or banners, where Include or Exclude was pressed.
 */
export function rotatorFindConversation() {
  return async function rotatorFind(
    conversation: WizardConversation,
    ctx: BotContext,
    request: FindRequest,
  ) {
    if (ctx.from === undefined) return;
    const { id, part, to } = request;
    const { found, reply } = await findByWords(conversation, ctx, {
      ask: `rotators-find-${part}-ask`,
      none: `rotators-find-${part}-none`,
      origin: rotatorPart.pack({ id, part }),
      search: (client, words) => find(client, part, words),
    });
    await reply.reply(reply.t(`rotators-find-${part}-${to}`), {
      reply_markup: foundKeyboard(reply, id, part, to, found),
    });
  };
}
