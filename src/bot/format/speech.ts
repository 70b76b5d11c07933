/**
 * How the bot speaks to one publisher: their texts, their language (for numbers, money and dates)
 * and their time zone (for times). A context gives it (`speechOf`); the digest job builds one from
 * a bare translator.
 */
import type { Language } from "../../storage/index.js";
import type { BotContext } from "../core/context.js";

export type Translate = (key: string, variables?: Record<string, string | number>) => string;

export interface Speech {
  t: Translate;
  lang: Language;
  /** the publisher's time zone (set with /digest); undefined when they chose none */
  zone?: string;
}

/** The Intl locale of each language of the bot. */
export const LOCALES: Record<Language, string> = { en: "en-US", ru: "ru-RU", pt: "pt-BR" };

/** "ru", "pt-BR", "en-US" or a bot language → the bot language it means ("en" when unknown). */
export function languageOf(locale: string): Language {
  const base = locale.toLowerCase().split("-")[0];
  return base === "ru" || base === "pt" ? base : "en";
}

export async function speechOf(ctx: BotContext): Promise<Speech> {
  const lang = languageOf(await ctx.i18n.getLocale());
  const userId = ctx.from?.id;
  const settings = userId === undefined ? undefined : await ctx.deps.storage.users.get(userId);
  return {
    t: (key, variables) => ctx.t(key, variables),
    lang,
    ...(settings?.timeZone ? { zone: settings.timeZone } : {}),
  };
}
