import { GrammyError, type InlineKeyboard } from "grammy";
import type { LinkPreviewOptions } from "grammy/types";
import type { BotContext } from "./context.js";

/**
 * Edits the message whose button was pressed. Resolves to false when Telegram answers 400
 * "message is not modified" (the same page again, a refresh that found nothing new), so the
 * caller can say "up to date" instead of failing.
 */
export async function editInPlace(
  ctx: BotContext,
  text: string,
  keyboard?: InlineKeyboard,
  preview?: LinkPreviewOptions,
): Promise<boolean> {
  try {
    await ctx.editMessageText(text, { reply_markup: keyboard, link_preview_options: preview });
    return true;
  } catch (error) {
    if (isNotModified(error)) return false;
    throw error;
  }
}

function isNotModified(error: unknown): boolean {
  return (
    error instanceof GrammyError &&
    error.error_code === 400 &&
    error.description.includes("message is not modified")
  );
}
