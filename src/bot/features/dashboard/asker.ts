/** Who asks the dashboard a question: the user the init data names, with their own client. */
import type { PublisherClient } from "../../../publisher-api/index.js";
import type { BotDeps } from "../../core/context.js";
import { localDate } from "../../format/local-time.js";
import type { Speech } from "../../speech/speech.js";

export interface Asker {
  userId: number;
  /** built from this user's own stored credentials, never from anything the page sent */
  client: PublisherClient;
  speech: Speech;
  deps: BotDeps;
}

/** The publisher's today, in their own time zone (set with /digest), as /stats reads it. */
export const todayOf = (asker: Asker) => localDate(asker.deps.now(), asker.speech.zone);

/** HTML the texts carry (<i>, <b>), dropped: the page sets text, never markup. */
export const plain = (text: string) =>
  text
    .replace(/<[^>]*>/g, "")
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">")
    .replaceAll("&quot;", '"')
    .replaceAll("&amp;", "&");
