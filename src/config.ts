import { EnvReader } from "./env-values.js";

/** Claim statuses the network is known to use; the spec gives codes but no id mapping. */
const DEFAULT_CLAIM_STATUSES = "1:new,2:processing,3:accepted,4:rejected";
/** Currencies offered in the claim wizard; the spec gives no currency directory for claims. */
const DEFAULT_CLAIM_CURRENCIES = "1:RUB,2:USD,3:EUR,4:BRL,5:KZT";

const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;

/** An id the network gives a claim status or currency, with its name. */
export interface IdName {
  id: number;
  name: string;
}

/** The bot mode picks which settings exist: the webhook's, required, in webhook mode only. */
type BotMode =
  | { botMode: "polling" }
  | { botMode: "webhook"; webhook: { url: string; secret: string } };

/** The one typed configuration, read from the environment by `loadConfig`. */
export type Config = BotMode & {
  botToken: string;
  telegramApiRoot: string;
  publisherApiUrl: string;
  publisherAuthUrl: string;
  publisherApiTimeoutMs: number;
  /** how long a deferred statistics report is waited for before the bot gives up */
  publisherReportTimeoutMs: number;
  storage: StorageLocation;
  secretKey?: Buffer | undefined;
  /** Delete stored records the key cannot open, instead of refusing to start (a lost key). */
  forgetUnreadable: boolean;
  /** How long the start waits for Telegram or Redis to answer before giving up. */
  startupWaitMs: number;
  port: number;
  /** the bot's public base address (postback receiver); webhook mode: WEBHOOK_URL's origin */
  publicUrl: string | undefined;
  /** an offer's page on the network's site, `{id}` in place of its id: where a publisher joins it */
  networkOfferUrl: string | undefined;
  /** the oldest Telegram init data the dashboard accepts, in seconds */
  appAuthMaxAgeSeconds: number;
  lostOrderPollCron: string;
  digestTickCron: string;
  /** when followed coupons are checked for channel autopost */
  autopostPollCron: string;
  watchTickCron: string;
  watchCheckMinutes: number;
  /** posts a minute into one channel or group (Telegram allows about 20) */
  autopostChannelRate: number;
  digestApiConcurrency: number;
  telegramSendRate: number;
  /**
   * how long a push's once-mark holds without being renewed (a living sender renews it while its
   * send waits, outbox.ts): how soon the push of a sender that died mid-send is due again
   */
  pushSendingMs: number;
  /**
   * the inbox of what the bot acknowledged (webhook updates, postbacks): entries kept per kind
   * before new ones are refused with 503, attempts before an entry that keeps failing is dropped,
   * the oldest entry's age past which /healthz reports degraded, and (Redis) how long an entry
   * held by an instance that stopped touching it waits before another takes it over
   */
  inbox: { limit: number; maxAttempts: number; healthyAgeMs: number; abandonedMs: number };
  /**
   * what the spec leaves open about claims: status and currency ids (claims and digest read it);
   * how old an order the network still takes a claim for, and the amount above which the wizard
   * asks "is that right?"
   */
  claims: {
    statuses: IdName[];
    currencies: IdName[];
    maxAgeDays: number;
    maxAmount: number;
    /** the pause between two claims of a file (a batch) */
    batchPaceMs: number;
  };
  logLevel: (typeof LOG_LEVELS)[number];
};

/** An address without its trailing slashes. */
const bare = (url: string) => url.replace(/\/+$/, "");

/** The webhook's settings in webhook mode; nothing is read of them in polling mode. */
function readMode(read: EnvReader): BotMode {
  const mode = read.oneOf("BOT_MODE", ["polling", "webhook"], "polling");
  if (mode === "polling") return { botMode: "polling" };
  const url = read.text("WEBHOOK_URL");
  const secret = read.text("WEBHOOK_SECRET");
  const required = "required when BOT_MODE=webhook";
  if (url === undefined) read.problem("WEBHOOK_URL", required);
  else if (!URL.canParse(url)) read.problem("WEBHOOK_URL", "must be an address (https://…)");
  if (secret === undefined) read.problem("WEBHOOK_SECRET", required);
  else if (!/^[A-Za-z0-9_-]{1,256}$/.test(secret))
    read.problem("WEBHOOK_SECRET", "1-256 of A-Z a-z 0-9 _ -");
  return { botMode: "webhook", webhook: { url: url ?? "", secret: secret ?? "" } };
}

/** PUBLIC_URL (an http(s) address); in webhook mode WEBHOOK_URL's origin when not given. */
function readPublicUrl(read: EnvReader, mode: BotMode): string | undefined {
  const given = read.url("PUBLIC_URL", "");
  if (given) return bare(given);
  if (mode.botMode === "webhook" && URL.canParse(mode.webhook.url))
    return bare(new URL(mode.webhook.url).origin);
  return undefined;
}

function readNetworkOfferUrl(read: EnvReader): string | undefined {
  const url = read.url("NETWORK_OFFER_URL", "");
  if (url && !url.includes("{id}"))
    return read.problem("NETWORK_OFFER_URL", "must hold {id} (the offer's id)");
  return url || undefined;
}

/** Every setting, read; what is wrong is in `read.problems`. */
function readSettings(read: EnvReader): Config {
  const mode = readMode(read);
  const whole = (name: string, fallback: number, min: number, max?: number) =>
    read.number(name, fallback, { min, ...(max !== undefined && { max }) });
  const publisherApiUrl = read.url("PUBLISHER_API_URL") ?? "";
  const secretKey = read.text("SECRET_KEY");
  return {
    ...mode,
    botToken: read.matching("BOT_TOKEN", /^\d+:[\w-]+$/, "looks like 123456:ABC-DEF...") ?? "",
    telegramApiRoot: bare(read.url("TELEGRAM_API_ROOT", "https://api.telegram.org") ?? ""),
    publisherApiUrl: bare(publisherApiUrl),
    publisherAuthUrl: bare(read.url("PUBLISHER_AUTH_URL", publisherApiUrl) ?? ""),
    publisherApiTimeoutMs: whole("PUBLISHER_API_TIMEOUT_MS", 10_000, 100),
    publisherReportTimeoutMs: whole("PUBLISHER_REPORT_TIMEOUT_MS", 60_000, 100),
    storage: parseStorageUrl(
      read.matching(
        "STORAGE_URL",
        /^(sqlite|redis|rediss):\/\/.+/,
        "use sqlite://PATH or redis://HOST:PORT",
        "sqlite://./data/bot.sqlite",
      ) ?? "sqlite://./data/bot.sqlite",
    ),
    ...(secretKey ? { secretKey: parseSecretKey(secretKey) } : {}),
    forgetUnreadable: read.oneOf("FORGET_UNREADABLE", ["0", "1"], "0") === "1",
    startupWaitMs: whole("STARTUP_WAIT_MS", 60_000, 0),
    port: whole("PORT", 8080, 0, 65535),
    publicUrl: readPublicUrl(read, mode),
    networkOfferUrl: readNetworkOfferUrl(read),
    appAuthMaxAgeSeconds: whole("APP_AUTH_MAX_AGE", 3600, 60, 86_400),
    lostOrderPollCron: read.cron("LOST_ORDER_POLL_CRON", "*/15 * * * *"),
    digestTickCron: read.cron("DIGEST_TICK_CRON", "* * * * *"),
    autopostPollCron: read.cron("AUTOPOST_POLL_CRON", "*/30 * * * *"),
    watchTickCron: read.cron("WATCH_TICK_CRON", "*/5 * * * *"),
    watchCheckMinutes: whole("WATCH_CHECK_MINUTES", 60, 10, 1440),
    autopostChannelRate: read.number("AUTOPOST_CHANNEL_RATE", 20, {
      min: 1,
      max: 600,
      fraction: true,
    }),
    digestApiConcurrency: whole("DIGEST_API_CONCURRENCY", 4, 1, 64),
    telegramSendRate: read.number("TELEGRAM_SEND_RATE", 25, { min: 1, max: 30, fraction: true }),
    pushSendingMs: whole("PUSH_SENDING_MS", 120_000, 100),
    inbox: {
      limit: whole("INBOX_LIMIT", 10_000, 10),
      maxAttempts: whole("INBOX_MAX_ATTEMPTS", 8, 1, 100),
      healthyAgeMs: whole("INBOX_HEALTHY_AGE_SECONDS", 300, 1) * 1000,
      abandonedMs: whole("INBOX_ABANDONED_SECONDS", 30, 1) * 1000,
    },
    claims: {
      statuses: read.idNames("CLAIM_STATUSES", DEFAULT_CLAIM_STATUSES),
      currencies: read.idNames("CLAIM_CURRENCIES", DEFAULT_CLAIM_CURRENCIES),
      maxAgeDays: whole("CLAIM_MAX_AGE_DAYS", 90, 1, 3650),
      maxAmount: read.number("CLAIM_MAX_AMOUNT", 1_000_000, { above: 0, fraction: true }),
      /** Claims of a file are filed one at a time, this far apart: 4 a second stays clear of 429s. */
      batchPaceMs: whole("CLAIM_BATCH_PACE_MS", 250, 0, 60_000),
    },
    logLevel: read.oneOf("LOG_LEVEL", LOG_LEVELS, "info"),
  };
}

/** Rules between variables; checked on the raw values so they are reported with every other problem. */
function crossChecks(env: Record<string, string | undefined>): string[] {
  const problems: string[] = [];
  if (env.STORAGE_URL?.startsWith("redis") && !env.SECRET_KEY) {
    problems.push(
      "SECRET_KEY: required with Redis storage (every instance must share it): openssl rand -base64 32",
    );
  }
  if (env.SECRET_KEY !== undefined && !parseSecretKey(env.SECRET_KEY)) {
    problems.push(
      "SECRET_KEY: must be 32 bytes as base64 (44 chars) or hex (64 chars): openssl rand -base64 32",
    );
  }
  return problems;
}

export type StorageLocation = { kind: "sqlite"; path: string } | { kind: "redis"; url: string };

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(
      `The bot cannot start; fix these settings (environment variables):\n${problems
        .map((p) => `  - ${p}`)
        .join("\n")}\nSee README.md, "Configuration".`,
    );
    this.name = "ConfigError";
  }
}

/** The command line's only option; it does what FORGET_UNREADABLE=1 does, for one start. */
const FORGET_FLAG = "--forget-credentials";

/** Reads the environment (and command line) once into the one typed Config; lists every problem at once. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, argv: string[] = []): Config {
  const given = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ""));
  const read = new EnvReader(given);
  const config = readSettings(read);
  const problems = [...read.problems, ...crossChecks(given)];
  const unknown = argv.filter((arg) => arg !== FORGET_FLAG);
  if (unknown.length > 0)
    problems.push(`unknown option ${unknown.join(" ")}; known: ${FORGET_FLAG}`);
  if (problems.length > 0) throw new ConfigError(problems);
  return { ...config, forgetUnreadable: config.forgetUnreadable || argv.includes(FORGET_FLAG) };
}

function parseStorageUrl(url: string): StorageLocation {
  if (url.startsWith("sqlite://")) return { kind: "sqlite", path: url.slice("sqlite://".length) };
  return { kind: "redis", url };
}

/** A 32-byte key given as hex (64 chars) or base64; undefined when it is neither. */
export function parseSecretKey(text: string): Buffer | undefined {
  const trimmed = text.trim();
  const bytes = /^[0-9a-fA-F]{64}$/.test(trimmed)
    ? Buffer.from(trimmed, "hex")
    : Buffer.from(trimmed, "base64");
  return bytes.length === 32 ? bytes : undefined;
}
