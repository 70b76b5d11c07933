import { accountCurrency } from "../../core/account-currency.js";
import type { BotContext, BotDeps } from "../../core/context.js";
import { connectKeyboard } from "../../core/doors.js";
import { quietHoursOf } from "../../quiet-hours/quiet-hours.js";
import { type WizardConversation, waitForAnswer } from "../../wizard/answers.js";
import { alertsKeyboard } from "./keyboards.js";
import { type AlertSettings, alertRecords, defaultSettings } from "./settings.js";
import { changeOffers } from "./switch.js";
import { alertsCardText } from "./text.js";

const MAX_OFFERS = 50;

/** "123, 456 789" → ids; "all" or "0" → [0]; undefined when it is neither. */
export function parseOfferIds(text: string): number[] | undefined {
  const words = text
    .toLowerCase()
    .split(/[\s,;]+/)
    .filter(Boolean);
  if (words.length === 0 || words.length > MAX_OFFERS) return undefined;
  if (words.length === 1 && ["all", "0", "все", "todas", "todos"].includes(words[0] ?? ""))
    return [0];
  if (!words.every((word) => /^\d{1,9}$/.test(word))) return undefined;
  const ids = [...new Set(words.map(Number))].filter((id) => id > 0);
  return ids.length > 0 ? ids : undefined;
}

type Outcome =
  | { kind: "not-connected" }
  | { kind: "unknown"; ids: number[] }
  | { kind: "saved"; settings: AlertSettings; currency: string }
  | { kind: "failed"; message: string };

/** "Choose offers": asks for offer ids, checks them with the API, keeps them (and, if on, connects them). */
export function alertsOffersConversation(deps: BotDeps) {
  return async function alertsOffers(conversation: WizardConversation, ctx: BotContext) {
    if (ctx.from === undefined) return;
    const userId = ctx.account.id;
    await ctx.reply(ctx.t("alerts-offers-ask"));
    for (;;) {
      const answer = await waitForAnswer(conversation);
      if (answer.kind !== "text") return;
      const reply = answer.ctx;
      const ids = parseOfferIds(answer.text);
      if (!ids) {
        await reply.reply(reply.t("alerts-offers-bad"));
        continue;
      }
      const outcome = await conversation.external(async (): Promise<Outcome> => {
        const secrets = await deps.storage.vault.get(userId);
        if (!secrets) return { kind: "not-connected" };
        const client = deps.api.forPublisher(secrets);
        try {
          if (!ids.includes(0)) {
            const { items } = await client.catalog.offers("all", { ids, limit: ids.length });
            const known = new Set(items.map((offer) => offer.id));
            const unknown = ids.filter((id) => !known.has(id));
            if (unknown.length > 0) return { kind: "unknown", ids: unknown };
          }
          const saved =
            (await alertRecords(deps.storage).get(userId)) ?? defaultSettings(reply.speech.lang);
          const settings = await changeOffers(
            { storage: deps.storage, client, userId, publicUrl: deps.config.publicUrl ?? "" },
            saved,
            ids,
          );
          const currency = await accountCurrency(deps.storage, userId, client);
          const quiet = await quietHoursOf(deps.storage, userId, settings.quiet);
          return { kind: "saved", settings: quiet ? { ...settings, quiet } : settings, currency };
        } catch (error) {
          deps.logger.warn({ err: error }, "alert offers not changed");
          return { kind: "failed", message: "" };
        }
      });
      if (outcome.kind === "not-connected") {
        await reply.reply(reply.t("not-connected"), { reply_markup: connectKeyboard(reply) });
        return;
      }
      if (outcome.kind === "unknown") {
        await reply.reply(reply.t("alerts-offers-unknown", { ids: outcome.ids.join(", ") }));
        continue;
      }
      if (outcome.kind === "failed") {
        await reply.reply(`${reply.t("alerts-failed")}\n${reply.t("error-generic")}`);
        return;
      }
      const { settings, currency } = outcome;
      const text = alertsCardText(reply, settings, { currency }, reply.t("alerts-offers-changed"));
      await reply.reply(text, { reply_markup: alertsKeyboard(reply, settings, currency) });
      return;
    }
  };
}
