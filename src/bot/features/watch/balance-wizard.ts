/** "Balance mark": the amount whose crossing the watch tells, typed in the account's currency. */
import { accountCurrency } from "../../core/account-currency.js";
import type { BotContext, BotDeps } from "../../core/context.js";
import { commandButton } from "../../core/doors.js";
import { readAmount } from "../../format/amounts.js";
import { clipHtml } from "../../format/clip.js";
import { wizardAccount } from "../../wizard/account.js";
import { isBack, type WizardConversation, waitForAnswer } from "../../wizard/answers.js";
import { publisherExternal } from "../../wizard/external.js";
import { wizardNow } from "../../wizard/now.js";
import { goBack } from "../../wizard/then.js";
import { backDoor, withWayOut } from "../../wizard/way-out.js";
import { watchKeyboard } from "./keyboards.js";
import { defaultWatch, WATCHERS, watchRecords } from "./settings.js";
import { watchCardText } from "./text.js";

/** Words that take the mark away, in the bot's languages. */
const NONE = new Set(["0", "no", "none", "off", "нет", "не надо", "não", "nenhum"]);

export function watchBalanceConversation(deps: BotDeps) {
  return async function watchBalance(conversation: WizardConversation, ctx: BotContext) {
    if (ctx.from === undefined) return;
    // Its account, fixed when the wizard starts (whatever is active when it is answered).
    const { id: userId } = await wizardAccount(conversation);
    const currency = await publisherExternal(conversation, userId, (client) =>
      accountCurrency(deps.storage, userId, client),
    );
    // Back: the /watch card the question was opened from, as it is.
    const back = commandButton("watch").pack({});
    await ctx.reply(ctx.t("watch-balance-ask", { currency: currency || "—" }), {
      reply_markup: withWayOut(ctx, undefined, back),
    });
    for (;;) {
      const answer = await waitForAnswer(conversation, [backDoor(back)]);
      if (isBack(answer)) return goBack(conversation);
      if (answer.kind !== "text") continue;
      const typed = answer.text.trim().toLowerCase();
      const read = NONE.has(typed) ? undefined : readAmount(answer.text);
      if (read && !read.ok) {
        await answer.ctx.reply(
          answer.ctx.t(`watch-balance-bad-${read.reason}`, {
            text: clipHtml(answer.text, 100),
          }),
        );
        continue;
      }
      const mark = read ? Number(read.amount) : undefined;
      const settings = await conversation.external(async () => {
        const records = watchRecords(deps.storage);
        const current = (await records.get(userId)) ?? defaultWatch();
        const { balanceMark: _old, ...rest } = current;
        const rules = current.rules.filter((rule) => rule !== "balance");
        const next =
          mark === undefined
            ? { ...rest, rules }
            : { ...rest, balanceMark: mark, rules: [...rules, "balance" as const] };
        await records.set(userId, next);
        if (next.on) await deps.storage.sets.add(WATCHERS, userId);
        return next;
      });
      const now = new Date(await wizardNow(conversation));
      await answer.ctx.reply(watchCardText(settings, currency, answer.ctx.speech, now), {
        reply_markup: watchKeyboard(answer.ctx, settings),
      });
      return;
    }
  };
}
