import type { Language } from "../../languages.js";

/** A context's language and its bot's commands (what the bot says reads the same for both). */
interface Speaking {
  speech: { lang: Language };
  commands: readonly string[];
}

/**
 * What reads the same to every publisher of a language (the main menu, /help's list) built once
 * per language and bot instead of once per update. The value is shared: nobody changes it.
 */
export function oncePerLanguage<C extends Speaking, T>(build: (ctx: C) => T): (ctx: C) => T {
  const built = new WeakMap<readonly string[], Map<Language, T>>();
  return (ctx) => {
    let byLanguage = built.get(ctx.commands);
    if (!byLanguage) {
      byLanguage = new Map();
      built.set(ctx.commands, byLanguage);
    }
    let value = byLanguage.get(ctx.speech.lang);
    if (value === undefined) {
      value = build(ctx);
      byLanguage.set(ctx.speech.lang, value);
    }
    return value;
  };
}
