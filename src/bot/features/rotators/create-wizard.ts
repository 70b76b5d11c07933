/**
 * "New rotator": name, subaccount (or none), type, offers and banner sizes by buttons, then the
 * POST and the new rotator's card. Offers and sizes need one at least: a rotator made with none
 * would be the network's "all", which the publisher did not choose here. Every question has Back
 * (the step before, the answer kept; from the name, the rotators list) and Cancel.
 */

import { InlineKeyboard } from "grammy";
import type {
  IdName,
  PublisherClient,
  Rotator,
  RotatorType,
} from "../../../publisher-api/index.js";
import { newRow } from "../../catalog/paging.js";
import { callbackKind } from "../../core/callback-data.js";
import type { BotContext } from "../../core/context.js";
import { clip } from "../../format/clip.js";
import { sizeText } from "../../format/sizes.js";
import { wizardAccount } from "../../wizard/account.js";
import {
  StepBack,
  type WizardConversation,
  waitForAnswer,
  waitForAnswerOrBack,
} from "../../wizard/answers.js";
import { editInWizard } from "../../wizard/edit.js";
import { publisherExternal } from "../../wizard/external.js";
import { offerRetry, retryButton } from "../../wizard/retry.js";
import { skipButton, skipKeyboard } from "../../wizard/skip.js";
import { goBack } from "../../wizard/then.js";
import { withWayOut } from "../../wizard/way-out.js";
import { rotatorCardKeyboard, rotatorsPage } from "./keyboards.js";
import { rotatorCardText } from "./text.js";

const TYPES = ["image", "flash", "all"] as const;
const typeButton = callbackKind("rotators-new-type", { type: TYPES });
const pickButton = callbackKind("rotators-new-pick", { id: "id" });
const doneButton = callbackKind("rotators-new-done", {}, { writes: true });
/** Joined offers offered as buttons. */
const OFFERS_SHOWN = 10;
const NAME_LIMIT = 100;
const STEPS = ["name", "subaccount", "type", "offers", "sizes"] as const;

type Load = <T>(task: (client: PublisherClient) => Promise<T>) => Promise<T>;

export function rotatorCreateConversation() {
  return async function rotatorCreate(conversation: WizardConversation, ctx: BotContext) {
    if (ctx.from === undefined) return;
    // Its account, fixed when the wizard starts (whatever is active when it is answered).
    const { id: userId } = await wizardAccount(conversation);
    /** An API call with the caller's own credentials; a failure offers Try again and repeats. */
    const load: Load = async (task) => {
      for (;;) {
        try {
          return await publisherExternal(conversation, userId, task);
        } catch (error) {
          await offerRetry(ctx, error);
          // Only Try again goes on: the answers so far stay.
          while ((await waitForAnswer(conversation, [retryButton])).kind !== "button");
        }
      }
    };

    let name = "";
    let subaccount = "";
    let type: RotatorType = "image";
    // Read once: going back and forth through the steps asks the network nothing again.
    let offers: IdName[] | undefined;
    let sizes: IdName[] | undefined;
    let offerIds: number[] = [];
    let sizeIds: number[] = [];
    // Back from the name: the rotators list "New rotator" was pressed under.
    const back = rotatorsPage.pack({ page: 0 });
    let step = 0;
    while (step < STEPS.length) {
      try {
        switch (STEPS[step]) {
          case "name":
            await ctx.reply(ctx.t("rotators-new-name"), {
              reply_markup: withWayOut(ctx, undefined, back),
            });
            name = await askText(conversation, NAME_LIMIT, false, back);
            break;
          case "subaccount":
            await ctx.reply(ctx.t("rotators-new-subaccount"), {
              reply_markup: withWayOut(ctx, skipKeyboard(ctx)),
            });
            subaccount = await askText(conversation, 64, true);
            break;
          case "type":
            await ctx.reply(ctx.t("rotators-new-type"), { reply_markup: typeKeyboard(ctx) });
            type = await askType(conversation);
            break;
          case "offers":
            offers ??= await load(
              async (c) =>
                (await c.catalog.offers("all", { user_has_offer: true, limit: OFFERS_SHOWN }))
                  .items,
            );
            if (offers.length === 0) {
              await ctx.reply(ctx.t("rotators-new-no-offers"));
              return;
            }
            offerIds = await pickSome(conversation, ctx, "rotators-new-offers", offers, offerIds);
            break;
          case "sizes":
            sizes ??= await load(async (c) => (await c.tools.bannerSizes()).items);
            // Shown as every screen writes a size; filed by the network's own names below.
            sizeIds = await pickSome(
              conversation,
              ctx,
              "rotators-new-sizes",
              sizes.map((size) => ({ ...size, name: sizeText(size.name) })),
              sizeIds,
            );
            break;
        }
        step += 1;
      } catch (error) {
        if (!(error instanceof StepBack)) throw error;
        if (step === 0) return goBack(conversation);
        step -= 1;
      }
    }
    const chosenSizes = sizes ?? [];
    const sizeNames = chosenSizes.filter((s) => sizeIds.includes(s.id)).map((s) => s.name);

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
    await ctx.reply(rotatorCardText(ctx, made, ctx.t("rotators-new-made")), {
      reply_markup: rotatorCardKeyboard(ctx, made),
    });
  };
}

function typeKeyboard(ctx: BotContext): InlineKeyboard {
  const keyboard = new InlineKeyboard();
  for (const t of TYPES) keyboard.text(ctx.t(`rotators-type-${t}`), typeButton.pack({ type: t }));
  return withWayOut(ctx, keyboard);
}

/**
 * A typed answer within `limit` characters; with `skippable`, Skip gives "". Back throws (`back`:
 * the view Back opens, under the first question).
 */
async function askText(
  conversation: WizardConversation,
  limit: number,
  skippable = false,
  back?: string,
): Promise<string> {
  const buttons = skippable ? [skipButton] : [];
  for (;;) {
    const answer = await waitForAnswerOrBack(conversation, buttons, undefined, back);
    if (answer.kind === "button") return "";
    if (answer.text && answer.text.length <= limit) return answer.text;
    await answer.ctx.reply(answer.ctx.t("rotators-new-too-long", { limit }), {
      reply_markup: withWayOut(answer.ctx, undefined, back),
    });
  }
}

async function askType(conversation: WizardConversation): Promise<RotatorType> {
  for (;;) {
    const answer = await waitForAnswerOrBack(conversation, [typeButton]);
    const type = answer.kind === "button" ? typeButton.unpack(answer.data)?.type : undefined;
    if (type) return type;
    await answer.ctx.reply(answer.ctx.t("rotators-new-type-buttons"));
  }
}

/**
 * Buttons that switch choices on and off (those `before` on already: the answer kept when Back
 * returned here), and Done once one at least is on. Back throws.
 */
async function pickSome(
  conversation: WizardConversation,
  ctx: BotContext,
  question: string,
  choices: readonly IdName[],
  before: readonly number[],
): Promise<number[]> {
  const chosen = new Set<number>(before);
  const keyboard = () => {
    const k = new InlineKeyboard();
    choices.forEach((c, i) => {
      if (i % 2 === 0) newRow(k);
      const label = clip(c.name || `#${c.id}`, 28);
      k.text(`${chosen.has(c.id) ? "✅ " : ""}${label}`, pickButton.pack({ id: c.id }));
    });
    return withWayOut(ctx, newRow(k).text(ctx.t("rotators-new-done"), doneButton.pack({})));
  };
  const message = await ctx.reply(ctx.t(question), { reply_markup: keyboard() });
  for (;;) {
    const answer = await waitForAnswerOrBack(conversation, [pickButton, doneButton]);
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
