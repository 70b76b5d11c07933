import { Composer, InlineKeyboard } from "grammy";
import type { IdName, PublisherClient, Rotator } from "../../../publisher-api/index.js";
import { reference } from "../../catalog/references-cache.js";
import { pageCount } from "../../catalog/text.js";
import type { CallbackValues } from "../../core/callback-data.js";
import { onButton } from "../../core/callback-data.js";
import type { HandlerContext } from "../../core/context.js";
import { editInPlace } from "../../core/edit-in-place.js";
import { publisherButton, publisherCommand } from "../../core/guards.js";
import { enterWizard } from "../../wizard/enter.js";
import {
  confirmEmptyKeyboard,
  partKeyboard,
  rotatorCard,
  rotatorCardKeyboard,
  rotatorFind,
  rotatorListKeyboard,
  rotatorMove,
  rotatorMoveSure,
  rotatorPart,
  rotatorStats,
  rotatorSwitch,
  rotatorsNew,
  rotatorsPage,
} from "./keyboards.js";
import {
  applyChange,
  type Change,
  emptied,
  listsOf,
  type Part,
  placeOf,
  rotatorUpdate,
} from "./lists.js";
import { rotatorStatsText } from "./stats.js";
import {
  changeText,
  confirmEmptyText,
  partText,
  rotatorCardText,
  rotatorListText,
} from "./text.js";

const composer = new Composer<HandlerContext>();
const PAGE_SIZE = 8;

async function listView(client: PublisherClient, ctx: HandlerContext, index: number) {
  // `start` is a page index (field notes), `limit` the page size.
  const { total, items } = await client.tools.rotators({ start: index, limit: PAGE_SIZE });
  const page = { index, count: pageCount(total, PAGE_SIZE), first: index * PAGE_SIZE };
  return {
    text: rotatorListText(ctx, items, page),
    keyboard: rotatorListKeyboard(ctx, items, page),
  };
}

publisherCommand(composer, "rotators", async (ctx, client) => {
  const view = await listView(client, ctx, 0);
  await ctx.reply(view.text, { reply_markup: view.keyboard });
});

publisherButton(composer, rotatorsPage, async (ctx, { page }, client) => {
  const view = await listView(client, ctx, page);
  await ctx.answerCallbackQuery();
  await editInPlace(ctx, view.text, view.keyboard);
});

onButton(composer, rotatorsNew, async (ctx) => {
  await ctx.answerCallbackQuery();
  await enterWizard(ctx, "rotator-create");
});

/** Opens a card, or refreshes it. */
publisherButton(composer, rotatorCard, async (ctx, { id }, client) => {
  const r = await client.tools.rotator(id);
  await ctx.answerCallbackQuery();
  await showCard(ctx, r);
});

export async function showCard(ctx: HandlerContext, r: Rotator, notice?: string): Promise<void> {
  await editInPlace(ctx, rotatorCardText(ctx, r, notice), rotatorCardKeyboard(ctx, r));
}

publisherButton(composer, rotatorSwitch, async (ctx, v, client) => {
  const before = await client.tools.rotator(v.id);
  const on = v.to === "on";
  const field = v.switch === "auto" ? "add_new_offers" : "enable_optimization";
  await ctx.answerCallbackQuery();
  if (before[field] === on) return showCard(ctx, before, ctx.t("rotators-already"));
  const update = rotatorUpdate(before, listsOf(before), {
    add_new_offers: before.add_new_offers,
    enable_optimization: before.enable_optimization,
    [field]: on,
  });
  if (!update) return showCard(ctx, before, ctx.t("rotators-unsupported-type"));
  await client.tools.updateRotator(update);
  const after = await client.tools.rotator(v.id);
  await showCard(ctx, after, ctx.t("rotators-saved"));
});

/** The rotator's subaccount in the stats: one tap from the card, and back. */
publisherButton(composer, rotatorStats, async (ctx, { id }, client) => {
  const r = await client.tools.rotator(id);
  await ctx.answerCallbackQuery();
  const keyboard = new InlineKeyboard().text(
    ctx.t("rotators-back-to-card"),
    rotatorCard.pack({ id }),
  );
  await editInPlace(ctx, await rotatorStatsText(ctx, client, r), keyboard);
});

publisherButton(composer, rotatorPart, async (ctx, { id, part }, client) => {
  const r = await client.tools.rotator(id);
  await ctx.answerCallbackQuery();
  await showPart(ctx, client, r, part);
});

async function choicesOf(ctx: HandlerContext, client: PublisherClient, part: Part) {
  if (part === "size") return (await client.tools.bannerSizes()).items;
  if (part === "category") return reference(ctx.deps.storage, client, "offer-categories-web");
  return [];
}

async function showPart(
  ctx: HandlerContext,
  client: PublisherClient,
  r: Rotator,
  part: Part,
  notice?: string,
): Promise<void> {
  const choices = await choicesOf(ctx, client, part);
  await editInPlace(
    ctx,
    partText(ctx, r, part, notice),
    partKeyboard(ctx, r, part, listsOf(r), choices),
  );
}

onButton(composer, rotatorFind, async (ctx, values) => {
  await ctx.answerCallbackQuery();
  await enterWizard(ctx, "rotator-find", values);
});

publisherButton(composer, rotatorMove, (ctx, v, client) => move(ctx, client, v, false));
publisherButton(composer, rotatorMoveSure, (ctx, v, client) => move(ctx, client, v, true));

type Move = CallbackValues<typeof rotatorMove.schema>;

/**
 * Moves one value between a rotator's lists: reads the rotator, sends it back whole with that one
 * change, and shows the part again. A change that empties an included list asks first.
 */
async function move(ctx: HandlerContext, client: PublisherClient, v: Move, sure: boolean) {
  const before = await client.tools.rotator(v.id);
  const choices = await choicesOf(ctx, client, v.part);
  await ctx.answerCallbackQuery();
  const change = changeOf(v, choices);
  if (!change) return showPart(ctx, client, before, v.part, ctx.t("rotators-unknown-size"));
  const lists = listsOf(before);
  if (placeOf(lists, v.part, change.value) === change.to)
    return showPart(ctx, client, before, v.part, ctx.t("rotators-already"));
  const next = applyChange(lists, change);
  const gone = emptied(lists, next);
  if (gone.length > 0 && !sure) {
    // Only taking out or excluding can empty an included list.
    const to = change.to === "in" ? "none" : change.to;
    const what = { part: v.part, name: nameOf(v, choices, before), to };
    await editInPlace(ctx, confirmEmptyText(ctx, before, gone, what), confirmEmptyKeyboard(ctx, v));
    return;
  }
  const update = rotatorUpdate(before, next);
  if (!update) return showPart(ctx, client, before, v.part, ctx.t("rotators-unsupported-type"));
  await client.tools.updateRotator(update);
  const after = await client.tools.rotator(v.id);
  const done = changeText(ctx, v.part, nameOf(v, choices, before, after), change.to);
  await showPart(ctx, client, after, v.part, `✅ ${done}`);
}

function changeOf(v: Move, choices: readonly IdName[]): Change | undefined {
  if (v.part !== "size") return { part: v.part, value: v.value, to: v.to };
  const size = choices.find((c) => c.id === v.value)?.name;
  if (size === undefined) return undefined;
  return { part: "size", value: size, to: v.to === "in" ? "in" : "none" };
}

/** The moved thing's name, from the choices shown or a rotator's lists; its id when unnamed. */
function nameOf(v: Move, choices: readonly IdName[], ...rotators: Rotator[]): string {
  const known: IdName[] = [...choices];
  for (const r of rotators) {
    if (v.part === "offer") known.push(...r.offers_included, ...r.offers_excluded);
    if (v.part === "banner") known.push(...r.banners_included, ...r.banners_excluded);
    if (v.part === "category") known.push(...r.category_included, ...r.category_excluded);
  }
  return known.find((i) => i.id === v.value && i.name)?.name ?? `#${v.value}`;
}

export { composer };
