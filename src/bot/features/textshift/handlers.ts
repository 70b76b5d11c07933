import { Composer } from "grammy";
import type { PublisherClient } from "../../../publisher-api/index.js";
import { onButton } from "../../core/callback-data.js";
import type { HandlerContext } from "../../core/context.js";
import { editInPlace } from "../../core/edit-in-place.js";
import { publisherButton, publisherCommand } from "../../core/guards.js";
import { enterWizard } from "../../wizard/enter.js";
import { type Kept, keptSettings, writeSettings } from "./kept.js";
import {
  textShiftAsk,
  textShiftCuTarget,
  textShiftKeyboard,
  textShiftMode,
  textShiftTarget,
} from "./keyboards.js";
import { textShiftText } from "./text.js";
import type { Settings } from "./values.js";

const composer = new Composer<HandlerContext>();

publisherCommand(composer, "textshift", async (ctx) => {
  const kept = await keptSettings(ctx.deps.storage, ctx.account.id);
  await ctx.reply(textShiftText(ctx, kept), {
    reply_markup: textShiftKeyboard(ctx, kept.settings),
  });
});

async function show(ctx: HandlerContext, kept: Kept, notice?: string) {
  await editInPlace(ctx, textShiftText(ctx, kept, notice), textShiftKeyboard(ctx, kept.settings));
}

/** Sends the settings with one change, unless they already say so (a second press sends nothing). */
async function change(ctx: HandlerContext, client: PublisherClient, patch: Partial<Settings>) {
  if (ctx.from === undefined) return;
  const userId = ctx.account.id;
  await ctx.answerCallbackQuery();
  const kept = await keptSettings(ctx.deps.storage, userId);
  const same = Object.entries(patch).every(
    ([k, v]) => kept.id !== undefined && kept.settings[k as keyof Settings] === v,
  );
  if (same) return show(ctx, kept, ctx.t("textshift-already"));
  const written = await writeSettings(ctx.deps.storage, client, userId, patch, ctx.deps.now());
  await show(ctx, written, ctx.t("textshift-saved"));
}

publisherButton(composer, textShiftMode, (ctx, { mode, to }, client) =>
  change(ctx, client, { [mode]: to === "on" }),
);
publisherButton(composer, textShiftTarget, (ctx, { to }, client) =>
  change(ctx, client, { text_target: to }),
);
publisherButton(composer, textShiftCuTarget, (ctx, { to }, client) =>
  change(ctx, client, { clickunder_target: to === "2" ? 2 : 3 }),
);

onButton(composer, textShiftAsk, async (ctx, { field }) => {
  await ctx.answerCallbackQuery();
  await enterWizard(ctx, "textshift-value", field);
});

export { composer };
