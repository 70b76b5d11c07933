import type { I18n } from "@grammyjs/i18n";
import type { Api } from "grammy";
import type { BotContext } from "./context.js";
import { LANGUAGES } from "./i18n.js";

/** Localized command menus: one per language, and English for every other client. */
export async function registerCommands(
  api: Api,
  i18n: I18n<BotContext>,
  commands: readonly string[],
): Promise<void> {
  const menu = (language: string) =>
    commands.map((command) => ({
      command,
      description: i18n.t(language, `command-${command}`),
    }));
  await api.setMyCommands(menu("en"));
  for (const language of LANGUAGES) {
    await api.setMyCommands(menu(language), { language_code: language });
  }
}
