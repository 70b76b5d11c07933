import { fileURLToPath } from "node:url";
import { I18n } from "@grammyjs/i18n";
import type { Context } from "grammy";
import type { Language, Storage } from "../../storage/index.js";
import type { BotContext } from "./context.js";

export const LANGUAGES: readonly Language[] = ["en", "ru", "pt"];

/** The API's own language codes: Portuguese is `br` there. */
export const API_LANGUAGE: Record<Language, "en" | "ru" | "br"> = { en: "en", ru: "ru", pt: "br" };

const LOCALES_DIR = fileURLToPath(new URL("../../../locales", import.meta.url));

/** The Telegram client's language picks the default; a choice made with /language wins. */
export function telegramLanguage(code: string | undefined): Language {
  const base = code?.toLowerCase().split("-")[0];
  if (base === "ru" || base === "uk" || base === "be" || base === "kk") return "ru";
  if (base === "pt") return "pt";
  return "en";
}

export async function languageOf(storage: Storage, ctx: Context): Promise<Language> {
  const userId = ctx.from?.id;
  const chosen = userId === undefined ? undefined : (await storage.users.get(userId))?.language;
  return chosen ?? telegramLanguage(ctx.from?.language_code);
}

export function createI18n(storage: Storage): I18n<BotContext> {
  const i = new I18n<BotContext>({
    defaultLocale: "en",
    directory: LOCALES_DIR,
    useSession: false,
    // Isolation marks (U+2068/2069) around variables break copying ids and links from a message.
    fluentBundleOptions: { useIsolating: false },
    localeNegotiator: (ctx) => languageOf(storage, ctx),
  });
  if (process.env.ABL_I18N) {
    const f = i.fluent as any;
    const orig = f.matchBundles.bind(f);
    const cache = new Map();
    f.matchBundles = (locales: string[]) => {
      const k = locales.join(",");
      let v = cache.get(k);
      if (!v) cache.set(k, (v = orig(locales)));
      return v;
    };
  }
  return i;
}
