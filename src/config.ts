import { validate as isValidCron } from "node-cron";
import { z } from "zod";

/** Claim statuses the network is known to use; the spec gives codes but no id mapping. */
const DEFAULT_CLAIM_STATUSES = "1:new,2:processing,3:accepted,4:rejected";
/** Currencies offered in the claim wizard; the spec gives no currency directory for claims. */
const DEFAULT_CLAIM_CURRENCIES = "1:RUB,2:USD,3:EUR,4:BRL,5:KZT";

const cron = (name: string) =>
  z.string().refine(isValidCron, { message: `${name} is not a valid cron expression` });

/** Only http(s): undici and fetch take nothing else, and a typo like "htp:" must not pass. */
const httpUrl = z.url({
  protocol: /^https?$/,
  error: "must be an http:// or https:// address",
});

const idNameList = z.string().transform((text, ctx) => {
  const pairs = text.split(",").map((part) => part.trim().split(":"));
  const bad = pairs.find(([id, name]) => !/^\d+$/.test(id ?? "") || !name);
  if (bad) {
    ctx.addIssue({ code: "custom", message: `expected "id:name,id:name", got "${text}"` });
    return z.NEVER;
  }
  return pairs.map(([id, name]) => ({ id: Number(id), name: String(name) }));
});

const common = z.object({
  BOT_TOKEN: z.string().regex(/^\d+:[\w-]+$/, "BOT_TOKEN looks like 123456:ABC-DEF..."),
  TELEGRAM_API_ROOT: httpUrl.default("https://api.telegram.org"),
  PUBLISHER_API_URL: httpUrl,
  PUBLISHER_AUTH_URL: httpUrl.optional(),
  PUBLISHER_API_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
  PUBLISHER_REPORT_TIMEOUT_MS: z.coerce.number().int().min(100).default(60_000),
  STORAGE_URL: z
    .string()
    .regex(/^(sqlite|redis|rediss):\/\/.+/, "use sqlite://PATH or redis://HOST:PORT")
    .default("sqlite://./data/bot.sqlite"),
  SECRET_KEY: z.string().optional(),
  FORGET_UNREADABLE: z.enum(["0", "1"]).default("0"),
  STARTUP_WAIT_MS: z.coerce.number().int().min(0).default(60_000),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  PUBLIC_URL: z.url({ protocol: /^https?$/, error: "PUBLIC_URL: an http(s) address" }).optional(),
  NETWORK_OFFER_URL: z
    .url({ protocol: /^https?$/, error: "NETWORK_OFFER_URL: an http(s) address" })
    .refine((url) => url.includes("{id}"), "NETWORK_OFFER_URL: must hold {id} (the offer's id)")
    .optional(),
  APP_AUTH_MAX_AGE: z.coerce.number().int().min(60).max(86_400).default(3600),
  LOST_ORDER_POLL_CRON: cron("LOST_ORDER_POLL_CRON").default("*/15 * * * *"),
  DIGEST_TICK_CRON: cron("DIGEST_TICK_CRON").default("* * * * *"),
  AUTOPOST_POLL_CRON: cron("AUTOPOST_POLL_CRON").default("*/30 * * * *"),
  WATCH_TICK_CRON: cron("WATCH_TICK_CRON").default("*/5 * * * *"),
  WATCH_CHECK_MINUTES: z.coerce.number().int().min(10).max(1440).default(60),
  AUTOPOST_CHANNEL_RATE: z.coerce.number().min(1).max(600).default(20),
  DIGEST_API_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(4),
  TELEGRAM_SEND_RATE: z.coerce.number().min(1).max(30).default(25),
  /** How long a push's once-mark holds unrenewed: how soon a dead sender's push is due again. */
  PUSH_SENDING_MS: z.coerce.number().int().min(100).default(120_000),
  CLAIM_STATUSES: idNameList.default(() => idNameList.parse(DEFAULT_CLAIM_STATUSES)),
  CLAIM_CURRENCIES: idNameList.default(() => idNameList.parse(DEFAULT_CLAIM_CURRENCIES)),
  CLAIM_MAX_AGE_DAYS: z.coerce.number().int().min(1).max(3650).default(90),
  CLAIM_MAX_AMOUNT: z.coerce.number().positive().default(1_000_000),
  /** Claims of a file are filed one at a time, this far apart: 4 a second stays clear of 429s. */
  CLAIM_BATCH_PACE_MS: z.coerce.number().int().min(0).max(60_000).default(250),
  INBOX_LIMIT: z.coerce.number().int().min(10).default(10_000),
  INBOX_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(100).default(8),
  INBOX_HEALTHY_AGE_SECONDS: z.coerce.number().int().min(1).default(300),
  INBOX_ABANDONED_SECONDS: z.coerce.number().int().min(1).default(30),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
});

/** The bot mode picks which settings exist: the webhook's, required, in webhook mode only. */
const mode = z.discriminatedUnion("BOT_MODE", [
  z.object({ BOT_MODE: z.literal("polling") }),
  z.object({
    BOT_MODE: z.literal("webhook"),
    WEBHOOK_URL: z.url(),
    WEBHOOK_SECRET: z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,256}$/, "WEBHOOK_SECRET: 1-256 of A-Z a-z 0-9 _ -"),
  }),
]);

const environment = z.intersection(common, mode);
type Environment = z.output<typeof environment>;

function modeOf(e: Environment) {
  return e.BOT_MODE === "webhook"
    ? { botMode: "webhook" as const, webhook: { url: e.WEBHOOK_URL, secret: e.WEBHOOK_SECRET } }
    : { botMode: "polling" as const };
}

/** PUBLIC_URL without a trailing slash; in webhook mode WEBHOOK_URL's origin when not given. */
function publicUrlOf(e: Environment): string | undefined {
  const given =
    e.PUBLIC_URL ?? (e.BOT_MODE === "webhook" ? new URL(e.WEBHOOK_URL).origin : undefined);
  return given?.replace(/\/+$/, "");
}

const schema = environment.transform((e) => ({
  botToken: e.BOT_TOKEN,
  telegramApiRoot: e.TELEGRAM_API_ROOT.replace(/\/+$/, ""),
  publisherApiUrl: e.PUBLISHER_API_URL.replace(/\/+$/, ""),
  publisherAuthUrl: (e.PUBLISHER_AUTH_URL ?? e.PUBLISHER_API_URL).replace(/\/+$/, ""),
  publisherApiTimeoutMs: e.PUBLISHER_API_TIMEOUT_MS,
  /** how long a deferred statistics report is waited for before the bot gives up */
  publisherReportTimeoutMs: e.PUBLISHER_REPORT_TIMEOUT_MS,
  storage: parseStorageUrl(e.STORAGE_URL),
  ...(e.SECRET_KEY ? { secretKey: parseSecretKey(e.SECRET_KEY) } : {}),
  /** Delete stored records the key cannot open, instead of refusing to start (a lost key). */
  forgetUnreadable: e.FORGET_UNREADABLE === "1",
  /** How long the start waits for Telegram or Redis to answer before giving up. */
  startupWaitMs: e.STARTUP_WAIT_MS,
  ...modeOf(e),
  port: e.PORT,
  /** the bot's public base address (postback receiver); webhook mode: WEBHOOK_URL's origin */
  publicUrl: publicUrlOf(e),
  /** an offer's page on the network's site, `{id}` in place of its id: where a publisher joins it */
  networkOfferUrl: e.NETWORK_OFFER_URL,
  /** the oldest Telegram init data the dashboard accepts, in seconds */
  appAuthMaxAgeSeconds: e.APP_AUTH_MAX_AGE,
  lostOrderPollCron: e.LOST_ORDER_POLL_CRON,
  digestTickCron: e.DIGEST_TICK_CRON,
  /** when followed coupons are checked for channel autopost */
  autopostPollCron: e.AUTOPOST_POLL_CRON,
  watchTickCron: e.WATCH_TICK_CRON,
  watchCheckMinutes: e.WATCH_CHECK_MINUTES,
  /** posts a minute into one channel or group (Telegram allows about 20) */
  autopostChannelRate: e.AUTOPOST_CHANNEL_RATE,
  digestApiConcurrency: e.DIGEST_API_CONCURRENCY,
  telegramSendRate: e.TELEGRAM_SEND_RATE,
  /**
   * how long a push's once-mark holds without being renewed (a living sender renews it while its
   * send waits, outbox.ts): how soon the push of a sender that died mid-send is due again
   */
  pushSendingMs: e.PUSH_SENDING_MS,
  /**
   * the inbox of what the bot acknowledged (webhook updates, postbacks): entries kept per kind
   * before new ones are refused with 503, attempts before an entry that keeps failing is dropped,
   * the oldest entry's age past which /healthz reports degraded, and (Redis) how long an entry
   * held by an instance that stopped touching it waits before another takes it over
   */
  inbox: {
    limit: e.INBOX_LIMIT,
    maxAttempts: e.INBOX_MAX_ATTEMPTS,
    healthyAgeMs: e.INBOX_HEALTHY_AGE_SECONDS * 1000,
    abandonedMs: e.INBOX_ABANDONED_SECONDS * 1000,
  },
  /**
   * what the spec leaves open about claims: status and currency ids (claims and digest read it);
   * how old an order the network still takes a claim for, and the amount above which the wizard
   * asks "is that right?"
   */
  claims: {
    statuses: e.CLAIM_STATUSES,
    currencies: e.CLAIM_CURRENCIES,
    maxAgeDays: e.CLAIM_MAX_AGE_DAYS,
    maxAmount: e.CLAIM_MAX_AMOUNT,
    /** the pause between two claims of a file (a batch) */
    batchPaceMs: e.CLAIM_BATCH_PACE_MS,
  },
  logLevel: e.LOG_LEVEL,
}));

/** The one typed configuration, inferred from the schema that reads it. */
export type Config = z.output<typeof schema>;

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
  // The mode is the union's discriminator, so its default is set before parsing.
  const blankless = {
    BOT_MODE: "polling",
    ...Object.fromEntries(Object.entries(env).filter(([, v]) => v !== "")),
  };
  const unknown = argv.filter((arg) => arg !== FORGET_FLAG);
  const parsed = schema.safeParse(blankless);
  const problems = parsed.success
    ? []
    : parsed.error.issues.map((issue) => {
        const name = issue.path.join(".") || "environment";
        const missing = issue.code === "invalid_type" && issue.input === undefined;
        if (missing && blankless.BOT_MODE === "webhook" && name.startsWith("WEBHOOK_"))
          return `${name}: required when BOT_MODE=webhook`;
        return `${name}: ${missing ? "is required" : issue.message}`;
      });
  problems.push(...crossChecks(blankless));
  if (unknown.length > 0)
    problems.push(`unknown option ${unknown.join(" ")}; known: ${FORGET_FLAG}`);
  if (!parsed.success || problems.length > 0) throw new ConfigError(problems);
  const config = parsed.data;
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
