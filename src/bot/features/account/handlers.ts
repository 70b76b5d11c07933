import { Composer } from "grammy";
import type { PublisherClient } from "../../../publisher-api/index.js";
import type { HandlerContext } from "../../core/context.js";
import { accountOpenButton } from "../../core/doors.js";
import { editInPlace } from "../../core/edit-in-place.js";
import { publisherButton } from "../../core/guards.js";
import { accountKeyboard, accountNotificationButton, accountRefreshButton } from "./keyboards.js";
import { accountText, isOn } from "./text.js";

const composer = new Composer<HandlerContext>();

publisherButton(composer, accountOpenButton, async (ctx, _values, client) => {
  const view = await accountView(ctx, client);
  await ctx.answerCallbackQuery();
  await ctx.reply(view.text, { reply_markup: view.keyboard });
});

publisherButton(composer, accountRefreshButton, async (ctx, _values, client) => {
  const view = await accountView(ctx, client);
  const changed = await editInPlace(ctx, view.text, view.keyboard);
  await ctx.answerCallbackQuery(changed ? {} : { text: ctx.t("account-up-to-date") });
});

/**
 * The API takes the whole list: every subscription is sent back as it is, with the pressed one
 * changed. The message then shows what the API reports, not what was asked for.
 */
publisherButton(composer, accountNotificationButton, async (ctx, { id, status }, client) => {
  const { items } = await client.account.notificationSettings();
  const target = items.find((s) => s.news_category_id === id);
  if (target && target.status !== status) {
    await client.account.setNotificationSettings(
      items.map((s) => (s.news_category_id === id ? { ...s, status } : s)),
    );
  }
  const view = await accountView(ctx, client);
  await editInPlace(ctx, view.text, view.keyboard);
  const after = view.settings.find((s) => s.news_category_id === id);
  if (!after) {
    await ctx.answerCallbackQuery({ text: ctx.t("account-notification-gone"), show_alert: true });
    return;
  }
  const name = after.news_category_name;
  const answer = isOn(after) ? "account-notification-now-on" : "account-notification-now-off";
  await ctx.answerCallbackQuery({ text: ctx.t(answer, { name }) });
});

async function accountView(ctx: HandlerContext, client: PublisherClient) {
  const [profile, settings] = await Promise.all([
    client.account.profile(),
    client.account.notificationSettings(),
  ]);
  return {
    text: accountText(ctx, profile, settings.items),
    keyboard: accountKeyboard(ctx, settings.items),
    settings: settings.items,
  };
}

export { composer };
