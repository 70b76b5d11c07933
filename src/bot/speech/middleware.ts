import type { Context, MiddlewareFn } from "grammy";
import { type Language, languageOfCode } from "../../languages.js";
import type { Storage } from "../../storage/index.js";
import { type Speech, speechOfUser, type Translate } from "./speech.js";

/** What the speech middleware adds to a context. */
export interface SpeechFlavor {
  /** How the bot speaks to this update's sender (language, zone); see format/speech.ts. */
  speech: Speech;
  /** `speech.t`, the shorthand every handler uses. */
  t: Translate;
}

type SpeechContext = Context & SpeechFlavor & { deps: { storage: Storage } };

/**
 * Sets `ctx.speech` once per update from one read of the sender's record: the language chosen with
 * /language, else their Telegram client's. Installed on the bot and inside every wizard. A
 * publisher's client language is remembered on their record (when it changes), so jobs speak it
 * too before they ever choose one.
 */
export function speechMiddleware(): MiddlewareFn<SpeechContext> {
  return async (ctx, next) => {
    await respeak(ctx);
    await next();
  };
}

/** Reads the sender's speech again (after /language or /digest changed it). */
export async function respeak(ctx: SpeechContext): Promise<void> {
  const userId = ctx.from?.id;
  const { storage } = ctx.deps;
  const user = userId === undefined ? undefined : await storage.users.get(userId);
  const client = languageOfCode(ctx.from?.language_code);
  ctx.speech = speechOfUser(user, client);
  ctx.t = ctx.speech.t;
  if (userId !== undefined && user && !user.language && user.clientLanguage !== client)
    await rememberClientLanguage(storage, userId, client);
}

/** Stores the language jobs speak to a publisher until they choose one (connect does it first). */
export async function rememberClientLanguage(
  storage: Storage,
  userId: number,
  language: Language,
): Promise<void> {
  await storage.users.update(userId, (user) => ({ ...user, clientLanguage: language }));
}
