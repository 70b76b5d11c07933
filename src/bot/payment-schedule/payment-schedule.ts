/**
 * The network's payout schedule (`payment_schedule`, free text in the language of the account's
 * interface) said in the publisher's language. The schedules networks are known to write are
 * read and said through `payment-schedule-*` texts; any other is shown as it came, never dropped.
 * Shared by /balance and the dashboard's Money tab.
 */

import { intlLocale, type Speech } from "../speech/speech.js";

/** A schedule read: its kind, and for a monthly one the day of the month, when given. */
type Schedule =
  | { kind: "monthly"; day?: number }
  | { kind: "weekly" | "twice-monthly" | "daily" | "on-request" };

/** How the network's three languages (en, ru, br) write them, lower-cased and trimmed. */
const FORMS: readonly [RegExp, (day: number | undefined) => Schedule][] = [
  [/^monthly(?:,?\s*on the (\d{1,2})(?:st|nd|rd|th)?)?$/, (day) => ({ kind: "monthly", day })],
  [/^ежемесячно(?:,?\s*(\d{1,2})(?:-?го)?(?:\s*числа)?)?$/, (day) => ({ kind: "monthly", day })],
  [
    /^mensal(?:mente)?(?:,?\s*(?:todo\s+)?(?:no\s+)?dia\s+(\d{1,2}))?$/,
    (day) => ({ kind: "monthly", day }),
  ],
  [/^(?:weekly|еженедельно|semanal(?:mente)?)$/, () => ({ kind: "weekly" })],
  [
    /^(?:twice a month|дважды в месяц|2 раза в месяц|duas vezes por m[eê]s|quinzenal(?:mente)?)$/,
    () => ({ kind: "twice-monthly" }),
  ],
  [/^(?:daily|ежедневно|diari(?:o|amente))$/, () => ({ kind: "daily" })],
  [/^(?:on request|по запросу|sob (?:demanda|solicitaç[aã]o))$/, () => ({ kind: "on-request" })],
];

function scheduleOf(text: string): Schedule | undefined {
  const plain = text.trim().toLowerCase().replace(/\s+/g, " ");
  for (const [form, make] of FORMS) {
    const found = form.exec(plain);
    if (!found) continue;
    const day = found[1] === undefined ? undefined : Number(found[1]);
    // A day no month has is not a schedule the bot knows: shown as written.
    if (day !== undefined && (day < 1 || day > 31)) return undefined;
    return make(day);
  }
  return undefined;
}

/** The schedule in the publisher's words; an unknown one as the network wrote it; "" for none. */
export function paymentScheduleText(speech: Pick<Speech, "t" | "lang">, text: string): string {
  const schedule = scheduleOf(text);
  if (!schedule) return text.trim();
  if (schedule.kind === "monthly" && schedule.day !== undefined) {
    // Fluent selects on cardinal plurals only: the ordinal's category ("1st", "2nd") comes along.
    const rules = new Intl.PluralRules(intlLocale(speech.lang), { type: "ordinal" });
    return speech.t("payment-schedule-monthly-on", {
      day: schedule.day,
      ordinal: rules.select(schedule.day),
    });
  }
  return speech.t(`payment-schedule-${schedule.kind}`);
}
