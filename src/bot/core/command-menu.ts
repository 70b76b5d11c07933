import type { Api } from "grammy";
import type { Language } from "../../storage/index.js";
import { LANGUAGES, translate } from "./i18n.js";

/** Localized command menus: one per language, and English for every other client. */
export async function registerCommands(api: Api, commands: readonly string[]): Promise<void> {
  const menu = (language: Language) =>
    commands.map((command) => ({
      command,
      description: translate(language, `command-${command}`),
    }));
  await api.setMyCommands(menu("en"));
  for (const language of LANGUAGES) {
    await api.setMyCommands(menu(language), { language_code: language });
  }
}
