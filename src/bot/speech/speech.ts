/**
 * How the bot speaks to one publisher: their texts, their language (for numbers, money and dates)
 * and their time zone (for days and times). The one owner of both: an update gets `ctx.speech`
 * from one read of the publisher's record (core/speech-middleware.ts); a job gets the same object
 * from `speechFor`. Nothing else looks up a language or a zone.
 */
import { FALLBACK_LANGUAGE, LANGUAGE_TRAITS, type Language } from "../../languages.js";
import type { Storage, UserSettings } from "../../storage/index.js";
import { Texts, type TextVariables } from "./texts.js";

export type Translate = (key: string, variables?: TextVariables) => string;

/** The zone of a publisher who has chosen none: their times are shown in UTC, said so. */
export const DEFAULT_ZONE = "UTC";

export interface Speech {
  readonly t: Translate;
  readonly lang: Language;
  /** the publisher's time zone (set with /digest), DEFAULT_ZONE until they choose one */
  readonly zone: string;
  /** false while `zone` is only the default: a time shown in it says "UTC" */
  readonly zoneChosen: boolean;
}

/** More pairs than languages times IANA zones: past it, speeches are made afresh. */
const MADE_MAX = 4096;

/**
 * How this app speaks (startApp makes one and hands it on in `deps.speeches`): its texts, and
 * the speeches made, by language and zone (every update needs one, and few pairs are in use).
 */
export class Speeches {
  readonly #made = new Map<string, Speech>();

  constructor(readonly texts: Texts = new Texts()) {}

  /** Speech in a language and zone of the caller's choosing (a channel's posts, a test). */
  in(lang: Language, zone?: string): Speech {
    const key = zone === undefined ? lang : `${lang} ${zone}`;
    let speech = this.#made.get(key);
    if (speech) return speech;
    const { texts } = this;
    speech = {
      t: (key, variables) => texts.translate(lang, key, variables),
      lang,
      zone: zone ?? DEFAULT_ZONE,
      zoneChosen: zone !== undefined,
    };
    if (this.#made.size < MADE_MAX) this.#made.set(key, speech);
    return speech;
  }

  /** A publisher's speech from their record: their chosen language, else `language`. */
  ofUser(user: UserSettings | undefined, language: Language): Speech {
    return this.in(user?.language ?? language, user?.timeZone || undefined);
  }
}

/** What speaking to a publisher outside an update needs: their record, and the app's speeches. */
export interface SpeakingDeps {
  storage: Storage;
  speeches: Speeches;
}

/** The record of `id`'s person: the user's, or, for one of their accounts, its owner's. */
async function personOf(storage: Storage, id: number): Promise<UserSettings | undefined> {
  return storage.users.get((await storage.accounts.ownerOf(id)) ?? id);
}

/**
 * A publisher's speech outside an update (jobs, receivers): the language they chose, else their
 * Telegram client's when last seen, else `fallback` (what a feature stored when it was set up).
 * `id` is the user's, or one of their accounts' (then its owner's speech).
 */
export async function speechFor(
  deps: SpeakingDeps,
  id: number,
  fallback: Language = FALLBACK_LANGUAGE,
): Promise<Speech> {
  const user = await personOf(deps.storage, id);
  return deps.speeches.ofUser(user, user?.clientLanguage ?? fallback);
}

/** A publisher's time zone alone (a job's days and times), `id` as for `speechFor`. */
export async function zoneFor(storage: Storage, id: number): Promise<string> {
  return (await personOf(storage, id))?.timeZone || DEFAULT_ZONE;
}

/** The Intl locale of a language (numbers, money, dates). */
export function intlLocale(lang: Language): string {
  return LANGUAGE_TRAITS[lang].intl;
}
