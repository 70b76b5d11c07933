import type { PublisherClient } from "../../../publisher-api/index.js";
import { type RecentOffer, recentOffers, rememberOffer } from "../../catalog/recent-offers.js";
import { MAX_SEARCH_CHARS } from "../../catalog/searches.js";
import { checkSubaccount, checkTargetUrl, trackingLink } from "../../catalog/tracking-link.js";
import type { BotContext } from "../../core/context.js";
import { commandButton, makeLinkButton, offerOpenButton } from "../../core/doors.js";
import { clipHtml } from "../../format/clip.js";
import { escapeHtml } from "../../format/html.js";
import { offerAccess, offerAccessText } from "../../offer-access/access.js";
import { matchingOffers } from "../../offer-picker/offer-picker.js";
import { wizardAccount } from "../../wizard/account.js";
import { StepBack, type WizardConversation, waitForAnswerOrBack } from "../../wizard/answers.js";
import { publisherExternal } from "../../wizard/external.js";
import { offerRetry, retryButton } from "../../wizard/retry.js";
import { skipButton } from "../../wizard/skip.js";
import { goBack } from "../../wizard/then.js";
import { withWayOut } from "../../wizard/way-out.js";
import {
  linkDoneKeyboard,
  linkMainPageButton,
  linkOffersKeyboard,
  linkSubaccountKeyboard,
  linkTargetKeyboard,
} from "./keyboards.js";

type Loaded =
  | { kind: "ready"; id: number; name: string; deepLink: string; deeplinks: boolean }
  | { kind: "not-joined"; id: number; name: string }
  | { kind: "no-links"; id: number; name: string }
  | { kind: "unknown"; id: number };

/**
 * /link and "Make link": the offer (given, picked from recent ones, or searched), the page the
 * click should land on, an optional subaccount; answers the tracking link in a `<code>` block.
 */
export function linkConversation() {
  return async function link(conversation: WizardConversation, ctx: BotContext, offerId?: number) {
    if (ctx.from === undefined) return;
    // The account the link is made for, fixed when the wizard starts (whatever is active later).
    const { id: userId } = await wizardAccount(conversation);
    // Keeps the API's error classes (an outage is told apart from a refusal); without credentials
    // (not connected, or disconnected meanwhile) says so and ends the wizard.
    const withClient: WithClient = (use) => publisherExternal(conversation, userId, use);
    // Said at once when not connected, before any question is asked.
    await withClient(async () => undefined);

    let given: Loaded | undefined;
    try {
      given = offerId ? await withClient((c) => loadOffer(c, offerId)) : undefined;
      if (given && given.kind !== "ready") await ctx.reply(problemText(ctx, given));
    } catch (error) {
      // Try again (or any other answer) goes on in pickOffer, which repeats this offer's load.
      await offerRetry(ctx, error);
    }
    // Back from the first question: the card of the offer the wizard was opened for (Make link,
    // /link ID), or the main menu. (Arguments come back from storage: a missing id is null.)
    const origin =
      offerId && given?.kind !== "unknown"
        ? offerOpenButton.pack({ id: offerId })
        : commandButton("start").pack({});
    let offer = given?.kind === "ready" ? given : undefined;
    const asksOffer = offer === undefined;
    let failedId = !given && offerId ? offerId : undefined;
    let step: "offer" | "target" | "subaccount" = asksOffer ? "offer" : "target";
    // The first question, whose Back is `origin`: the offer, else the page, else the subaccount.
    const first = asksOffer ? "offer" : offer?.deeplinks ? "target" : "subaccount";
    const backOf = (at: typeof step) => (at === first ? origin : undefined);
    let target: string | undefined;
    const remember = (chosen: { id: number; name: string }) =>
      conversation.external(() => rememberOffer(ctx, { id: chosen.id, name: chosen.name }, userId));
    if (offer) await remember(offer);
    for (;;) {
      try {
        if (step === "offer" || !offer) {
          const picked = await pickOffer(conversation, ctx, userId, withClient, {
            failedId,
            back: backOf("offer"),
          });
          failedId = undefined;
          offer = picked;
          await remember(picked);
          step = "target";
        }
        if (step === "target") {
          target = offer.deeplinks
            ? await askTarget(conversation, ctx, offer.name, backOf("target"))
            : undefined;
          if (!offer.deeplinks)
            await ctx.reply(ctx.t("link-no-deeplinks", { name: clipHtml(offer.name, 100) }));
          step = "subaccount";
        }
        const subaccount = await askSubaccount(conversation, ctx, backOf("subaccount"));
        const url = trackingLink(offer.deepLink, target, subaccount);
        await ctx.reply(
          ctx.t("link-done", {
            name: clipHtml(offer.name, 100),
            link: `<code>${escapeHtml(url)}</code>`,
          }),
          {
            reply_markup: linkDoneKeyboard(ctx, offer.id, url),
            link_preview_options: { is_disabled: true },
          },
        );
        return;
      } catch (error) {
        if (!(error instanceof StepBack)) throw error;
        // The step before: the page (when the offer takes one), the offer, where it was opened.
        if (step === "subaccount" && offer?.deeplinks) step = "target";
        else if (step !== "offer" && asksOffer) step = "offer";
        else return goBack(conversation);
      }
    }
  };
}

type WithClient = <T>(use: (client: PublisherClient) => Promise<T>) => Promise<T>;

/**
 * Until the publisher picks an offer with a link: recent ones, search results, or an id. `failedId`:
 * an offer whose load failed (Try again repeats it); `back`: the view Back opens, when first.
 */
async function pickOffer(
  conversation: WizardConversation,
  ctx: BotContext,
  userId: number,
  withClient: WithClient,
  { failedId, back }: { failedId: number | undefined; back: string | undefined },
): Promise<Extract<Loaded, { kind: "ready" }>> {
  // Only joined offers have links: recent ones the publisher only looked at are left out. Without
  // the network, no recent offers: an id or words typed still work once it answers again.
  let recent: RecentOffer[] = [];
  try {
    recent = await withClient(async (c) => joinedOnly(c, await recentOffers(ctx, userId)));
  } catch {}
  const ask = (c: BotContext) =>
    recent.length === 0
      ? c.reply(c.t("link-pick"), { reply_markup: withWayOut(c, undefined, back) })
      : c.reply(c.t("link-pick-recent"), {
          reply_markup: withWayOut(c, linkOffersKeyboard(recent), back),
        });
  if (failedId === undefined) await ask(ctx);
  // What the last answer asked for, repeated by Try again after an API failure.
  let last: string | number | undefined = failedId;
  for (;;) {
    const buttons = [makeLinkButton, retryButton];
    const answer = await waitForAnswerOrBack(conversation, buttons, ask, back);
    let wanted: string | number | undefined;
    if (answer.kind === "text")
      wanted = /^\d{1,12}$/.test(answer.text) ? Number(answer.text) : answer.text;
    else if (answer.prefix === retryButton.prefix) wanted = last;
    else wanted = makeLinkButton.unpack(answer.data)?.id;
    if (wanted === undefined) continue;
    last = wanted;
    const id = wanted;
    try {
      if (typeof id === "string") {
        await showMatches(answer.ctx, id, withClient);
        continue;
      }
      const loaded = await withClient((c) => loadOffer(c, id));
      if (loaded.kind === "ready") return loaded;
      await answer.ctx.reply(problemText(answer.ctx, loaded));
    } catch (error) {
      await offerRetry(answer.ctx, error);
    }
  }
}

async function showMatches(ctx: BotContext, words: string, withClient: WithClient) {
  if (words.length > MAX_SEARCH_CHARS) {
    await ctx.reply(ctx.t("catalog-too-long", { max: MAX_SEARCH_CHARS, length: words.length }));
    return;
  }
  const found = await withClient((c) => matchingOffers(c, words, { joined: true }));
  if (found.length === 0) {
    await ctx.reply(ctx.t("link-pick-none", { words: clipHtml(words, 60) }));
    return;
  }
  await ctx.reply(ctx.t("link-pick-found", { words: clipHtml(words, 60) }), {
    reply_markup: linkOffersKeyboard(found),
  });
}

/** The landing page typed, or undefined for the offer's main page (one press). */
async function askTarget(
  conversation: WizardConversation,
  ctx: BotContext,
  name: string,
  back: string | undefined,
): Promise<string | undefined> {
  const ask = (c: BotContext) =>
    c.reply(c.t("link-ask-url", { name: clipHtml(name, 100) }), {
      reply_markup: linkTargetKeyboard(c, back),
    });
  await ask(ctx);
  for (;;) {
    const answer = await waitForAnswerOrBack(conversation, [linkMainPageButton], ask, back);
    if (answer.kind !== "text") return undefined;
    const checked = checkTargetUrl(answer.text);
    if (checked.ok) return checked.value;
    await answer.ctx.reply(answer.ctx.t(`link-bad-url-${checked.problem}`), {
      reply_markup: linkTargetKeyboard(answer.ctx, back),
    });
  }
}

async function askSubaccount(
  conversation: WizardConversation,
  ctx: BotContext,
  back: string | undefined,
): Promise<string | undefined> {
  const ask = (c: BotContext) =>
    c.reply(c.t("link-ask-subaccount"), { reply_markup: linkSubaccountKeyboard(c, back) });
  await ask(ctx);
  for (;;) {
    const answer = await waitForAnswerOrBack(conversation, [skipButton], ask, back);
    if (answer.kind === "button") return undefined;
    const checked = checkSubaccount(answer.text);
    if (checked.ok) return checked.value;
    await answer.ctx.reply(answer.ctx.t(`link-bad-subaccount-${checked.problem}`), {
      reply_markup: linkSubaccountKeyboard(answer.ctx, back),
    });
  }
}

function problemText(ctx: BotContext, offer: Exclude<Loaded, { kind: "ready" }>): string {
  if (offer.kind === "unknown") return ctx.t("link-offer-unknown", { id: String(offer.id) });
  // Joined, its links taken away: said as the offer's card and its 🔗 Links say it.
  if (offer.kind === "no-links")
    return `<b>${clipHtml(offer.name, 100)}</b>\n${offerAccessText(ctx, { kind: "no-links" })}`;
  return ctx.t("link-not-joined", { name: clipHtml(offer.name, 100) });
}

/** The offer's name, its default link (the first when none is marked) and whether deep links work. */
async function loadOffer(client: PublisherClient, id: number): Promise<Loaded> {
  const { items } = await client.catalog.offers("all", { ids: [id], limit: 1 });
  const offer = items.find((item) => item.id === id);
  if (!offer) return { kind: "unknown", id };
  const links = offer.items.length > 0 ? offer.items : (await client.catalog.offerLinks(id)).items;
  const chosen = links.find((l) => l.is_default) ?? links[0];
  if (!chosen?.deep_link || !/^https?:\/\//i.test(chosen.deep_link)) {
    const kind = offerAccess(offer, 0).kind === "no-links" ? "no-links" : "not-joined";
    return { kind, id, name: offer.name };
  }
  const detail = await client.catalog.offer(id);
  return {
    kind: "ready",
    id,
    name: offer.name,
    deepLink: chosen.deep_link,
    deeplinks: detail.is_deeplink_enabled,
  };
}

/** The offers of `offers` the publisher has joined, in the same order. */
async function joinedOnly(client: PublisherClient, offers: RecentOffer[]): Promise<RecentOffer[]> {
  if (offers.length === 0) return [];
  const { items } = await client.catalog.offers("all", {
    ids: offers.map((offer) => offer.id),
    user_has_offer: true,
    limit: offers.length,
  });
  const joined = new Set(items.map((item) => item.id));
  return offers.filter((offer) => joined.has(offer.id));
}
