import type { Api } from "grammy";
import type { BotCommandScope } from "grammy/types";
import { FALLBACK_LANGUAGE, LANGUAGES } from "../../languages.js";
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
  const commands = [...new Set([...lists.all, ...lists.inGroups])];
  const keys = [
    "bot-description",
    "bot-short-description",
    ...commands.map((command) => `command-${command}`),
  ];
  // Every text of a language's menus from one reading of its files (the default's is English's).
  const spokenTexts = new Map(LANGUAGES.map((language) => [language, texts.once(language, keys)]));
  for (const language of [undefined, ...LANGUAGES]) {
    const language_code = language && { language_code: language };
    const [description = "", short = "", ...descriptions] =
      spokenTexts.get(language ?? FALLBACK_LANGUAGE) ?? [];
    const described = new Map(commands.map((command, i) => [command, descriptions[i] ?? ""]));
    for (const [scope, listed] of scopes) {
      const menu = listed.map((command) => ({
        command,
        description: described.get(command) ?? "",
      }));
      await api.setMyCommands(menu, { scope, ...language_code });
    }
    await api.setMyDescription(description, { ...language_code });
    await api.setMyShortDescription(short, { ...language_code });
  }
}
