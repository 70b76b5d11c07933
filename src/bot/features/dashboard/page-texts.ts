/**
 * The page's texts: every `dashboard-*` text of the bot's own locale files, with the presets'
 * names /stats uses and the legend of the network's own words, in the publisher's language. A text with variables keeps `{name}` where a
 * value goes; the page fills it in.
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { Language } from "../../../languages.js";
import { ALL_PRESETS } from "../../reports/period.js";
import type { Texts } from "../../speech/texts.js";

const SOURCE = fileURLToPath(new URL("../../../../locales/en/dashboard.ftl", import.meta.url));

/** Message ids and the variables each one uses, read once from the English file. */
let messages: Map<string, string[]> | undefined;

function pageMessages(): Map<string, string[]> {
  if (messages) return messages;
  messages = new Map();
  let current: string[] | undefined;
  for (const line of readFileSync(SOURCE, "utf8").split("\n")) {
    const id = /^(dashboard-[\w-]+)\s*=/.exec(line)?.[1];
    if (id) {
      current = [];
      messages.set(id, current);
    }
    for (const match of line.matchAll(/\{\s*\$(\w+)\s*\}/g)) current?.push(match[1] ?? "");
  }
  return messages;
}

export function pageTexts(source: Texts, lang: Language): Record<string, string> {
  const texts: Record<string, string> = {};
  for (const [id, names] of pageMessages()) {
    const holes = Object.fromEntries(names.map((name) => [name, `{${name}}`]));
    texts[id] = source.translate(lang, id, names.length > 0 ? holes : undefined);
  }
  for (const preset of ALL_PRESETS)
    texts[`preset-${preset}`] = source.translate(lang, `stats-preset-${preset}`);
  // The report card's CSV button says what the card's button in the chat says.
  texts["report-csv"] = source.translate(lang, "report-csv");
  // The network's own words are marked as in the chat: in italics, said under them.
  texts["network-words-legend"] = source.translate(lang, "network-words-legend");
  return texts;
}
