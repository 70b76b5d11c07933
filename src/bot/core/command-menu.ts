import type { Api } from "grammy";
import { FALLBACK_LANGUAGE, LANGUAGES, type Language } from "../../languages.js";
import { translate } from "../speech/texts.js";

/** Localized command menus: one per language, and the fallback language's for every other client. */
export async function registerCommands(api: Api, commands: readonly string[]): Promise<void> {
  const menu = (language: Language) =>
    commands.map((command) => ({
      command,
      description: translate(language, `command-${command}`),
    }));
  await api.setMyCommands(menu(FALLBACK_LANGUAGE));
  for (const language of LANGUAGES) {
    await api.setMyCommands(menu(language), { language_code: language });
  }
}
