/**
 * Dead buttons stay dead: the one rule for every button that writes (to the network or to the
 * bot's settings). A press acts only from a live message, one that still shows a button of the
 * pressed kind as Telegram holds it now: a confirmation answered, a picker closed or a wizard's
 * question moved on is no longer live, and its press changes nothing and answers "This button
 * has expired". A wizard's own buttons are taken by the waiting wizard only, and only on its own
 * messages (wizard/answers.ts, wizard/own-messages.ts); no feature answers them, so with no wizard
 * waiting they end with `unhandled`, expired too.
 *
 * `onButton` applies it to every kind made with `{ writes: true }` (callback-data.ts).
 */
import type { Context } from "grammy";

/** The callback data of every button the pressed message shows now (none when it is unknown). */
function shownData(ctx: Context): string[] {
  const message = ctx.callbackQuery?.message;
  // An inaccessible message (date 0) shows nothing the bot can see: not live.
  if (!message || message.date === 0 || !("reply_markup" in message)) return [];
  return (message.reply_markup?.inline_keyboard ?? [])
    .flat()
    .flatMap((button) => ("callback_data" in button ? [button.callback_data] : []));
}

/** Does the pressed message still show a button of this kind (`prefix`, callback-data.ts)? */
export function isLivePress(ctx: Context, prefix: string): boolean {
  const kind = new RegExp(`^${prefix}(:|$)`);
  return shownData(ctx).some((data) => kind.test(data));
}

/** Does the pressed message still show the very button pressed (a wizard's question, open)? */
export function showsPressed(ctx: Context): boolean {
  const data = ctx.callbackQuery?.data;
  return data !== undefined && shownData(ctx).includes(data);
}

/** The answer to a dead press: nothing changed. */
export function answerExpired(ctx: Context & { t: (key: string) => string }): Promise<unknown> {
  return ctx.answerCallbackQuery({ text: ctx.t("button-expired"), show_alert: true });
}
