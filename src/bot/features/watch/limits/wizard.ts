/**
 * Adding a limit, step by step, buttons first: the figure, what of (the account, an offer, a
 * campaign), which one, over how many days, below or above, and the value typed in the
 * publisher's own format. Back goes a step back (from the first, to the Limits screen); Cancel
 * drops it; a bad answer is refused saying why, and the question stands.
 */
import { randomBytes } from "node:crypto";
import { InlineKeyboard } from "grammy";
import type { PublisherClient } from "../../../../publisher-api/index.js";
import { accountCurrency } from "../../../core/account-currency.js";
import { callbackKind } from "../../../core/callback-data.js";
import type { BotContext, BotDeps } from "../../../core/context.js";
import { clipHtml } from "../../../format/clip.js";
import type { Speech } from "../../../speech/speech.js";
import { wizardAccount } from "../../../wizard/account.js";
import {
  type Answer,
  isBack,
  type WizardConversation,
  waitForAnswer,
} from "../../../wizard/answers.js";
import { publisherExternal } from "../../../wizard/external.js";
import { wizardNow } from "../../../wizard/now.js";
import { goBack } from "../../../wizard/then.js";
import { backDoor, withWayOut, wizardBackButton } from "../../../wizard/way-out.js";
import { campaignDays } from "../campaign-hours.js";
import type { CampaignLevel } from "../campaign-levels.js";
import { watchRecords } from "../settings.js";
import { busiest, type Choice, offerById } from "./choices.js";
import { judgeLimits } from "./judge.js";
import {
  isMoney,
  LIMIT_FIGURES,
  type LimitFigure,
  type LimitMark,
  type LimitScope,
  MAX_LIMITS,
  readDays,
  readLimitValue,
  type WatchLimit,
} from "./limit.js";
import { limitValues } from "./read.js";
import { addLimit, limitsView, watchLimitsButton } from "./screen.js";
import { figureText, limitText } from "./words.js";

const STEPS = ["figure", "scope", "which", "days", "side", "value"] as const;
type Step = (typeof STEPS)[number];
const SCOPES = ["account", "offer", "campaign"] as const;
const SIDES = ["below", "above"] as const;
const DAY_CHOICES = [1, 7, 14, 30];

/** A button of a step: its step, so a press under an earlier question is not read as this one's. */
const stepButton = callbackKind(
  "watch-limit-step",
  { step: STEPS, choice: "int" },
  { writes: true },
);

interface Draft {
  figure?: LimitFigure;
  scope?: (typeof SCOPES)[number];
  which?: Choice;
  days?: number;
  side?: (typeof SIDES)[number];
}

/** The outcome of an answer: the step done, or refused (a text key and its values). */
type Outcome = true | { refuse: string; values?: Record<string, string | number> };

export function watchLimitConversation(deps: BotDeps) {
  return async function watchLimit(conversation: WizardConversation, ctx: BotContext) {
    if (ctx.from === undefined) return;
    const { id: userId } = await wizardAccount(conversation);
    const now = new Date(await wizardNow(conversation));
    const zone = await conversation.external(() => deps.api.statisticsZone);
    // A campaign is a value of the subaccount level the publisher picked on the /watch card.
    const level = await conversation.external(
      async () => (await watchRecords(deps.storage).get(userId))?.campaignLevel ?? "subaccount",
    );
    const currency = await publisherExternal(conversation, userId, (client) =>
      accountCurrency(deps.storage, userId, client),
    );
    const draft: Draft = {};
    let choices: Choice[] = [];
    let at = 0;
    let current = ctx;

    /** The step's question and its buttons (one a row where labels are long). */
    // Back from the first question: the limits list the wizard was opened from.
    const back = watchLimitsButton.pack({});
    const ask = async (step: Step, c: BotContext) => {
      const figure = c.t(`watch-limit-figure-${draft.figure ?? "epc"}`);
      let text: string;
      let labels: string[] = [];
      let oneARow = false;
      switch (step) {
        case "figure":
          text = c.t("watch-limit-ask-figure");
          labels = LIMIT_FIGURES.map((f) => c.t(`watch-limit-figure-${f}`));
          break;
        case "scope":
          text = c.t("watch-limit-ask-scope", { figure });
          labels = SCOPES.map((s) => c.t(`watch-limit-scope-${s}`));
          oneARow = true;
          break;
        case "which": {
          const grouping = draft.scope === "offer" ? "action_id" : level;
          choices = await publisherExternal(conversation, userId, (client) =>
            busiest(client, grouping, now, zone),
          );
          text = c.t(
            draft.scope === "offer" ? "watch-limit-ask-offer" : "watch-limit-ask-campaign",
          );
          labels = choices.map(({ name }) => (name.length > 40 ? `${name.slice(0, 39)}…` : name));
          oneARow = true;
          break;
        }
        case "days":
          text = c.t("watch-limit-ask-days");
          labels = DAY_CHOICES.map(String);
          break;
        case "side":
          text = c.t("watch-limit-ask-side");
          labels = SIDES.map((s) => c.t(`watch-limit-side-${s}`));
          break;
        case "value":
          text = isMoney(draft.figure ?? "epc")
            ? c.t("watch-limit-ask-money", { figure, currency: currency || "—" })
            : c.t("watch-limit-ask-percent", { figure });
          break;
      }
      const keyboard = new InlineKeyboard();
      for (const [choice, label] of labels.entries()) {
        keyboard.text(label, stepButton.pack({ step, choice }));
        if (oneARow) keyboard.row();
      }
      const first = step === STEPS[0];
      await c.reply(text, { reply_markup: withWayOut(c, keyboard, first ? back : undefined) });
    };

    /** Takes a press or a typed answer to `step`. */
    const take = async (step: Step, answer: Answer): Promise<Outcome> => {
      const pressed = answer.kind === "button" ? stepButton.unpack(answer.data) : undefined;
      const choice = pressed?.step === step ? pressed.choice : undefined;
      const typed = answer.kind === "text" ? answer.text : undefined;
      switch (step) {
        case "figure":
        case "scope":
        case "side": {
          const list = step === "figure" ? LIMIT_FIGURES : step === "scope" ? SCOPES : SIDES;
          const picked = choice === undefined ? undefined : list[choice];
          if (picked === undefined) return { refuse: "watch-limit-bad-press" };
          if (step === "figure") draft.figure = picked as LimitFigure;
          else if (step === "scope") draft.scope = picked as Draft["scope"];
          else draft.side = picked as Draft["side"];
          return true;
        }
        case "which": {
          const chosen = choice === undefined ? undefined : choices[choice];
          if (chosen) draft.which = chosen;
          else if (typed === undefined) return { refuse: "watch-limit-bad-press" };
          else if (draft.scope === "campaign") {
            if (typed === "" || typed.length > 100) return { refuse: "watch-limit-bad-campaign" };
            draft.which = { key: typed, name: typed };
          } else {
            const id = /^\d{1,12}$/u.test(typed) ? Number(typed) : undefined;
            const offer =
              id === undefined
                ? undefined
                : await publisherExternal(conversation, userId, (client) => offerById(client, id));
            if (!offer)
              return { refuse: "watch-limit-bad-offer", values: { text: clipHtml(typed, 100) } };
            draft.which = offer;
          }
          return true;
        }
        case "days": {
          const days = choice === undefined ? readDays(typed ?? "") : DAY_CHOICES[choice];
          if (days === undefined) return { refuse: "watch-limit-bad-days" };
          draft.days = days;
          return true;
        }
        case "value":
          return typed === undefined ? { refuse: "watch-limit-bad-press" } : true;
      }
    };

    for (;;) {
      const step = STEPS[at] ?? "value";
      // The account needs no "which": skipped going on (and going back, below).
      if (step === "which" && draft.scope === "account") {
        draft.which = undefined;
        at += 1;
        continue;
      }
      await ask(step, current);
      for (;;) {
        const backKind = at === 0 ? backDoor(back) : wizardBackButton;
        const answer = await waitForAnswer(conversation, [stepButton, backKind]);
        current = answer.ctx;
        if (isBack(answer)) {
          if (at === 0) return goBack(conversation);
          at -= 1;
          // Back over "which" for the account: the step before it.
          if (STEPS[at] === "which" && draft.scope === "account") at -= 1;
          break;
        }
        const outcome = await take(step, answer);
        if (outcome !== true) {
          await current.reply(current.t(outcome.refuse, outcome.values));
          continue;
        }
        if (step !== "value") {
          at += 1;
          break;
        }
        const read = readLimitValue(
          answer.kind === "text" ? answer.text : "",
          draft.figure ?? "epc",
        );
        if (!read.ok) {
          await current.reply(
            current.t(`watch-limit-bad-${read.reason}`, {
              text: clipHtml(answer.kind === "text" ? answer.text : "", 100),
            }),
          );
          continue;
        }
        return save(read.value, current);
      }
    }

    async function save(value: number, c: BotContext) {
      const set: WatchLimit = {
        id: await conversation.external(() => randomBytes(6).toString("base64url")),
        figure: draft.figure ?? "epc",
        scope: scopeOf(draft, level),
        days: draft.days ?? 7,
        side: draft.side ?? "below",
        value,
      };
      // The figure now, read as a check reads it: a limit crossed already is said so below, and
      // the checks judge from it (judge.ts), so they do not tell it again.
      const at = new Date(await wizardNow(conversation));
      // The network's zone as the check reads it: known once any statistics answer named it.
      const start = await publisherExternal(conversation, userId, (client, outside) =>
        startOf(client, set, level, at, () => outside.deps.api.statisticsZone),
      );
      const limit: WatchLimit = { ...set, ...(start.mark && { start: start.mark }) };
      const view = await conversation.external(async (outside) => {
        const settings = await addLimit(outside, userId, limit);
        if (!settings) return undefined;
        return limitsView(outside, userId, settings, currency);
      });
      if (!view) {
        await c.reply(c.t("watch-limit-too-many", { most: MAX_LIMITS }));
        return;
      }
      await c.reply(
        [
          c.t("watch-limit-saved", { limit: limitText(limit, currency, c.speech) }),
          nowText(limit, start, currency, c.speech),
        ].join("\n"),
      );
      // Replayed from storage, the keyboard is its JSON: its rows are what is sent.
      await c.reply(view.text, {
        reply_markup: { inline_keyboard: view.keyboard.inline_keyboard },
      });
    }
  };
}

function scopeOf(draft: Draft, level: CampaignLevel): LimitScope {
  const which = draft.which ?? { key: "", name: "" };
  if (draft.scope === "offer") return { kind: "offer", offerId: which.key, name: which.name };
  if (draft.scope === "campaign") return { kind: "campaign", level, name: which.key };
  return { kind: "account" };
}

/** What the figure was when set: its mark, or why there is none. */
type Start = { mark?: LimitMark; missing?: "no-figure" | "failed" };

async function startOf(
  client: PublisherClient,
  limit: WatchLimit,
  level: CampaignLevel,
  now: Date,
  zone: () => string | undefined,
): Promise<Start> {
  try {
    const byDay = campaignDays(client, level, [limit], now, zone());
    const values = await limitValues(client, [limit], now, zone, byDay);
    const { marks } = judgeLimits([limit], values, undefined);
    const mark = marks[limit.id];
    return mark?.value === undefined ? { missing: "no-figure" } : { mark };
  } catch {
    // The network did not answer: the first check reads it instead.
    return { missing: "failed" };
  }
}

/** "EPC is $0.07 now: already below", or that the first check judges it. */
function nowText(limit: WatchLimit, start: Start, currency: string, speech: Speech): string {
  const figure = speech.t(`watch-limit-figure-${limit.figure}`);
  const { mark } = start;
  if (mark?.value === undefined)
    return speech.t(`watch-limit-now-${start.missing ?? "no-figure"}`, { figure });
  return speech.t(mark.crossed ? "watch-limit-now-crossed" : "watch-limit-now-fine", {
    figure,
    value: figureText(limit.figure, mark.value, currency, speech),
    side: limit.side,
  });
}
