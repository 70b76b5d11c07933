/**
 * "New rotator": name, subaccount (or none), type, offers and banner sizes by buttons, then the
 * POST and the new rotator's card. Offers and sizes need one at least: a rotator made with none
 * would be the network's "all", which the publisher did not choose here.
 */
import { InlineKeyboard } from "grammy";
import type { IdName, Rotator, RotatorType } from "../../../publisher-api/index.js";
import { newRow } from "../../catalog/paging.js";
import { callbackKind } from "../../core/callback-data.js";
import type { BotContext, BotDeps } from "../../core/context.js";
import { connectKeyboard } from "../../core/doors.js";
import { clip } from "../../format/clip.js";
import { type WizardConversation, waitForAnswer } from "../../wizard/answers.js";
import { editInWizard } from "../../wizard/edit.js";
import { apiExternal } from "../../wizard/external.js";
import { offerRetry, retryButton } from "../../wizard/retry.js";
import { skipButton, skipKeyboard } from "../../wizard/skip.js";
import { rotatorCardKeyboard } from "./keyboards.js";
import { rotatorCardText } from "./text.js";

const TYPES = ["image", "flash", "all"] as const;
const typeButton = callbackKind("rotators-new-type", { type: TYPES });
const pickButton = callbackKind("rotators-new-pick", { id: "id" });
const doneButton = callbackKind("rotators-new-done", {});
/** Joined offers offered as buttons. */
const OFFERS_SHOWN = 10;
const NAME_LIMIT = 100;

type Load = <T>(
  task: (client: ReturnType<BotDeps["api"]["forPublisher"]>) => Promise<T>,
) => Promise<T | undefined>;

export function rotatorCreateConversation(deps: BotDeps) {
  return async function rotatorCreate(conversation: WizardConversation, ctx: BotContext) {
    const userId = ctx.from?.id;
    if (userId === undefined) return;
    /** An API call with the caller's own credentials; a failure offers Try again and repeats. */
    const load: Load = async (task) => {
      for (;;) {
        try {
          return await apiExternal(conversation, async () => {
            const secrets = await deps.storage.vault.get(userId);
            return secrets && task(deps.api.forPublisher(secrets));
          });
        } catch (error) {
          await offerRetry(ctx, error);
          // Only Try again goes on: the answers so far stay.
          while ((await waitForAnswer(conversation, [retryButton])).kind !== "button");
        }
      }
    };

    await ctx.reply(ctx.t("rotators-new-name"));
    const name = await askText(conversation, NAME_LIMIT);
    await ctx.reply(ctx.t("rotators-new-subaccount"), { reply_markup: skipKeyboard(ctx) });
    const subaccount = await askText(conversation, 64, true);
    const typeKeyboard = new InlineKeyboard();
    for (const t of TYPES)
      typeKeyboard.text(ctx.t(`rotators-type-${t}`), typeButton.pack({ type: t }));
    await ctx.reply(ctx.t("rotators-new-type"), { reply_markup: typeKeyboard });
    const type = await askType(conversation);

    const offers = await load(
      async (c) =>
        (await c.catalog.offers("all", { user_has_offer: true, limit: OFFERS_SHOWN })).items,
    );
    if (!offers) return notConnected(ctx);
    if (offers.length === 0) {
      await ctx.reply(ctx.t("rotators-new-no-offers"));
      return;
    }
    const offerIds = await pickSome(conversation, ctx, "rotators-new-offers", offers);
    const sizes = await load(async (c) => (await c.tools.bannerSizes()).items);
    if (!sizes) return notConnected(ctx);
    const sizeIds = await pickSome(conversation, ctx, "rotators-new-sizes", sizes);
    const sizeNames = sizes.filter((s) => sizeIds.includes(s.id)).map((s) => s.name);

    const made = await load(async (c): Promise<Rotator> => {
      const id = await c.tools.createRotator({
        name,
        subaccount,
        type,
        offers_included: offerIds,
        banner_sizes: sizeNames,
      });
      return c.tools.rotator(id);
    });
    if (!made) return notConnected(ctx);
    await ctx.reply(rotatorCardText(ctx, made, ctx.t("rotators-new-made")), {
      reply_markup: rotatorCardKeyboard(ctx, made),
    });
  };
}

async function notConnected(ctx: BotContext): Promise<void> {
  await ctx.reply(ctx.t("not-connected"), { reply_markup: connectKeyboard(ctx) });
}

/** A typed answer within `limit` characters; with `skippable`, Skip gives "". */
async function askText(
  conversation: WizardConversation,
  limit: number,
  skippable = false,
): Promise<string> {
  for (;;) {
    const answer = await waitForAnswer(conversation, skippable ? [skipButton] : []);
    if (answer.kind === "button") return "";
    if (answer.text && answer.text.length <= limit) return answer.text;
    await answer.ctx.reply(answer.ctx.t("rotators-new-too-long", { limit }));
  }
}

async function askType(conversation: WizardConversation): Promise<RotatorType> {
  for (;;) {
    const answer = await waitForAnswer(conversation, [typeButton]);
    const type = answer.kind === "button" ? typeButton.unpack(answer.data)?.type : undefined;
    if (type) return type;
    await answer.ctx.reply(answer.ctx.t("rotators-new-type-buttons"));
  }
}

/** Buttons that switch choices on and off, and Done once one at least is on. */
async function pickSome(
  conversation: WizardConversation,
  ctx: BotContext,
  question: string,
  choices: readonly IdName[],
): Promise<number[]> {
  const chosen = new Set<number>();
  const keyboard = () => {
    const k = new InlineKeyboard();
    choices.forEach((c, i) => {
      if (i % 2 === 0) newRow(k);
      const label = clip(c.name || `#${c.id}`, 28);
      k.text(`${chosen.has(c.id) ? "✅ " : ""}${label}`, pickButton.pack({ id: c.id }));
    });
    return newRow(k).text(ctx.t("rotators-new-done"), doneButton.pack({}));
  };
  const message = await ctx.reply(ctx.t(question), { reply_markup: keyboard() });
  for (;;) {
    const answer = await waitForAnswer(conversation, [pickButton, doneButton]);
    if (answer.kind === "text") {
      await answer.ctx.reply(answer.ctx.t("rotators-new-use-buttons"));
      continue;
    }
    const picked = pickButton.unpack(answer.data);
    if (!picked) {
      if (chosen.size > 0) return [...chosen];
      await answer.ctx.reply(answer.ctx.t("rotators-new-pick-one"));
      continue;
    }
    if (chosen.has(picked.id)) chosen.delete(picked.id);
    else chosen.add(picked.id);
    await editInWizard(conversation, answer.ctx, ctx.t(question), keyboard(), message.message_id);
  }
}
