/**
 * The Limits screen, opened from the /watch card: each limit with the figure the last check saw
 * (⚠️ while crossed), a ❌ button for each (a second press of a removed one changes nothing), Add
 * (refused past MAX_LIMITS) and back to the card.
 */
import { Composer, InlineKeyboard } from "grammy";
import type { PublisherClient } from "../../../../publisher-api/index.js";
import { accountCurrency } from "../../../core/account-currency.js";
import { callbackKind } from "../../../core/callback-data.js";
import type { BotContext, HandlerContext } from "../../../core/context.js";
import { commandButton } from "../../../core/doors.js";
import { editInPlace } from "../../../core/edit-in-place.js";
import { publisherButton } from "../../../core/guards.js";
import { enterWizard } from "../../../wizard/enter.js";
import {
  defaultWatch,
  WATCHERS,
  type WatchSettings,
  watchRecords,
  watchStates,
} from "../settings.js";
import { type LimitMark, MAX_LIMITS, type WatchLimit } from "./limit.js";
import { figureText, limitText } from "./words.js";

export const watchLimitsButton = callbackKind("watch-limits", {});
export const watchLimitAddButton = callbackKind("watch-limit-add", {});
export const watchLimitRemoveButton = callbackKind(
  "watch-limit-remove",
  { id: "str" },
  { writes: true },
);

/** ❌ buttons in a row. */
const PER_ROW = 5;

export function limitsText(
  limits: readonly WatchLimit[],
  marks: Readonly<Record<string, LimitMark>>,
  currency: string,
  ctx: BotContext,
): string {
  const { speech } = ctx;
  const lines = [
    `<b>${ctx.t("watch-limits-title", { count: limits.length, most: MAX_LIMITS })}</b>`,
    "",
  ];
  if (limits.length === 0) lines.push(ctx.t("watch-limits-none"));
  limits.forEach((limit, index) => {
    // Not checked yet: the figure as it was read when the limit was set.
    const mark = marks[limit.id] ?? limit.start;
    const sign = mark?.crossed ? "⚠️ " : "";
    lines.push(`${index + 1}. ${sign}${limitText(limit, currency, speech)}`);
    lines.push(
      `    ${
        mark === undefined
          ? ctx.t("watch-limit-unseen")
          : mark.value === undefined
            ? ctx.t("watch-limit-no-clicks")
            : ctx.t("watch-limit-last", {
                value: figureText(limit.figure, mark.value, currency, speech),
              })
      }`,
    );
  });
  lines.push("", `<i>${ctx.t("watch-limits-explain")}</i>`);
  return lines.join("\n");
}

export function limitsKeyboard(ctx: BotContext, limits: readonly WatchLimit[]): InlineKeyboard {
  const keyboard = new InlineKeyboard();
  limits.forEach((limit, index) => {
    if (index > 0 && index % PER_ROW === 0) keyboard.row();
    keyboard.text(`❌ ${index + 1}`, watchLimitRemoveButton.pack({ id: limit.id }));
  });
  if (limits.length > 0) keyboard.row();
  return keyboard
    .text(ctx.t("watch-limit-add"), watchLimitAddButton.pack({}))
    .text(ctx.t("watch-limits-back"), commandButton("watch").pack({}));
}

/** The screen as it is now, for the account `userId`. */
export async function limitsView(
  ctx: BotContext,
  userId: number,
  settings: WatchSettings,
  currency: string,
) {
  const marks = (await watchStates(ctx.deps.storage).get(userId))?.limits ?? {};
  const limits = settings.limits ?? [];
  return { text: limitsText(limits, marks, currency, ctx), keyboard: limitsKeyboard(ctx, limits) };
}

const composer = new Composer<HandlerContext>();

async function show(ctx: HandlerContext, client: PublisherClient, settings?: WatchSettings) {
  const userId = ctx.account.id;
  const current = settings ?? (await watchRecords(ctx.deps.storage).get(userId)) ?? defaultWatch();
  const currency = await accountCurrency(ctx.deps.storage, userId, client);
  const view = await limitsView(ctx, userId, current, currency);
  await editInPlace(ctx, view.text, view.keyboard);
}

publisherButton(composer, watchLimitsButton, async (ctx, _values, client) => {
  await ctx.answerCallbackQuery();
  await show(ctx, client);
});

publisherButton(composer, watchLimitRemoveButton, async (ctx, { id }, client) => {
  const userId = ctx.account.id;
  const records = watchRecords(ctx.deps.storage);
  const next = await records.update(userId, (current) => {
    const settings = current ?? defaultWatch();
    return { ...settings, limits: (settings.limits ?? []).filter((limit) => limit.id !== id) };
  });
  await ctx.answerCallbackQuery(ctx.t("watch-limit-removed"));
  await show(ctx, client, next);
});

publisherButton(composer, watchLimitAddButton, async (ctx) => {
  const settings = await watchRecords(ctx.deps.storage).get(ctx.account.id);
  if ((settings?.limits?.length ?? 0) >= MAX_LIMITS) {
    await ctx.answerCallbackQuery();
    await ctx.reply(ctx.t("watch-limit-too-many", { most: MAX_LIMITS }));
    return;
  }
  await ctx.answerCallbackQuery();
  await enterWizard(ctx, "watch-limit");
});

/** Saves a new limit unless the publisher has MAX_LIMITS already; the settings after, or undefined. */
export async function addLimit(
  ctx: Pick<BotContext, "deps">,
  userId: number,
  limit: WatchLimit,
): Promise<WatchSettings | undefined> {
  const records = watchRecords(ctx.deps.storage);
  const current = (await records.get(userId)) ?? defaultWatch();
  const limits = current.limits ?? [];
  if (limits.length >= MAX_LIMITS) return undefined;
  // The limits rule on with the first limit (a watch set up before limits existed lacks it).
  const rules = current.rules.includes("limits")
    ? current.rules
    : [...current.rules, "limits" as const];
  const next = { ...current, rules, limits: [...limits, limit] };
  await records.set(userId, next);
  if (next.on) await ctx.deps.storage.sets.add(WATCHERS, userId);
  return next;
}

export { composer as limitsComposer };
