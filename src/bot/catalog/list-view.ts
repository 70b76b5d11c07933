import type { InlineKeyboard } from "grammy";
import type { LinkPreviewOptions } from "grammy/types";
import type { BotContext } from "../core/context.js";
import { editInPlace } from "../core/edit-in-place.js";
import { MESSAGE_LIMIT, splitMessage } from "../format/html.js";

/** One screen of a catalogue list or card: sent once, then edited in place as the publisher pages. */
export interface View {
  text: string;
  keyboard?: InlineKeyboard;
  /** Lists show no preview (their first link would take it); a goods item previews its picture. */
  preview?: LinkPreviewOptions;
}

const NO_PREVIEW: LinkPreviewOptions = { is_disabled: true };

/**
 * Views clip every API string, but a card's lists (links, goals) have no fixed length: past the
 * limit, the blocks that fit are kept, cut between blocks so no tag is left open.
 */
function withinLimit(text: string): string {
  if (text.length <= MESSAGE_LIMIT) return text;
  return `${splitMessage(text.split("\n\n"), MESSAGE_LIMIT - 3)[0] ?? ""}\n…`;
}

export async function sendView(ctx: BotContext, view: View): Promise<void> {
  await ctx.reply(withinLimit(view.text), {
    reply_markup: view.keyboard,
    link_preview_options: view.preview ?? NO_PREVIEW,
  });
}

/** Edits the pressed button's message; the same page again is fine. */
export async function editView(ctx: BotContext, view: View): Promise<void> {
  await editInPlace(ctx, withinLimit(view.text), view.keyboard, view.preview ?? NO_PREVIEW);
}

/** For a button whose search is gone (evicted, or wiped by /disconnect): say so, change nothing. */
export async function answerExpired(ctx: BotContext, command: string): Promise<void> {
  await ctx.answerCallbackQuery({
    text: ctx.t("catalog-search-expired", { command }),
    show_alert: true,
  });
}
