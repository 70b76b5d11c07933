import type { InlineKeyboard } from "grammy";
import type { LinkPreviewOptions } from "grammy/types";
import type { PublisherClient } from "../../publisher-api/index.js";
import type { BotContext } from "../core/context.js";
import { editInPlace } from "../core/edit-in-place.js";
import { requirePublisher } from "../core/publisher.js";
import { MESSAGE_LIMIT, splitMessage } from "../format/html.js";
import {
  loadSearch,
  MAX_SEARCH_CHARS,
  type Search,
  type SearchOf,
  saveSearch,
  updateSearch,
} from "./searches.js";

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

/**
 * A list button of /offers, /coupons or /goods: loads the search behind its token, applies the
 * button's `change`, keeps the changed search under the same token, and shows it in place.
 */
export async function showSearchPage<K extends Search["kind"]>(
  ctx: BotContext,
  kind: K,
  token: string,
  change: (search: SearchOf<K>) => SearchOf<K>,
  render: (client: PublisherClient, search: SearchOf<K>) => Promise<View>,
): Promise<void> {
  const saved = await loadSearch(ctx, token, kind);
  if (!saved) return answerExpired(ctx, `/${kind}`);
  const client = await requirePublisher(ctx);
  if (!client) return;
  await ctx.answerCallbackQuery();
  const search = change(saved);
  if (search !== saved) await updateSearch(ctx, token, search);
  await editView(ctx, await render(client, search));
}

/**
 * A new list of /offers, /coupons or /goods: over-long words refused politely, else saved and sent
 * (or shown in place of the pressed button's message, `inPlace`: coupons opened on an offer card).
 */
export async function openSearch<S extends Search>(
  ctx: BotContext,
  search: S,
  render: (client: PublisherClient, token: string, search: S) => Promise<View>,
  options: { inPlace?: boolean } = {},
): Promise<void> {
  const length = search.words.length;
  if (length > MAX_SEARCH_CHARS) {
    await ctx.reply(ctx.t("catalog-too-long", { max: MAX_SEARCH_CHARS, length }));
    return;
  }
  const client = await requirePublisher(ctx);
  if (!client) return;
  const token = await saveSearch(ctx, search);
  const view = await render(client, token, search);
  await (options.inPlace && ctx.callbackQuery ? editView(ctx, view) : sendView(ctx, view));
}
