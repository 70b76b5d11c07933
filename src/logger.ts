import pino, { type Logger } from "pino";

export type { Logger };

/** Query parameters and fields that carry a publisher's or the bot's secrets. */
const SECRET_NAMES =
  "remote_auth|access_token|client_secret|api_?key|apiKey|clientSecret|secret_token";
const SECRET_IN_TEXT = new RegExp(`((?:${SECRET_NAMES})["']?\\s*[=:]\\s*["']?)[^&\\s"',}]+`, "gi");
const BOT_TOKEN_IN_URL = /\/bot\d+:[\w-]+/g;

/** Removes secrets from any text: URLs with query strings, error messages, stacks. */
export function scrub(text: string): string {
  return text.replace(SECRET_IN_TEXT, "$1[redacted]").replace(BOT_TOKEN_IN_URL, "/bot[redacted]");
}

function scrubDeep(value: unknown, depth = 0): unknown {
  if (typeof value === "string") return scrub(value);
  if (depth > 6 || value === null || typeof value !== "object") return value;
  if (value instanceof Error) {
    return { type: value.name, message: scrub(value.message), stack: scrub(value.stack ?? "") };
  }
  if (Array.isArray(value)) return value.map((item) => scrubDeep(item, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    out[key] = new RegExp(`^(${SECRET_NAMES}|token|password)$`, "i").test(key)
      ? "[redacted]"
      : scrubDeep(item, depth + 1);
  }
  return out;
}

/**
 * pino with every log object passed through `scrub`: secrets are removed by name and by shape,
 * so a URL or an error message that carries one cannot leak it.
 */
export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  return pino(
    {
      level,
      base: undefined,
      serializers: { err: (err: unknown) => scrubDeep(err) },
      formatters: { log: (object) => scrubDeep(object) as Record<string, unknown> },
      hooks: {
        logMethod(args, method) {
          const scrubbed = args.map((arg) => (typeof arg === "string" ? scrub(arg) : arg));
          return method.apply(this, scrubbed as Parameters<typeof method>);
        },
      },
    },
    destination,
  );
}
