/**
 * Reading the bot's environment variables, one by one, into typed values: each reader gives the
 * value, or notes what is wrong with it (named by its variable, said as the operator fixes it) and
 * gives undefined. Every problem is so listed at once. Blank values count as absent.
 */
import { validate as isValidCron } from "node-cron";

/** The environment as read: the variables set to something. */
export class EnvReader {
  readonly problems: string[] = [];

  constructor(private readonly env: Readonly<Record<string, string | undefined>>) {}

  /** The variable's text; undefined (and noted when required) when it is absent. */
  text(name: string, required: "required" | "optional" = "optional"): string | undefined {
    const value = this.env[name];
    if (value === undefined || value === "") {
      if (required === "required") this.problem(name, "is required");
      return undefined;
    }
    return value;
  }

  /** Text that must match `pattern`; `says` is what the operator reads when it does not. */
  matching(name: string, pattern: RegExp, says: string, fallback?: string): string | undefined {
    const value = this.text(name, fallback === undefined ? "required" : "optional");
    if (value === undefined) return fallback;
    if (!pattern.test(value)) return this.problem(name, says);
    return value;
  }

  /**
   * An http(s) address (undici and fetch take nothing else, and a typo like "htp:" must not pass);
   * required unless there is a `fallback`.
   */
  url(name: string, fallback?: string): string | undefined {
    const value = this.text(name, fallback === undefined ? "required" : "optional");
    if (value === undefined) return fallback;
    if (!URL.canParse(value) || !/^https?:$/.test(new URL(value).protocol))
      return this.problem(name, "must be an http:// or https:// address");
    return value;
  }

  /** A number from `min` to `max`, whole unless `fraction`; `fallback` when absent. */
  number(
    name: string,
    fallback: number,
    range: { min?: number; max?: number; fraction?: boolean; above?: number },
  ): number {
    const text = this.text(name);
    if (text === undefined) return fallback;
    const value = Number(text);
    const { min, max, fraction, above } = range;
    const fits =
      text.trim() !== "" &&
      Number.isFinite(value) &&
      (fraction || Number.isInteger(value)) &&
      (min === undefined || value >= min) &&
      (max === undefined || value <= max) &&
      (above === undefined || value > above);
    if (fits) return value;
    this.problem(name, `must be ${fraction ? "a number" : "a whole number"}${rangeText(range)}`);
    return fallback;
  }

  /** One of `choices`; `fallback` when absent. */
  oneOf<T extends string>(name: string, choices: readonly T[], fallback: T): T {
    const value = this.text(name);
    if (value === undefined) return fallback;
    if ((choices as readonly string[]).includes(value)) return value as T;
    this.problem(name, `must be one of ${choices.join(", ")}`);
    return fallback;
  }

  /** A cron expression (minute hour day month weekday); `fallback` when absent. */
  cron(name: string, fallback: string): string {
    const value = this.text(name) ?? fallback;
    if (isValidCron(value)) return value;
    this.problem(name, "is not a valid cron expression");
    return fallback;
  }

  /** "id:name,id:name" as pairs; `fallback`'s pairs when absent. */
  idNames(name: string, fallback: string): { id: number; name: string }[] {
    const text = this.text(name) ?? fallback;
    const pairs = text.split(",").map((part) => part.trim().split(":"));
    if (pairs.every(([id, label]) => /^\d+$/.test(id ?? "") && label)) {
      return pairs.map(([id, label]) => ({ id: Number(id), name: String(label) }));
    }
    this.problem(name, `expected "id:name,id:name", got "${text}"`);
    return [];
  }

  /** Notes a problem with a variable; gives undefined, as the variable's value. */
  problem(name: string, says: string): undefined {
    this.problems.push(`${name}: ${says}`);
    return undefined;
  }
}

function rangeText({ min, max, above }: { min?: number; max?: number; above?: number }): string {
  if (above !== undefined) return ` above ${above}`;
  if (min !== undefined && max !== undefined) return ` from ${min} to ${max}`;
  if (min !== undefined) return ` of at least ${min}`;
  if (max !== undefined) return ` of at most ${max}`;
  return "";
}
