import { AuthRejected, BadRequest, type PublisherApi } from "../../../publisher-api/index.js";
import type { BotContext, BotDeps } from "../../core/context.js";
import { commandButton } from "../../core/doors.js";
import { mainMenuKeyboard } from "../../core/main-menu.js";
import { offerDashboardMenu } from "../../dashboard-door.js";
import { escapeHtml } from "../../format/html.js";
import { rememberClientLanguage } from "../../speech/middleware.js";
import { wizardAccount } from "../../wizard/account.js";
import {
  deleteQuietly,
  isBack,
  StepBack,
  type WizardConversation,
  waitForAnswer,
  waitForAnswerOrBack,
} from "../../wizard/answers.js";
import { skipButton, skipKeyboard } from "../../wizard/skip.js";
import { goBack, handOver } from "../../wizard/then.js";
import { backDoor, withWayOut, wizardBackButton } from "../../wizard/way-out.js";

type Check = { ok: true; firstName: string; name: string } | { ok: false; rejected: boolean };

/**
 * How the wizard was entered: /connect (the active account's key, or the first account),
 * "add client id and secret" (the pair only, for the active account), ➕ Add in /accounts (one
 * more account, which becomes the active one).
 */
export type ConnectMode = "client-only" | "add";

/**
 * /connect: the API key, checked with GET /profile, then (optionally) the client id and secret for
 * lost-order claims, checked with the token endpoint. Every message that carried a secret is
 * deleted; secrets reach storage only through the encrypted vault.
 */
export function connectConversation(deps: BotDeps) {
  return async function connect(
    conversation: WizardConversation,
    ctx: BotContext,
    mode?: ConnectMode,
    then?: "claim",
  ) {
    const userId = ctx.from?.id;
    if (userId === undefined) return;
    // The account the wizard connects, fixed when it starts (switching later changes nothing here).
    const startedOn = await wizardAccount(conversation);
    const adding = mode === "add" || startedOn.no === 0;
    if (mode === "client-only" && !adding) {
      // The key is kept: only the pair is asked (a publisher who is no longer connected starts over).
      const stored = await conversation.external(
        async () => (await deps.storage.vault.get(startedOn.id))?.apiKey,
      );
      if (stored) {
        let added: boolean;
        // Back: there is no key question before it here; the main menu, as /start shows it.
        const back = commandButton("start").pack({});
        try {
          const pair = { accountId: startedOn.id, apiKey: stored, keptPair: false, back };
          added = await askClientCredentials(conversation, ctx, deps, pair);
        } catch (error) {
          if (!(error instanceof StepBack)) throw error;
          return goBack(conversation);
        }
        // The flow that was interrupted for the pair goes on: /claim starts its wizard.
        if (added && then) await handOver(conversation, then);
        return;
      }
    }
    let keyCtx = ctx;
    /**
     * The account a key is stored for: the active one, or none yet when one is added. After Back
     * from the client_id, the one just connected: another key replaces its key (➕ Add adds one).
     */
    let target: { id: number; label: string } | undefined = adding ? undefined : startedOn;
    // Back from the key: /accounts for ➕ Add, else /start (the menu, or Connect for one not connected).
    const keyBack = commandButton(mode === "add" ? "accounts" : "start").pack({});
    const askKey = (c: BotContext) =>
      c.reply(c.t("connect-ask-key"), { reply_markup: withWayOut(c, undefined, keyBack) });
    // `/connect KEY` in one message: the conversation sees the raw update, not grammY's `match`.
    let apiKey = ctx.message?.text?.match(/^\/connect(?:@\w+)?\s+(\S+)/)?.[1] ?? "";
    if (!apiKey) {
      // Connected already: said first, so a key sent now is known to replace the active
      // account's (➕ Add in /accounts connects one more instead, and says nothing of it).
      const connected =
        !adding &&
        (await conversation.external(
          async () => (await deps.storage.vault.get(startedOn.id)) !== undefined,
        ));
      if (connected) await ctx.reply(ctx.t("connect-already"));
      await askKey(ctx);
    }
    for (;;) {
      if (!apiKey) {
        const answer = await waitForAnswer(conversation, [backDoor(keyBack)]);
        if (isBack(answer)) return goBack(conversation);
        if (answer.kind !== "text") continue;
        keyCtx = answer.ctx;
        apiKey = answer.text;
      }
      await deleteQuietly(keyCtx);
      const key = apiKey;
      const check = await conversation.external(() => checkApiKey(deps.api, key));
      const except = target?.id;
      const twin =
        check.ok && adding
          ? await conversation.external(() => twinOf(deps, userId, key, except))
          : undefined;
      if (twin) {
        await keyCtx.reply(keyCtx.t("connect-twin", { name: escapeHtml(twin) }));
        return;
      }
      if (!check.ok) {
        await keyCtx.reply(
          keyCtx.t(check.rejected ? "connect-key-rejected" : "connect-key-unchecked"),
        );
        apiKey = "";
        continue;
      }
      const into = target;
      // A new key keeps the client pair stored before: stopping at the client_id question (or
      // pressing Skip) must not switch claims off. Sending a new pair replaces it.
      const kept = await conversation.external(async (outside) => {
        // Jobs (digest, claim pushes) speak the client's language until the publisher picks one.
        await rememberClientLanguage(deps.storage, userId, outside.speech.lang);
        const account = into ?? (await deps.storage.accounts.add(userId, check.name));
        const stored = into ? await deps.storage.vault.get(account.id) : undefined;
        const pair =
          stored?.clientId && stored.clientSecret
            ? { clientId: stored.clientId, clientSecret: stored.clientSecret }
            : undefined;
        await deps.storage.vault.set(account.id, { apiKey: key, ...pair });
        if (!account.label) await deps.storage.accounts.rename(userId, account.id, check.name);
        return { id: account.id, label: account.label || check.name, pair: pair !== undefined };
      });
      target = { id: kept.id, label: kept.label };
      await keyCtx.reply(keyCtx.t("connect-welcome", { name: escapeHtml(check.firstName) }));
      await conversation.external((outside) =>
        offerDashboardMenu(deps, userId, outside.speech.lang),
      );
      try {
        const pair = { accountId: kept.id, apiKey: key, keptPair: kept.pair };
        await askClientCredentials(conversation, keyCtx, deps, pair);
        return;
      } catch (error) {
        if (!(error instanceof StepBack)) throw error;
        // Back from the client_id: the key question again (the key sent stays until replaced).
        keyCtx = error.ctx;
        apiKey = "";
        await askKey(keyCtx);
      }
    }
  };
}

/** The name of the user's account (but `except`) connected with this very key already, if any. */
async function twinOf(
  deps: BotDeps,
  userId: number,
  apiKey: string,
  except?: number,
): Promise<string | undefined> {
  const { accounts } = await deps.storage.accounts.of(userId);
  for (const account of accounts) {
    if (account.id === except) continue;
    if ((await deps.storage.vault.get(account.id))?.apiKey === apiKey)
      return account.label || String(account.no);
  }
  return undefined;
}

/** The account whose client pair is asked for, its key, and whether it has a pair already. */
interface PairFor {
  accountId: number;
  apiKey: string;
  keptPair: boolean;
  /** What Back on the client_id opens when it is the wizard's first question. */
  back?: string;
}

/**
 * The client id and secret, checked with the token endpoint; true once stored, false for Skip.
 * Back on the client_id throws `StepBack`; Back on the secret asks the client_id again.
 */
async function askClientCredentials(
  conversation: WizardConversation,
  ctx: BotContext,
  deps: BotDeps,
  { accountId, apiKey, keptPair, back }: PairFor,
): Promise<boolean> {
  for (;;) {
    await ctx.reply(ctx.t("connect-ask-client-id"), {
      reply_markup: withWayOut(ctx, skipKeyboard(ctx), back),
    });
    const idAnswer = await waitForAnswerOrBack(conversation, [skipButton], undefined, back);
    if (idAnswer.kind === "button") {
      const done = keptPair ? "connect-done" : "connect-done-without-claims";
      // Connected: what to open next, as /start shows it.
      await idAnswer.ctx.reply(idAnswer.ctx.t(done), {
        reply_markup: mainMenuKeyboard(idAnswer.ctx),
      });
      return false;
    }
    await deleteQuietly(idAnswer.ctx);
    await idAnswer.ctx.reply(idAnswer.ctx.t("connect-ask-client-secret"), {
      reply_markup: withWayOut(idAnswer.ctx),
    });
    const secretAnswer = await waitForAnswer(conversation, [wizardBackButton]);
    // Back (or anything but a text): the client_id question again.
    if (secretAnswer.kind !== "text") continue;
    await deleteQuietly(secretAnswer.ctx);
    const clientId = idAnswer.text;
    const clientSecret = secretAnswer.text;
    const check = await conversation.external(() =>
      checkClientCredentials(deps.api, clientId, clientSecret),
    );
    ctx = secretAnswer.ctx;
    if (check.ok) {
      await conversation.external(() =>
        deps.storage.vault.set(accountId, { apiKey, clientId, clientSecret }),
      );
      await ctx.reply(ctx.t("connect-done"), { reply_markup: mainMenuKeyboard(ctx) });
      return true;
    }
    await ctx.reply(ctx.t(check.rejected ? "connect-client-rejected" : "connect-client-unchecked"));
  }
}

async function checkApiKey(api: PublisherApi, apiKey: string): Promise<Check> {
  try {
    const profile = await api.forPublisher({ apiKey }).account.profile();
    const name = `${profile.first_name} ${profile.last_name}`.trim() || String(profile.id);
    return { ok: true, firstName: profile.first_name, name };
  } catch (error) {
    // A key the API cannot even parse is as wrong as one it refuses.
    return { ok: false, rejected: error instanceof AuthRejected || error instanceof BadRequest };
  }
}

async function checkClientCredentials(
  api: PublisherApi,
  clientId: string,
  clientSecret: string,
): Promise<Check> {
  try {
    await api.verifyClientCredentials(clientId, clientSecret);
    return { ok: true, firstName: "", name: "" };
  } catch (error) {
    return { ok: false, rejected: error instanceof AuthRejected };
  }
}
