import { Composer, InlineKeyboard } from "grammy";
import type {
  AnalyticsMonths,
  OfferListItem,
  PublisherClient,
} from "../../../publisher-api/index.js";
import { editView } from "../../catalog/list-view.js";
import type { CallbackValues } from "../../core/callback-data.js";
import { onButton } from "../../core/callback-data.js";
import type { BotContext, HandlerContext } from "../../core/context.js";
import { offerCardButton, offerSiteButton, SITE_MONTHS } from "../../core/doors.js";
import { publisherButton } from "../../core/guards.js";
import { clipHtml } from "../../format/clip.js";
import { enterWizard } from "../../wizard/enter.js";
import { siteCompare, siteCompareAsk } from "./keyboards.js";
import { siteAnalytics, siteDomain } from "./load.js";
import { compareText, type Side, siteText } from "./text.js";

const composer = new Composer<HandlerContext>();

type Where = CallbackValues<typeof offerSiteButton.schema>;

publisherButton(composer, offerSiteButton, async (ctx, where, client) => {
  await ctx.answerCallbackQuery();
  const { items } = await client.catalog.offers("all", { ids: [where.id], limit: 1 });
  const offer = items.find((o) => o.id === where.id);
  const keyboard = siteKeyboard(ctx, where);
  if (!offer) {
    await editView(ctx, { text: ctx.t("offers-unknown", { id: String(where.id) }), keyboard });
    return;
  }
  const site = siteDomain(offer.site);
  if (!site) {
    await editView(ctx, {
      text: ctx.t("site-none", { offer: clipHtml(offer.name, 60) }),
      keyboard,
    });
    return;
  }
  const months = Number(where.months) as AnalyticsMonths;
  const analytics = await siteAnalytics(ctx.deps.storage, client, site, months);
  await editView(ctx, { text: siteText(ctx, offer.name, site, months, analytics), keyboard });
});

/** The periods, the current one marked, and the way back to the offer's card. */
function siteKeyboard(ctx: BotContext, where: Where): InlineKeyboard {
  const keyboard = new InlineKeyboard();
  for (const months of SITE_MONTHS) {
    const label = ctx.t("site-months", { months: Number(months) });
    keyboard.text(
      months === where.months ? `• ${label}` : label,
      offerSiteButton.pack({ ...where, months }),
    );
  }
  return keyboard
    .row()
    .text(ctx.t("site-compare"), siteCompareAsk.pack({ id: where.id, months: where.months }))
    .text(
      ctx.t("site-back"),
      offerCardButton.pack({ id: where.id, search: where.search, page: where.page }),
    );
}

onButton(composer, siteCompareAsk, async (ctx, values) => {
  await ctx.answerCallbackQuery();
  await enterWizard(ctx, "site-compare", values);
});

/** An offer's side of a comparison: its site and, where it has one, its analytics. */
async function sideOf(
  ctx: HandlerContext,
  client: PublisherClient,
  offer: OfferListItem | undefined,
  id: number,
  months: AnalyticsMonths,
): Promise<Side> {
  const site = offer ? siteDomain(offer.site) : "";
  const name = offer?.name ?? `#${id}`;
  if (!site) return { name, site };
  return { name, site, analytics: await siteAnalytics(ctx.deps.storage, client, site, months) };
}

publisherButton(composer, siteCompare, async (ctx, { first: a, second: b, months }, client) => {
  await ctx.answerCallbackQuery();
  const { items } = await client.catalog.offers("all", { ids: [a, b], limit: 2 });
  const m = Number(months) as AnalyticsMonths;
  const find = (id: number) => items.find((o) => o.id === id);
  const [left, right] = await Promise.all([
    sideOf(ctx, client, find(a), a, m),
    sideOf(ctx, client, find(b), b, m),
  ]);
  const keyboard = new InlineKeyboard();
  for (const period of SITE_MONTHS) {
    const label = ctx.t("site-months", { months: Number(period) });
    keyboard.text(
      period === months ? `• ${label}` : label,
      siteCompare.pack({ first: a, second: b, months: period }),
    );
  }
  keyboard
    .row()
    .text(ctx.t("site-back-to-site"), offerSiteButton.pack({ id: a, months, search: "", page: 0 }));
  await editView(ctx, { text: compareText(ctx, left, right, m), keyboard });
});

export { composer };
