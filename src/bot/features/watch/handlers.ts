import { Composer } from "grammy";
import type { PublisherClient } from "../../../publisher-api/index.js";
import { accountCurrency } from "../../core/account-currency.js";
import { onButton } from "../../core/callback-data.js";
import type { BotContext, HandlerContext } from "../../core/context.js";
import { editInPlace } from "../../core/edit-in-place.js";
import { publisherButton, publisherCommand } from "../../core/guards.js";
import { quietHoursOf } from "../../quiet-hours/quiet-hours.js";
import { enterWizard } from "../../wizard/enter.js";
import {
  watchBalanceButton,
  watchCampaignLevelButton,
  watchKeyboard,
  watchRefreshButton,
  watchRuleButton,
  watchSwitchButton,
} from "./keyboards.js";
import { limitsComposer } from "./limits/screen.js";
import { restartNewOffers } from "./new-offers.js";
import {
  defaultWatch,
  WATCHERS,
  type WatchSettings,
  watchRecords,
  watchStates,
} from "./settings.js";
import { watchCardText } from "./text.js";

const composer = new Composer<HandlerContext>();
composer.use(limitsComposer);

export async function loadWatch(ctx: BotContext): Promise<WatchSettings> {
  return (await watchRecords(ctx.deps.storage).get(ctx.account.id)) ?? defaultWatch();
}

/** The card's text and buttons, money in the account's currency. */
export async function watchCard(ctx: BotContext, client: PublisherClient, settings: WatchSettings) {
  const [currency, quiet] = await Promise.all([
    accountCurrency(ctx.deps.storage, ctx.account.id, client),
    quietHoursOf(ctx.deps.storage, ctx.from?.id ?? 0),
  ]);
  return {
    text: watchCardText(settings, currency, ctx.speech, ctx.deps.now(), quiet),
    keyboard: watchKeyboard(ctx, settings),
  };
}

publisherCommand(composer, "watch", async (ctx, client) => {
  const card = await watchCard(ctx, client, await loadWatch(ctx));
  await ctx.reply(card.text, { reply_markup: card.keyboard });
});

/** Saves a change and shows the card in place. */
async function change(
  ctx: HandlerContext,
  client: PublisherClient,
  edit: (settings: WatchSettings) => WatchSettings,
) {
  const userId = ctx.account.id;
  const before = await loadWatch(ctx);
  const next = edit(before);
  await watchRecords(ctx.deps.storage).set(userId, next);
  // Switched on: the first check records a complete start, never compares with what was seen
  // before the watch went off.
  if (next.on && !before.on) await watchStates(ctx.deps.storage).delete(userId);
  await restartNewOffers(ctx.deps.storage, userId, before, next);
  if (next.on) await ctx.deps.storage.sets.add(WATCHERS, userId);
  else await ctx.deps.storage.sets.remove(WATCHERS, userId);
  await ctx.answerCallbackQuery();
  const card = await watchCard(ctx, client, next);
  await editInPlace(ctx, card.text, card.keyboard);
}

publisherButton(composer, watchSwitchButton, (ctx, { on }, client) =>
  change(ctx, client, (settings) => ({ ...settings, on: on === 1 })),
);

publisherButton(composer, watchRuleButton, (ctx, { rule, on }, client) =>
  change(ctx, client, (settings) => {
    const rules = settings.rules.filter((r) => r !== rule);
    return { ...settings, rules: on === 1 ? [...rules, rule] : rules };
  }),
);

publisherButton(composer, watchCampaignLevelButton, (ctx, { level }, client) =>
  change(ctx, client, (settings) => ({ ...settings, campaignLevel: level })),
);

publisherButton(composer, watchRefreshButton, (ctx, _values, client) =>
  change(ctx, client, (settings) => settings),
);

onButton(composer, watchBalanceButton, async (ctx) => {
  await ctx.answerCallbackQuery();
  await enterWizard(ctx, "watch-balance");
});

export { composer };
