/** /language, its language buttons (`lang`) and the question about the account's language (`lang-acc*`). */

import { Composer } from "grammy";
import { isLanguage, LANGUAGE_TRAITS, type Language } from "../../../languages.js";
import { onButton } from "../../core/callback-data.js";
import type { HandlerContext } from "../../core/context.js";
import { editInPlace } from "../../core/edit-in-place.js";
import { privateCommand, publisherButton } from "../../core/guards.js";
import { publisherOf } from "../../core/publisher.js";
import { offerDashboardMenu } from "../../dashboard-door.js";
import { speakTo } from "../../speech/middleware.js";
import {
  accountLanguageButton,
  accountLanguageKeepButton,
  accountLanguageKeyboard,
  languageButton,
  languageKeyboard,
} from "./keyboards.js";

const composer = new Composer<HandlerContext>();

privateCommand(composer, "language", async (ctx, words) => {
  const typed = words.trim().toLowerCase();
  if (isLanguage(typed)) return switchLanguage(ctx, typed);
  await ctx.reply(ctx.t("language-choose"), { reply_markup: languageKeyboard(ctx) });
});

onButton(composer, languageButton, async (ctx, { language }) => {
  await ctx.answerCallbackQuery();
  await switchLanguage(ctx, language);
});

/**
 * Saves the choice and answers in the new language; a connected publisher is then asked whether
 * the network account's language should change too (it is theirs, used on the network's site).
 */
async function switchLanguage(ctx: HandlerContext, language: Language): Promise<void> {
  const userId = ctx.from?.id;
  if (userId === undefined) return;
  const user = await ctx.deps.storage.users.update(userId, (settings) => ({
    ...settings,
    language,
  }));
  await speakTo(ctx, user);
  if (!(await publisherOf(ctx))) {
    await ctx.reply(ctx.t("language-set"));
    return;
  }
  await offerDashboardMenu(ctx.deps, userId, language);
  await ctx.reply(`${ctx.t("language-set")}\n\n${ctx.t("language-account-ask")}`, {
    reply_markup: accountLanguageKeyboard(ctx, language),
  });
}

publisherButton(composer, accountLanguageButton, async (ctx, { language }, client) => {
  await ctx.answerCallbackQuery();
  let note: string;
  try {
    await client.account.setLanguage(LANGUAGE_TRAITS[language].api);
    note = ctx.t("language-account-updated", { language: ctx.t(`language-name-${language}`) });
  } catch (error) {
    ctx.log.warn({ err: error }, "could not set the account language");
    note = ctx.t("language-account-not-updated");
  }
  await editInPlace(ctx, `${ctx.t("language-set")}\n\n${note}`);
});

onButton(composer, accountLanguageKeepButton, async (ctx) => {
  await ctx.answerCallbackQuery();
  await editInPlace(ctx, `${ctx.t("language-set")}\n\n${ctx.t("language-account-kept")}`);
});

export { composer };
