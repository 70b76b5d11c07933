import type { Api } from "grammy";
import type { BotCommandScope } from "grammy/types";
import { FALLBACK_LANGUAGE, LANGUAGES, type Language } from "../../languages.js";
import type { Texts } from "../speech/texts.js";

/** What the menus are made of: every command (private chats), and those answered in groups. */
export interface CommandLists {
  all: readonly string[];
  inGroups: readonly string[];
}

/**
 * Localized command menus, one per language and the fallback language's for every other client:
 * every command in private chats (and by default), in groups only the commands that work there.
 * Beside them, the bot's description (shown before /start) and short description (its profile),
 * per language. Read once at start, so a fresh bot keeps no texts (`Texts.once`).
 */
export async function registerCommands(api: Api, texts: Texts, lists: CommandLists): Promise<void> {
  const scopes: [BotCommandScope, readonly string[]][] = [
    [{ type: "default" }, lists.all],
    [{ type: "all_private_chats" }, lists.all],
    [{ type: "all_group_chats" }, lists.inGroups],
  ];
  for (const language of [undefined, ...LANGUAGES]) {
    const spoken = language ?? FALLBACK_LANGUAGE;
    const language_code = language && { language_code: language };
    for (const [scope, commands] of scopes) {
      await api.setMyCommands(menu(texts, spoken, commands), { scope, ...language_code });
    }
    const [description, short] = texts.once(spoken, ["bot-description", "bot-short-description"]);
    await api.setMyDescription(description ?? "", { ...language_code });
    await api.setMyShortDescription(short ?? "", { ...language_code });
  }
}

function menu(texts: Texts, language: Language, commands: readonly string[]) {
  const descriptions = texts.once(
    language,
    commands.map((command) => `command-${command}`),
  );
  return commands.map((command, i) => ({ command, description: descriptions[i] ?? "" }));
}
