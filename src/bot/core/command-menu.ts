import type { Api } from "grammy";
import { FALLBACK_LANGUAGE, LANGUAGES, type Language } from "../../languages.js";
import { translateOnce } from "../speech/texts.js";

/**
 * Localized command menus: one per language, and the fallback language's for every other client.
 * Read once at start, so a fresh bot keeps no texts (translateOnce).
 */
export async function registerCommands(api: Api, commands: readonly string[]): Promise<void> {
  const keys = commands.map((command) => `command-${command}`);
  const menu = (language: Language) => {
    const descriptions = translateOnce(language, keys);
    return commands.map((command, i) => ({ command, description: descriptions[i] ?? "" }));
  };
  const fallback = menu(FALLBACK_LANGUAGE);
  await api.setMyCommands(fallback);
  for (const language of LANGUAGES) {
    const own = language === FALLBACK_LANGUAGE ? fallback : menu(language);
    await api.setMyCommands(own, { language_code: language });
  }
}
