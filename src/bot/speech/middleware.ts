import type { Context } from "grammy";
import { type Language, languageOfCode } from "../../languages.js";
import type { Storage, UserSettings } from "../../storage/index.js";
import type { Speech, Speeches, Translate } from "./speech.js";

/** What the speech middleware adds to a context. */
export interface SpeechFlavor {
  /** How the bot speaks to this update's sender (language, zone); see format/speech.ts. */
  speech: Speech;
  /** `speech.t`, the shorthand every handler uses. */
  t: Translate;
}

type SpeechContext = Context & SpeechFlavor & { deps: { storage: Storage; speeches: Speeches } };

/** Reads the sender's speech again (after /language or /digest changed it). */
export async function respeak(ctx: SpeechContext): Promise<void> {
  const userId = ctx.from?.id;
  await speakTo(ctx, userId === undefined ? undefined : await ctx.deps.storage.users.get(userId));
}

/**
 * Sets `ctx.speech` from the sender's record as just read: the language chosen with /language,
 * else their Telegram client's. A publisher's client language is remembered on their record (when
 * it changes), so jobs speak it too before they ever choose one.
 */
export async function speakTo(ctx: SpeechContext, user: UserSettings | undefined): Promise<void> {
  const remember = setSpeech(ctx, user);
  const userId = ctx.from?.id;
  if (remember !== undefined && userId !== undefined)
    await rememberClientLanguage(ctx.deps.storage, userId, remember);
}

/**
 * `speakTo` without the write: sets the speech, and returns the client's language when the
 * record should remember it (every update runs this; the write is rare).
 */
export function setSpeech(
  ctx: SpeechContext,
  user: UserSettings | undefined,
): Language | undefined {
  const client = languageOfCode(ctx.from?.language_code);
  ctx.speech = ctx.deps.speeches.ofUser(user, client);
  ctx.t = ctx.speech.t;
  return user && !user.language && user.clientLanguage !== client ? client : undefined;
}

/** Stores the language jobs speak to a publisher until they choose one (connect does it first). */
export async function rememberClientLanguage(
  storage: Storage,
  userId: number,
  language: Language,
): Promise<void> {
  await storage.users.update(userId, (user) => ({ ...user, clientLanguage: language }));
}
