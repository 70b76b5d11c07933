/** Building UnexpectedAnswer from what came back, with a head that is safe to log. */
import { redact, UnexpectedAnswer } from "./errors.js";

/** What an HTTP answer was: enough to say in a log what came instead of the method's answer. */
export interface AnswerFacts {
  status: number;
  /** "" when the answer had no Content-Type */
  contentType: string;
  body: string;
}

const HEAD_CHARS = 160;
/** read past the head, so a secret straddling its end is still recognised and cut */
const REDACT_WINDOW = HEAD_CHARS + 256;

export function unexpectedAnswer(
  what: string,
  facts: AnswerFacts,
  ctx: { endpoint: string; secrets: readonly string[] },
): UnexpectedAnswer {
  const window = facts.body.slice(0, REDACT_WINDOW).replace(/\s+/g, " ").trim();
  const head = redact(window, ctx.secrets).slice(0, HEAD_CHARS);
  const type = facts.contentType || "no content type";
  return new UnexpectedAnswer(`${what} (HTTP ${facts.status}, ${type}): ${JSON.stringify(head)}`, {
    endpoint: ctx.endpoint,
    status: facts.status,
    contentType: facts.contentType,
    head,
  });
}
