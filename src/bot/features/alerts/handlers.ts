import { Composer } from "grammy";
import type { PublisherClient } from "../../../publisher-api/index.js";
import { offerNamesOrNone } from "../../catalog/offer-names.js";
import { accountCurrency } from "../../core/account-currency.js";
import { apiErrorText } from "../../core/api-errors.js";
import { onButton } from "../../core/callback-data.js";
import type { BotContext, HandlerContext } from "../../core/context.js";
import { alertsOpenButton } from "../../core/doors.js";
import { editInPlace } from "../../core/edit-in-place.js";
import { privateCommand, publisherButton } from "../../core/guards.js";
import { requirePublisher } from "../../core/publisher.js";
import type { PostbackState } from "../../network-postback/state.js";
import { quietHoursOf, setQuietHours } from "../../quiet-hours/quiet-hours.js";
import { enterWizard } from "../../wizard/enter.js";
import {
  alertsKeyboard,
  alertsMinButton,
  alertsOffButton,
  alertsOffersButton,
  alertsOnButton,
  alertsQuietButton,
  alertsStatusButton,
  MIN_PAYOUTS,
  QUIET_PRESETS,
} from "./keyboards.js";
import { alertsPostbackState } from "./postback.js";
import {
  ALERT_STATUSES,
  type AlertCard,
  type AlertSettings,
  alertRecords,
  defaultSettings,
} from "./settings.js";
import { changeOffers, switchOff, switchOn } from "./switch.js";
import { alertsCardText, SHOWN_OFFERS } from "./text.js";

const composer = new Composer<HandlerContext>();

export async function loadSettings(ctx: BotContext, userId: number): Promise<AlertSettings> {
  const saved = await alertRecords(ctx.deps.storage).get(userId);
  return saved ?? defaultSettings(ctx.speech.lang);
}

/**
 * The card as the network has it: alerts that are on here but whose postback the network has off,
 * paused or deleted (switched in /postbacks or its own interface) read as such, with the buttons
 * to connect it again. The minimum payout is shown in the account's currency.
 */
export async function cardOf(
  ctx: BotContext,
  settings: AlertSettings,
  client: PublisherClient,
  notice?: string,
) {
  const [network, currency, quiet, names] = await Promise.all([
    networkState(ctx, settings, client),
    accountCurrency(ctx.deps.storage, ctx.account.id, client),
    quietHoursOf(ctx.deps.storage, ctx.from?.id ?? 0),
    offerNamesOrNone(client, settings.offers.slice(0, SHOWN_OFFERS)),
  ]);
  const own: AlertCard = quiet ? { ...settings, quiet } : settings;
  const shown = network === "on" ? own : { ...own, on: false };
  const facts = { currency, names, ...(network !== "on" && settings.on && { network }) };
  return {
    text: alertsCardText(ctx, shown, facts, notice),
    keyboard: alertsKeyboard(ctx, shown, currency),
  };
}

/** "on" unless the network says otherwise; a failed read does not raise a false alarm. */
async function networkState(
  ctx: BotContext,
  settings: AlertSettings,
  client: PublisherClient,
): Promise<PostbackState | "gone"> {
  if (!settings.on || settings.postbackId === undefined) return "on";
  try {
    return await alertsPostbackState(client, settings.postbackId);
  } catch (error) {
    ctx.log.warn({ err: error }, "alerts postback not read");
    return "on";
  }
}

/** Alerts need an address the network can reach; without PUBLIC_URL the card says what to set. */
async function ready(ctx: BotContext): Promise<PublisherClient | undefined> {
  if (!ctx.deps.config.publicUrl) {
    if (ctx.callbackQuery) await ctx.answerCallbackQuery().catch(() => undefined);
    await ctx.reply(ctx.t("alerts-no-public-url"));
    return undefined;
  }
  return requirePublisher(ctx);
}

async function openCard(ctx: HandlerContext): Promise<void> {
  const userId = ctx.from && ctx.account.id;
  const client = await ready(ctx);
  if (userId === undefined || !client) return;
  const card = await cardOf(ctx, await loadSettings(ctx, userId), client);
  await ctx.reply(card.text, { reply_markup: card.keyboard });
}

privateCommand(composer, "alerts", openCard);

onButton(composer, alertsOpenButton, async (ctx) => {
  await ctx.answerCallbackQuery();
  await openCard(ctx);
});

/** Shows the card in place with what just happened. */
async function show(
  ctx: HandlerContext,
  settings: AlertSettings,
  client: PublisherClient,
  notice?: string,
) {
  const card = await cardOf(ctx, settings, client, notice);
  await editInPlace(ctx, card.text, card.keyboard);
}

function failureNotice(ctx: BotContext, error: unknown): string {
  return `${ctx.t("alerts-failed")}\n${apiErrorText(ctx, error) ?? ctx.t("error-generic")}`;
}

onButton(composer, alertsOnButton, async (ctx, { all }) => {
  const client = await ready(ctx);
  if (!client) return;
  const userId = ctx.account.id;
  const settings = await loadSettings(ctx, userId);
  const offers = all === 1 ? [0] : settings.offers;
  const parts = {
    deps: ctx.deps,
    client,
    userId,
    publicUrl: ctx.deps.config.publicUrl ?? "",
  };
  await ctx.answerCallbackQuery();
  try {
    const next = settings.on
      ? await changeOffers(parts, settings, offers)
      : await switchOn(parts, { ...settings, offers });
    await show(
      ctx,
      next,
      client,
      settings.on ? ctx.t("alerts-offers-changed") : ctx.t("alerts-switched-on"),
    );
  } catch (error) {
    ctx.log.warn({ err: error }, "alerts not switched on");
    await show(ctx, settings, client, failureNotice(ctx, error));
  }
});

publisherButton(composer, alertsOffButton, async (ctx, _values, client) => {
  const userId = ctx.account.id;
  const settings = await loadSettings(ctx, userId);
  await ctx.answerCallbackQuery();
  const outcome = await switchOff({ deps: ctx.deps, client, userId }, settings);
  if (outcome.error) ctx.log.warn({ err: outcome.error }, "alerts postback not disconnected");
  const notice = outcome.error
    ? `${ctx.t("alerts-switched-off")}\n${ctx.t("alerts-off-api-failed")}`
    : ctx.t("alerts-switched-off");
  await show(ctx, outcome.settings, client, notice);
});

onButton(composer, alertsOffersButton, async (ctx) => {
  await ctx.answerCallbackQuery();
  await enterWizard(ctx, "alerts-offers");
});

/** A change of filters only: kept at once, used by the next conversion. */
async function changeFilter(
  ctx: HandlerContext,
  client: PublisherClient,
  change: (s: AlertSettings) => AlertSettings,
) {
  const userId = ctx.account.id;
  const settings = change(await loadSettings(ctx, userId));
  await alertRecords(ctx.deps.storage).set(userId, settings);
  await ctx.answerCallbackQuery();
  await show(ctx, settings, client);
}

publisherButton(composer, alertsStatusButton, (ctx, { status: s, on }, client) =>
  changeFilter(ctx, client, (settings) => {
    const chosen = new Set(settings.statuses);
    if (on) chosen.add(s);
    else chosen.delete(s);
    return { ...settings, statuses: ALERT_STATUSES.filter((status) => chosen.has(status)) };
  }),
);

publisherButton(composer, alertsMinButton, (ctx, { value: v }, client) =>
  changeFilter(ctx, client, (settings) => ({
    ...settings,
    minPayout: (MIN_PAYOUTS as readonly number[]).includes(v) ? v : 0,
  })),
);

/** Quiet hours are the publisher's own (the watch keeps them too), set here. */
publisherButton(composer, alertsQuietButton, async (ctx, { preset: i }, client) => {
  await setQuietHours(ctx.deps.storage, ctx.from.id, QUIET_PRESETS[i]);
  await changeFilter(ctx, client, (settings) => settings);
});

export { composer };
