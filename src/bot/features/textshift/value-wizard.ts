import { InlineKeyboard } from "grammy";
import type { BotContext, BotDeps } from "../../core/context.js";
import { commandButton } from "../../core/doors.js";
import { wizardAccount } from "../../wizard/account.js";
import { isBack, type WizardConversation, waitForAnswer } from "../../wizard/answers.js";
import { publisherExternal } from "../../wizard/external.js";
import { offerRetry, retryButton } from "../../wizard/retry.js";
import { goBack } from "../../wizard/then.js";
import { backDoor, withWayOut } from "../../wizard/way-out.js";
import { type Kept, writeSettings } from "./kept.js";
import { textShiftKeyboard, textShiftScheme } from "./keyboards.js";
import { textShiftText } from "./text.js";
import { allowedText, readValue, SCHEMES, type Settings, type TypedField } from "./values.js";

function question(ctx: BotContext, field: TypedField): { text: string; keyboard?: InlineKeyboard } {
  if (!(field in SCHEMES)) return { text: ctx.t(`textshift-q-${field}`) };
  const values = SCHEMES[field as keyof typeof SCHEMES];
  const keyboard = new InlineKeyboard();
  values.forEach((value, i) => {
    if (i > 0 && i % 6 === 0) keyboard.row();
    keyboard.text(
      String(value),
      textShiftScheme.pack({ field: field as keyof typeof SCHEMES, value }),
    );
  });
  return { text: ctx.t("textshift-q-scheme", { allowed: allowedText(values) }), keyboard };
}

/**
 * One value of the text shift: asked, checked against what the spec allows (a bad one is
 * answered and asked again, nothing sent), then the whole settings are sent and shown.
 */
export function textShiftValueConversation(deps: BotDeps) {
  return async function textShiftValue(
    conversation: WizardConversation,
    ctx: BotContext,
    field: TypedField,
  ) {
    if (ctx.from === undefined) return;
    // Its account, fixed when the wizard starts (whatever is active when it is answered).
    const { id: userId } = await wizardAccount(conversation);
    const q = question(ctx, field);
    // Back: the /textshift settings the value was asked from, nothing sent.
    const back = commandButton("textshift").pack({});
    await ctx.reply(q.text, { reply_markup: withWayOut(ctx, q.keyboard, back) });
    let patch: Partial<Settings> | undefined;
    for (;;) {
      const buttons = [textShiftScheme, retryButton, backDoor(back)];
      const answer = await waitForAnswer(conversation, buttons);
      if (isBack(answer)) return goBack(conversation);
      const reply = answer.ctx;
      if (answer.kind === "text" || answer.prefix === textShiftScheme.prefix) {
        const typed =
          answer.kind === "text" ? answer.text : String(textShiftScheme.unpack(answer.data)?.value);
        const reading = readValue(field, typed);
        if (!reading.ok) {
          await reply.reply(reply.t(reading.problem, reading.args), {
            reply_markup: withWayOut(reply, undefined, back),
          });
          continue;
        }
        patch = reading.patch;
      }
      if (!patch) continue;
      const change = patch;
      let kept: Kept;
      try {
        kept = await publisherExternal(conversation, userId, (client) =>
          writeSettings(deps.storage, client, userId, change, deps.now()),
        );
      } catch (error) {
        await offerRetry(reply, error);
        continue;
      }
      await reply.reply(textShiftText(reply, kept, reply.t("textshift-saved")), {
        reply_markup: textShiftKeyboard(reply, kept.settings),
      });
      return;
    }
  };
}
