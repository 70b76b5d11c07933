import { GrammyError, type InlineKeyboard } from "grammy";
import type { LinkPreviewOptions } from "grammy/types";
import type { WizardContext } from "./context.js";

/** One screen of a catalogue list or card: sent once, then edited in place as the publisher pages. */
export interface View {
  text: string;
  keyboard?: InlineKeyboard;
  /** Lists show no preview (their first link would take it); a goods item previews its picture. */
  preview?: LinkPreviewOptions;
}

const NO_PREVIEW: LinkPreviewOptions = { is_disabled: true };

export async function sendView(ctx: WizardContext, view: View): Promise<void> {
  await ctx.reply(view.text, {
    reply_markup: view.keyboard,
    link_preview_options: view.preview ?? NO_PREVIEW,
  });
}

/** Edits the pressed button's message; "message is not modified" (the same page again) is fine. */
export async function editView(ctx: WizardContext, view: View): Promise<void> {
  try {
    await ctx.editMessageText(view.text, {
      reply_markup: view.keyboard,
      link_preview_options: view.preview ?? NO_PREVIEW,
    });
  } catch (error) {
    const unchanged =
      error instanceof GrammyError && error.description.includes("message is not modified");
    if (!unchanged) throw error;
  }
}

/** For a button whose search is gone (evicted, or wiped by /disconnect): say so, change nothing. */
export async function answerExpired(ctx: WizardContext, command: string): Promise<void> {
  await ctx.answerCallbackQuery({
    text: ctx.t("catalog-search-expired", { command }),
    show_alert: true,
  });
}
