/** Buttons of a batch: file the ready rows, cancel, resume after a pause, the offer asked once. */
import { InlineKeyboard } from "grammy";
import { callbackKind } from "../../../core/callback-data.js";
import type { BotContext } from "../../../core/context.js";
import type { Choice } from "../wizard-data.js";

// Each of them writes (claims to the network, a batch's status): a press counts only from a
// message that still shows it (core/live-buttons.ts).
const writes = { writes: true };
export const batchFileButton = callbackKind("claims-batch-file", { id: "str" }, writes);
export const batchCancelButton = callbackKind("claims-batch-cancel", { id: "str" }, writes);
export const batchResumeButton = callbackKind("claims-batch-resume", { id: "str" }, writes);
export const batchOfferButton = callbackKind(
  "claims-batch-offer",
  { id: "str", offer: "id" },
  writes,
);
/** Under /claims: how to send a file of lost orders. */
export const batchHowButton = callbackKind("claims-batch-how", {});

type Texts = Pick<BotContext, "t">;

export function summaryKeyboard(t: Texts, id: string, ready: number): InlineKeyboard {
  const keyboard = new InlineKeyboard();
  if (ready > 0) keyboard.text(t.t("claims-batch-file", { ready }), batchFileButton.pack({ id }));
  return keyboard.text(t.t("claims-batch-cancel"), batchCancelButton.pack({ id }));
}

export function resumeKeyboard(t: Texts, id: string): InlineKeyboard {
  return new InlineKeyboard().text(t.t("claims-batch-resume"), batchResumeButton.pack({ id }));
}

export function offerKeyboard(id: string, offers: readonly Choice[]): InlineKeyboard {
  return InlineKeyboard.from(
    offers.map((offer) => [
      InlineKeyboard.text(
        `${offer.name} #${offer.id}`.slice(0, 60),
        batchOfferButton.pack({ id, offer: offer.id }),
      ),
    ]),
  );
}
