/**
 * Banner pictures go to Telegram once: the first send gives Telegram the network's address,
 * and the file id Telegram answers is kept (for the whole bot: a file id works in every chat) so
 * every later send of that picture is by file id, with no download on either side.
 */
import { GrammyError } from "grammy";
import type { Storage } from "../../../storage/index.js";
import type { BotContext } from "../../core/context.js";

const KEPT_MS = 30 * 24 * 60 * 60 * 1000;
const key = (url: string) => `banner-photo:${url}`;

/** Sends the picture with its caption; false when Telegram could not take it (the caller says so). */
export async function sendBannerPhoto(
  ctx: BotContext,
  storage: Storage,
  url: string,
  caption: string,
): Promise<boolean> {
  const known = await storage.keyv.get<string>(key(url));
  if (known) {
    try {
      await ctx.replyWithPhoto(known, { caption });
      return true;
    } catch (error) {
      // A file id Telegram no longer knows: send the address again.
      if (!(error instanceof GrammyError) || error.error_code !== 400) throw error;
      await storage.keyv.delete(key(url));
    }
  }
  try {
    const sent = await ctx.replyWithPhoto(url, { caption });
    const largest = sent.photo.at(-1);
    if (largest) await storage.keyv.set(key(url), largest.file_id, KEPT_MS);
    return true;
  } catch (error) {
    // Telegram could not fetch or read the picture: the banner is listed without it.
    if (error instanceof GrammyError && error.error_code === 400) return false;
    throw error;
  }
}
