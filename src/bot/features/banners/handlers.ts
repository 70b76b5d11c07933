import { Composer, InlineKeyboard } from "grammy";
import type { Banner, PublisherClient } from "../../../publisher-api/index.js";
import type { Storage } from "../../../storage/index.js";
import { unheaded } from "../../accounts/index.js";
import { newRow } from "../../catalog/paging.js";
import { MAX_SEARCH_CHARS } from "../../catalog/searches.js";
import { pageCount } from "../../catalog/text.js";
import { callbackKind } from "../../core/callback-data.js";
import type { BotContext, HandlerContext } from "../../core/context.js";
import { commandButton } from "../../core/doors.js";
import { publisherButton, publisherCommand } from "../../core/guards.js";
import { clipHtml } from "../../format/clip.js";
import { escapeHtml } from "../../format/html.js";
import { sizeText } from "../../format/sizes.js";
import { sendBannerPhoto } from "./photos.js";

const composer = new Composer<HandlerContext>();
/** Banners per page: each with a picture is its own message. */
const PAGE_SIZE = 5;

/** `search` numbers the publisher's searches: a button of an older one says so. */
export const bannersMore = callbackKind("banners-more", { search: "int", page: "int" });

interface Search {
  n: number;
  words: string;
}
/** The banner searches: the person's (kept when one of their accounts goes). */
export const BANNERS_SEARCH_KIND = "banners-search";
const searches = (storage: Storage) => storage.records<Search>(BANNERS_SEARCH_KIND);

publisherCommand(composer, "banners", async (ctx, client, typed) => {
  const words = typed.trim().slice(0, MAX_SEARCH_CHARS);
  const search = await searches(ctx.deps.storage).update(ctx.from.id, (s) => ({
    n: (s?.n ?? 0) + 1,
    words,
  }));
  await sendPage(ctx, client, search, 0);
});

publisherButton(composer, bannersMore, async (ctx, { search: n, page }, client) => {
  const search = await searches(ctx.deps.storage).get(ctx.from.id);
  if (search?.n !== n) {
    await ctx.answerCallbackQuery({ text: ctx.t("banners-search-again"), show_alert: true });
    return;
  }
  await ctx.answerCallbackQuery();
  await ctx.editMessageReplyMarkup().catch(() => undefined);
  await sendPage(ctx, client, search, page);
});

/** The page's pictures, then one message listing the page with the way on. */
async function sendPage(ctx: BotContext, client: PublisherClient, search: Search, page: number) {
  const query = { start: page, limit: PAGE_SIZE, ...(search.words ? { term: search.words } : {}) };
  const { total, items } = await client.tools.banners(query);
  const pages = pageCount(total, PAGE_SIZE);
  const unshown = new Set<number>();
  // The pictures go without the account's heading: the list after them carries it once.
  await unheaded(ctx, async () => {
    for (const banner of items) {
      const shown =
        banner.thumbnail &&
        (await sendBannerPhoto(ctx, ctx.deps.storage, banner.thumbnail, caption(banner)));
      if (!shown) unshown.add(banner.id);
    }
  });
  const keyboard = new InlineKeyboard();
  if (page + 1 < pages) {
    keyboard.text(ctx.t("banners-more"), bannersMore.pack({ search: search.n, page: page + 1 }));
  }
  // A banner goes on a site through a rotator: the way to one, under every list that has banners.
  if (items.length > 0) {
    newRow(keyboard).text(ctx.t("banners-rotators"), commandButton("rotators").pack({}));
  }
  await ctx.reply(
    listText(ctx, search.words, items, unshown, { page, pages, first: page * PAGE_SIZE }),
    {
      ...(keyboard.inline_keyboard.flat().length > 0 ? { reply_markup: keyboard } : {}),
      link_preview_options: { is_disabled: true },
    },
  );
}

/** The size, unless the name already says it ("ORISAEX banner 120x600"). */
function sizeApart(b: Banner): string | undefined {
  if (!b.size) return undefined;
  const plain = (text: string) => text.toLowerCase().replace(/[×х*]/gu, "x").replace(/\s+/gu, "");
  return plain(b.name).includes(plain(b.size)) ? undefined : sizeText(b.size);
}

function caption(b: Banner): string {
  const size = sizeApart(b);
  return `${clipHtml(b.name || `#${b.id}`, 200)}${size ? ` · ${escapeHtml(size)}` : ""} · #${b.id}`;
}

function listText(
  ctx: BotContext,
  words: string,
  items: readonly Banner[],
  unshown: ReadonlySet<number>,
  page: { page: number; pages: number; first: number },
): string {
  const title = words
    ? ctx.t("banners-title-search", { words: clipHtml(words, 60) })
    : ctx.t("banners-title");
  if (items.length === 0)
    return `${title}\n\n${ctx.t(words ? "banners-none-found" : "banners-none")}`;
  const lines = items.map((b, i) => {
    const apart = sizeApart(b);
    const size = apart ? ` — ${escapeHtml(apart)}` : b.size ? "" : ` — ${ctx.t("banners-no-size")}`;
    const picture = unshown.has(b.id)
      ? ` ${ctx.t(b.thumbnail ? "banners-picture-failed" : "banners-no-picture")}`
      : "";
    return `${page.first + i + 1}. ${clipHtml(b.name || `#${b.id}`, 80)}${size} · #${b.id}${picture}`;
  });
  const where =
    page.pages > 1 ? ` · ${ctx.t("banners-page", { page: page.page + 1, pages: page.pages })}` : "";
  return `${title}${where}\n\n${lines.join("\n")}\n\n${ctx.t("banners-how-to")}`;
}

export { composer };
