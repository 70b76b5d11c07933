import type { Conversation } from "@grammyjs/conversations";
import type { BotContext, HandlerContext } from "../core/context.js";
import { answerExpired, showsPressed } from "../core/live-buttons.js";
import { pressedOwnMessage } from "./own-messages.js";
import { resumeButton } from "./pause.js";
import { backDoor, wizardBackButton, wizardCancelButton } from "./way-out.js";

export type WizardConversation = Conversation<HandlerContext, BotContext>;

/** Any callback kind: all a wait needs is to recognise its data. */
interface ButtonKind {
  readonly prefix: string;
  unpack(data: string): unknown;
}

export type Answer =
  | { kind: "text"; text: string; ctx: BotContext }
  | { kind: "button"; prefix: string; data: string; ctx: BotContext };

/** A location shared with Telegram's paperclip (a wizard that asks where the publisher is). */
export type LocationAnswer = { kind: "location"; at: [number, number]; ctx: BotContext };

/** Asks the wizard's question again (after "Back to the wizard"), in the latest context. */
export type AskAgain = (ctx: BotContext) => Promise<unknown>;

/**
 * Waits for the publisher's answer to a wizard's question: a typed text, or a press of one of
 * `buttons` (and Cancel) on one of the wizard's own messages that still shows it: a press of its
 * kind on another wizard's message (one cancelled, finished or replaced) is not this wizard's and
 * goes on, to end expired (core/live-buttons.ts). Presses of other buttons go on to the rest of the bot (an old offers page still pages);
 * a command runs while the wizard waits here with its answers (so /offers mid-wizard just works,
 * and "Back to the wizard" asks again: with `again`, or by pointing at the question above);
 * anything else (a sticker, a photo) gets a hint and the question stands.
 */
export function waitForAnswer(
  conversation: WizardConversation,
  buttons: readonly ButtonKind[] = [],
  again?: AskAgain,
): Promise<Answer> {
  return waitFor(conversation, buttons, again, false) as Promise<Answer>;
}

/** The answer is a press of Back (a step waits for `wizardBackButton` among its buttons). */
export function isBack(answer: Answer): boolean {
  return answer.kind === "button" && answer.prefix === wizardBackButton.prefix;
}

/** Back pressed under a question: the wizard goes to the step before (or leaves from the first). */
export class StepBack extends Error {
  constructor(readonly ctx: BotContext) {
    super("back to the step before");
  }
}

/**
 * `waitForAnswer` at a step with Back under its question (`withWayOut`): Back throws `StepBack`.
 * `back`: the view a first question's Back opens (way-out.ts' `backDoor`), when it is one.
 */
export async function waitForAnswerOrBack(
  conversation: WizardConversation,
  buttons: readonly ButtonKind[] = [],
  again?: AskAgain,
  back?: string,
): Promise<Answer> {
  const backKind = back === undefined ? wizardBackButton : backDoor(back);
  const answer = await waitForAnswer(conversation, [...buttons, backKind], again);
  if (isBack(answer)) throw new StepBack(answer.ctx);
  return answer;
}

/** `waitForAnswer`, and a shared location is an answer too. */
export function waitForAnswerOrLocation(
  conversation: WizardConversation,
  buttons: readonly ButtonKind[] = [],
  again?: AskAgain,
): Promise<Answer | LocationAnswer> {
  return waitFor(conversation, buttons, again, true);
}

async function waitFor(
  conversation: WizardConversation,
  buttons: readonly ButtonKind[],
  again: AskAgain | undefined,
  location: boolean,
): Promise<Answer | LocationAnswer> {
  for (;;) {
    const ctx = await conversation.wait();
    const data = ctx.callbackQuery?.data;
    const own = pressedOwnMessage(conversation, ctx);
    if (data !== undefined && own && wizardCancelButton.unpack(data) !== undefined) {
      await ctx.answerCallbackQuery().catch(() => undefined);
      await ctx.reply(ctx.t("cancel-done"));
      await conversation.halt();
    }
    if (data !== undefined && resumeButton.unpack(data) !== undefined) {
      await ctx.answerCallbackQuery().catch(() => undefined);
      await (again ? again(ctx) : ctx.reply(ctx.t("wizard-resumed")));
      continue;
    }
    if (data !== undefined) {
      const kind = own ? buttons.find((button) => button.unpack(data) !== undefined) : undefined;
      if (!kind) await conversation.skip({ next: true });
      else if (!showsPressed(ctx)) {
        // Its own message, moved on to another question since: that question is closed.
        await answerExpired(ctx).catch(() => undefined);
        continue;
      } else {
        await ctx.answerCallbackQuery().catch(() => undefined);
        return { kind: "button", prefix: kind.prefix, data, ctx };
      }
    }
    const text = ctx.message?.text;
    if (text?.startsWith("/")) await conversation.skip({ next: true });
    if (text !== undefined) return { kind: "text", text: text.trim(), ctx };
    const shared = ctx.message?.location;
    if (location && shared) {
      return { kind: "location", at: [shared.latitude, shared.longitude], ctx };
    }
    if (ctx.message) await ctx.reply(ctx.t("wizard-send-text"));
    else await conversation.skip({ next: true });
  }
}

/** Deletes a message the publisher sent (one that carried a secret); it may be gone already. */
export async function deleteQuietly(ctx: BotContext): Promise<void> {
  if (ctx.message) await ctx.deleteMessage().catch(() => undefined);
}
