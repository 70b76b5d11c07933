/**
 * `GET /app/…` on the bot's HTTP server: the page, and its data under `/app/api/…`. Every data
 * request carries Telegram's init data (`Authorization: tma <init data>`); only data signed for
 * this bot, recent enough, names the user whose own stored credentials answer. Anything else is
 * 401 before any call to the network.
 */
import { existsSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { languageOfCode } from "../../../languages.js";
import {
  AuthRejected,
  NotFound,
  PublisherApiError,
  ReportNotReady,
} from "../../../publisher-api/index.js";
import type { Receiver } from "../../../server/receivers.js";
import { hasClientPair } from "../../../storage/index.js";
import type { JobDeps } from "../../core/feature.js";
import { connection } from "../../core/publisher.js";
import { speechFor } from "../../speech/speech.js";
import type { Texts } from "../../speech/texts.js";
import { claimAnswer, claimsAnswer, moneyAnswer } from "./account-answers.js";
import type { Asker } from "./asker.js";
import { PAGE_HEADERS, type PageFile, pageFiles, WEBAPP_DIR } from "./assets.js";
import { AnswerCache } from "./cache.js";
import { cardAnswer, cardCsvAnswer, cardRead } from "./card-answers.js";
import { checkInitData } from "./init-data.js";
import { pageTexts } from "./page-texts.js";
import { type Asked, periodAsked, sessionAnswer } from "./session.js";
import { csvAnswer, rowsAnswer, summaryAnswer } from "./stats-answers.js";

export const APP_PREFIX = "/app/";
/** How long a request waits for a report before the page is told "being prepared" (202). */
const WAIT_MS = 8_000;

type Answer = { status: number; json?: unknown; csv?: { name: string; body: string } };

function send(res: ServerResponse, answer: Answer): void {
  if (answer.csv) {
    res.writeHead(answer.status, {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="${answer.csv.name}"`,
      "cache-control": "no-store",
    });
    res.end(answer.csv.body);
    return;
  }
  const body = JSON.stringify(answer.json ?? {});
  res.writeHead(answer.status, {
    "content-type": "application/json; charset=utf-8",
    "cache-control": "no-store",
    ...PAGE_HEADERS,
  });
  res.end(body);
}

/** The language a refused page speaks: the one the (unverified) data claims, for the words only. */
function deniedTexts(texts: Texts, raw: string | undefined) {
  let code: string | undefined;
  try {
    code = (
      JSON.parse(new URLSearchParams(raw ?? "").get("user") ?? "{}") as { language_code?: string }
    ).language_code;
  } catch {
    code = undefined;
  }
  return pageTexts(texts, languageOfCode(code));
}

export function dashboardReceiver(deps: JobDeps): Receiver {
  // The page is read when first asked for: most instances never serve it.
  let files: Map<string, PageFile> | undefined;
  if (!existsSync(`${WEBAPP_DIR}dashboard.js`))
    deps.logger.error("dashboard bundle missing under webapp/");
  const cache = new AnswerCache();
  return {
    prefix: APP_PREFIX,
    methods: ["GET"],
    async handle(req, res) {
      const url = new URL(req.url ?? "/", "http://dashboard.invalid");
      const rest = url.pathname.slice(APP_PREFIX.length);
      if (!rest.startsWith("api/")) {
        files ??= pageFiles();
        const file = files.get(rest);
        if (!file) {
          res.writeHead(404).end();
          return;
        }
        res.writeHead(200, {
          "content-type": file.type,
          "cache-control": rest.endsWith(".html") || rest === "" ? "no-cache" : "max-age=300",
          ...PAGE_HEADERS,
        });
        res.end(file.body);
        return;
      }
      send(res, await answerApi(deps, cache, req, rest.slice(4), url.searchParams));
    },
  };
}

async function askerOf(
  deps: JobDeps,
  req: IncomingMessage,
): Promise<{ asker: Asker } | { denied: Answer }> {
  const header = req.headers.authorization ?? "";
  const raw = header.startsWith("tma ") ? header.slice(4) : undefined;
  const check = checkInitData(
    raw,
    deps.config.botToken,
    deps.config.appAuthMaxAgeSeconds,
    deps.now(),
  );
  if (!check.ok) {
    return {
      denied: {
        status: 401,
        json: { problem: check.problem, texts: deniedTexts(deps.speeches.texts, raw) },
      },
    };
  }
  const userId = check.user.id;
  const speech = await speechFor(deps, userId, languageOfCode(check.user.language_code));
  // The active account (switched with /accounts): its id keys its data and this cache.
  const accountId = (await deps.storage.accounts.of(userId)).active?.id ?? userId;
  const client = (await connection(deps, accountId))?.client;
  if (!client) {
    return {
      denied: {
        status: 403,
        json: { problem: "not-connected", texts: pageTexts(deps.speeches.texts, speech.lang) },
      },
    };
  }
  return { asker: { accountId, client, speech, deps } };
}

async function answerApi(
  deps: JobDeps,
  cache: AnswerCache,
  req: IncomingMessage,
  route: string,
  query: URLSearchParams,
): Promise<Answer> {
  const who = await askerOf(deps, req);
  if ("denied" in who) return who.denied;
  const { asker } = who;
  const kept = <T>(key: string, read: () => Promise<T>) =>
    cache.get(`${asker.accountId}:${asker.speech.lang}:${key}`, read);
  try {
    if (route === "session") return { status: 200, json: await sessionAnswer(asker) };
    // Claims are read with the client id and secret: without them the page says what to add.
    if (
      (route === "claims" || route.startsWith("claims/")) &&
      !hasClientPair(await deps.storage.vault.get(asker.accountId))
    )
      return { status: 409, json: { problem: "no-client-credentials" } };
    if (route === "claims")
      return { status: 200, json: await kept("claims", () => claimsAnswer(asker)) };
    const claim = /^claims\/(\d{1,20})$/.exec(route)?.[1];
    if (claim)
      return { status: 200, json: await kept(`claim:${claim}`, () => claimAnswer(asker, claim)) };
    // Read afresh, not kept: a payout made a moment ago is on it as it is on /balance.
    if (route === "money") return { status: 200, json: await moneyAnswer(asker) };
    const asked = await periodAsked(asker, query);
    if (!asked) return { status: 400, json: { problem: "period" } };
    return await reportAnswer(asker, route, asked, kept);
  } catch (error) {
    return failure(deps, error);
  }
}

/** A report: answered when ready within WAIT_MS, else 202 and the page asks again (kept read). */
async function reportAnswer(
  asker: Asker,
  route: string,
  asked: Asked,
  kept: <T>(key: string, read: () => Promise<T>) => Promise<T>,
): Promise<Answer> {
  const { period, preset, kind } = asked;
  const watch = { onProgress: () => undefined };
  const span = `${period.from}:${period.to}:${preset ?? ""}`;
  let read: Promise<Answer>;
  if (route === "summary") {
    read = kept(`summary:${span}`, () => summaryAnswer(asker, period, preset, watch)).then(
      (json) => ({ status: 200, json }),
    );
  } else if (route === "card" || route === "card-csv") {
    // One read of the card's rows for the card and its CSV.
    const card = kept(`card:${span}`, () => cardRead(asker, period, preset, watch));
    read = card.then((rows) =>
      route === "card"
        ? { status: 200, json: cardAnswer(asker, rows) }
        : { status: 200, csv: cardCsvAnswer(asker, rows) },
    );
  } else if (route === "rows" && kind) {
    read = kept(`rows:${span}:${kind}`, () => rowsAnswer(asker, period, kind, watch)).then(
      (json) => ({ status: 200, json }),
    );
  } else if (route === "csv" && kind) {
    read = kept(`csv:${span}:${kind}`, () => csvAnswer(asker, period, kind, watch)).then((csv) => ({
      status: 200,
      csv,
    }));
  } else return { status: 404, json: { problem: "route" } };
  let timer: NodeJS.Timeout | undefined;
  const pending = new Promise<Answer>((resolve) => {
    timer = setTimeout(() => resolve({ status: 202, json: { pending: true } }), WAIT_MS);
  });
  try {
    return await Promise.race([read, pending]);
  } finally {
    clearTimeout(timer);
  }
}

function failure(deps: JobDeps, error: unknown): Answer {
  if (error instanceof NotFound) return { status: 404, json: { problem: "not-found" } };
  if (error instanceof AuthRejected) return { status: 502, json: { problem: "key-rejected" } };
  if (error instanceof ReportNotReady) return { status: 504, json: { problem: "not-ready" } };
  if (error instanceof PublisherApiError) {
    deps.logger.warn({ err: error }, "dashboard: the network failed");
    return { status: 502, json: { problem: "api" } };
  }
  throw error;
}
