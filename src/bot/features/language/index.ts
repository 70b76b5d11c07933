/** /language and its language buttons (`lang`). */

import { Composer } from "grammy";
import type { Language } from "../../../storage/index.js";
import { onButton } from "../../core/callback-data.js";
import type { HandlerContext } from "../../core/context.js";
import type { Feature } from "../../core/feature.js";
import { API_LANGUAGE, LANGUAGES } from "../../core/i18n.js";
import { publisherOf } from "../../core/publisher.js";
import { languageButton, languageKeyboard } from "./keyboards.js";

const composer = new Composer<HandlerContext>();
const feature = composer.chatType("private");

feature.command("language", async (ctx) => {
  const typed = ctx.match.trim().toLowerCase();
  if (LANGUAGES.includes(typed as Language)) return switchLanguage(ctx, typed as Language);
  await ctx.reply(ctx.t("language-choose"), { reply_markup: languageKeyboard(ctx) });
});

onButton(composer, languageButton, async (ctx, { language }) => {
  await ctx.answerCallbackQuery();
  await switchLanguage(ctx, language);
});

/** Saves the choice, answers in the new language, and tells the API when the publisher is connected. */
async function switchLanguage(ctx: HandlerContext, language: Language): Promise<void> {
  const userId = ctx.from?.id;
  if (userId === undefined) return;
  await ctx.deps.storage.users.update(userId, (settings) => ({ ...settings, language }));
  await ctx.i18n.renegotiateLocale();
  const client = await publisherOf(ctx);
  let accountNote = "";
  if (client) {
    try {
      await client.account.setLanguage(API_LANGUAGE[language]);
      accountNote = `\n${ctx.t("language-account-updated")}`;
    } catch (error) {
      ctx.log.warn({ err: error }, "could not set the account language");
      accountNote = `\n${ctx.t("language-account-not-updated")}`;
    }
  }
  await ctx.reply(`${ctx.t("language-set")}${accountNote}`);
}

export const language: Feature = {
  name: "language",
  commands: ["language"],
  composer,
};
