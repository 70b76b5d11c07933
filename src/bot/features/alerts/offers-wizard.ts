import type { PublisherClient } from "../../../publisher-api/index.js";
import { type OfferNames, offerNamesOrNone } from "../../catalog/offer-names.js";
import { accountCurrency } from "../../core/account-currency.js";
import type { BotContext, BotDeps } from "../../core/context.js";
import { alertsOpenButton } from "../../core/doors.js";
import {
  matchesText,
  matchingOffers,
  offerChoicesKeyboard,
  offerPickButton,
} from "../../offer-picker/offer-picker.js";
import { quietHoursOf } from "../../quiet-hours/quiet-hours.js";
import { wizardAccount } from "../../wizard/account.js";
import {
  type Answer,
  isBack,
  type WizardConversation,
  waitForAnswer,
} from "../../wizard/answers.js";
import { publisherExternal } from "../../wizard/external.js";
import { goBack } from "../../wizard/then.js";
import { backDoor, withWayOut } from "../../wizard/way-out.js";
import { alertsKeyboard } from "./keyboards.js";
import { type AlertCard, alertRecords, defaultSettings } from "./settings.js";
import { changeOffers } from "./switch.js";
import { alertsCardText, SHOWN_OFFERS } from "./text.js";

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
  | { kind: "unknown"; ids: number[] }
  | { kind: "saved"; settings: AlertCard; currency: string; names: OfferNames }
  | { kind: "failed"; message: string };

/** What an answer asked for: these offers instead of the chosen ones, one more, or a name search. */
type Wanted = { ids: number[]; add: boolean } | { words: string };

/**
 * "Choose offers": ids (or "all") replace the chosen offers; a name shows the offers it matches,
 * and the one pressed joins the chosen ones. Checked with the API, kept (and, if on, connected).
 */
export function alertsOffersConversation(deps: BotDeps) {
  return async function alertsOffers(conversation: WizardConversation, ctx: BotContext) {
    if (ctx.from === undefined) return;
    // Its account, fixed when the wizard starts (whatever is active when it is answered).
    const { id: userId } = await wizardAccount(conversation);
    // Back: the /alerts card the question was opened from, as it is.
    const back = alertsOpenButton.pack({});
    const ask = (c: BotContext) =>
      c.reply(c.t("alerts-offers-ask"), { reply_markup: withWayOut(c, undefined, back) });
    await ask(ctx);
    for (;;) {
      const answer = await waitForAnswer(conversation, [offerPickButton, backDoor(back)], ask);
      if (isBack(answer)) return goBack(conversation);
      const reply = answer.ctx;
      const wanted = wantedOf(answer);
      if (!wanted) continue;
      if ("words" in wanted) {
        await showMatches(conversation, reply, userId, wanted.words);
        continue;
      }
      const outcome = await publisherExternal(conversation, userId, (client) =>
        save(deps, reply, userId, client, wanted),
      );
      if (outcome.kind === "unknown") {
        await reply.reply(reply.t("alerts-offers-unknown", { ids: outcome.ids.join(", ") }));
        continue;
      }
      if (outcome.kind === "failed") {
        await reply.reply(`${reply.t("alerts-failed")}\n${reply.t("error-generic")}`);
        return;
      }
      const { settings, currency, names } = outcome;
      const text = alertsCardText(
        reply,
        settings,
        { currency, names },
        reply.t("alerts-offers-changed"),
      );
      await reply.reply(text, { reply_markup: alertsKeyboard(reply, settings, currency) });
      return;
    }
  };
}

function wantedOf(answer: Answer): Wanted | undefined {
  if (answer.kind === "button") {
    const id = offerPickButton.unpack(answer.data)?.id;
    return id === undefined ? undefined : { ids: [id], add: true };
  }
  const ids = parseOfferIds(answer.text);
  return ids ? { ids, add: false } : { words: answer.text };
}

/** The offers a name matches, as buttons (the shared picker); says so when none does. */
async function showMatches(
  conversation: WizardConversation,
  ctx: BotContext,
  userId: number,
  words: string,
): Promise<void> {
  const found = await publisherExternal(conversation, userId, (client) =>
    matchingOffers(client, words).catch(() => undefined),
  );
  if (!found) {
    await ctx.reply(`${ctx.t("alerts-failed")}\n${ctx.t("error-generic")}`);
    return;
  }
  await ctx.reply(matchesText(ctx, words, found.length), {
    reply_markup: found.length > 0 ? offerChoicesKeyboard(found) : undefined,
  });
}

async function save(
  deps: BotDeps,
  ctx: BotContext,
  userId: number,
  client: PublisherClient,
  wanted: Extract<Wanted, { ids: number[] }>,
): Promise<Outcome> {
  try {
    const { ids } = wanted;
    if (!ids.includes(0)) {
      const { items } = await client.catalog.offers("all", { ids, limit: ids.length });
      const known = new Set(items.map((offer) => offer.id));
      const unknown = ids.filter((id) => !known.has(id));
      if (unknown.length > 0) return { kind: "unknown", ids: unknown };
    }
    const saved =
      (await alertRecords(deps.storage).get(userId)) ?? defaultSettings(ctx.speech.lang);
    // One offer picked by name joins the chosen ones ("all" is none chosen).
    const chosen = saved.offers.filter((id) => id > 0);
    const next = wanted.add ? [...new Set([...chosen, ...ids])].slice(-MAX_OFFERS) : ids;
    const settings = await changeOffers(
      { deps, client, userId, publicUrl: deps.config.publicUrl ?? "" },
      saved,
      next,
    );
    const currency = await accountCurrency(deps.storage, userId, client);
    const quiet = await quietHoursOf(deps.storage, userId);
    const names = await offerNamesOrNone(client, settings.offers.slice(0, SHOWN_OFFERS));
    return { kind: "saved", settings: quiet ? { ...settings, quiet } : settings, currency, names };
  } catch (error) {
    deps.logger.warn({ err: error }, "alert offers not changed");
    return { kind: "failed", message: "" };
  }
}
