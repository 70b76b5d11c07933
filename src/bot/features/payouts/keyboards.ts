import { InlineKeyboard } from "grammy";
import { callbackKind } from "../../core/callback-data.js";
import type { BotContext } from "../../core/context.js";
import type { MoneyView } from "./text.js";

const VIEWS = ["payouts", "charges", "rates"] as const satisfies readonly MoneyView[];

/** Every button of /payouts: a view and a page of it (paging, switching views, Back, Try again). */
export const payoutsButton = callbackKind("payouts-view", { view: VIEWS, page: "int" });

export function payoutsKeyboard(
  ctx: BotContext,
  view: MoneyView,
  page: number,
  pages: number,
): InlineKeyboard {
  const keyboard = new InlineKeyboard();
  if (page > 0)
    keyboard.text(ctx.t("payouts-previous"), payoutsButton.pack({ view, page: page - 1 }));
  if (page + 1 < pages)
    keyboard.text(ctx.t("payouts-next"), payoutsButton.pack({ view, page: page + 1 }));
  if (pages > 1) keyboard.row();
  if (view === "payouts") {
    keyboard
      .text(ctx.t("payouts-open-charges"), payoutsButton.pack({ view: "charges", page: 0 }))
      .text(ctx.t("payouts-open-rates"), payoutsButton.pack({ view: "rates", page: 0 }));
  } else {
    keyboard.text(ctx.t("payouts-back"), payoutsButton.pack({ view: "payouts", page: 0 }));
  }
  return keyboard;
}

/** Under a part of the API that did not answer: try it again, and the way back. */
export function payoutsRetryKeyboard(ctx: BotContext, view: MoneyView): InlineKeyboard {
  const retry = InlineKeyboard.text(ctx.t("payouts-retry"), payoutsButton.pack({ view, page: 0 }));
  return InlineKeyboard.from([[retry], ...payoutsKeyboard(ctx, view, 0, 1).inline_keyboard]);
}
