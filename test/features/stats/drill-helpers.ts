/** Opening rows of /stats, read as the publisher reads them: shared by the drill suites. */
import { expect } from "vitest";
import type { BotMessage, TelegramUser } from "../../../src/bot-api-stand-in/user.js";
import { numberOf } from "../../support/chart-figures.js";
import { testToday } from "../../support/clock.js";
import type { Harness } from "../../support/harness.js";
import { addDays } from "./helpers.js";

export const LANGS = {
  en: {
    byOffer: "By offer",
    bySub: "By subaccount",
    byCountry: "By country",
    byChannel: "By channel",
    back: "⬅ Back",
    next: "Next ›",
    byHour: "by hour",
  },
  ru: {
    byOffer: "По офферам",
    bySub: "По субаккаунтам",
    byCountry: "По странам",
    byChannel: "По каналам",
    back: "⬅ На уровень выше",
    next: "Дальше ›",
    byHour: "по часам",
  },
  pt: {
    byOffer: "Por oferta",
    bySub: "Por subconta",
    byCountry: "Por país",
    byChannel: "Por canal",
    back: "⬅ Voltar",
    next: "Próxima ›",
    byHour: "por hora",
  },
} as const;
export type Lang = keyof typeof LANGS;

/** A closed fortnight: yesterday and the 13 days before. */
export const to = addDays(testToday(), -1);
export const from = addDays(to, -13);

export interface ShownRow {
  rank: number;
  label: string;
  clicks: number;
  conversions: number;
  cents: number;
}

/** The rows of a page as the publisher reads them, in any of the bot's languages. */
export function rowsOf(text: string): ShownRow[] {
  const figure = "(\\d[\\d.,\\u00a0\\u202f ]*\\d|\\d)";
  const pattern = new RegExp(
    `^(\\d+)\\. (.+)\\n\\S+ ${figure} · \\S+ ${figure} · \\S+ (.+?) · \\S+ ${figure}$`,
    "gmu",
  );
  return [...text.matchAll(pattern)].map((m) => ({
    rank: Number(m[1]),
    label: m[2] ?? "",
    clicks: numberOf(m[3] ?? ""),
    conversions: numberOf(m[4] ?? ""),
    cents: numberOf(m[5] ?? ""),
  }));
}

export const sum = (rows: readonly ShownRow[], field: "clicks" | "conversions" | "cents") =>
  rows.reduce((total, row) => total + row[field], 0);

export function expectSameTotals(rows: readonly ShownRow[], parent: ShownRow | undefined): void {
  expect(parent).toBeDefined();
  expect(sum(rows, "clicks")).toBe(parent?.clicks);
  expect(sum(rows, "conversions")).toBe(parent?.conversions);
  expect(sum(rows, "cents")).toBe(parent?.cents);
}

/** Every button the bot put in this chat, with its data. */
export function everyButtonData(harness: Harness, user: TelegramUser): string[] {
  const messages = harness.botApi.chat(user.id).messages.values();
  return [...messages].flatMap((m) =>
    (m.replyMarkup?.inline_keyboard ?? []).flat().flatMap((b) => {
      const data = (b as { callback_data?: string }).callback_data;
      return data === undefined ? [] : [data];
    }),
  );
}

/** Every page of a level (pressing Next until the last, in place), rows in order; and the last. */
export async function allPages(user: TelegramUser, first: BotMessage, lang: Lang) {
  const rows = rowsOf(first.text);
  let page = first;
  while (page.buttons.flat().includes(LANGS[lang].next)) {
    user.press(LANGS[lang].next, { messageId: first.messageId });
    page = await user.next({ timeoutMs: 15_000 });
    expect(page.kind).toBe("edit");
    expect(page.messageId).toBe(first.messageId);
    rows.push(...rowsOf(page.text));
  }
  return { rows, last: page };
}

/** Presses row `rank`'s button and reads the level: its chart, then its page. */
export async function open(
  user: TelegramUser,
  page: BotMessage,
  rank: number,
): Promise<{ chart: BotMessage; page: BotMessage }> {
  user.press(new RegExp(`^${rank}\\. `), { messageId: page.messageId });
  const chart = await user.waitFor((m) => m.kind === "photo", { timeoutMs: 20_000 });
  const next = await user.waitFor((m) => m.kind === "send" && m.messageId > chart.messageId, {
    timeoutMs: 20_000,
  });
  return { chart, page: next };
}

/** /stats for the fortnight, then one of its breakdowns. */
export async function topPage(
  user: TelegramUser,
  lang: Lang,
  label: "byOffer" | "bySub" | "byCountry" | "byChannel",
) {
  await user.send(`/stats ${from} ${to}`);
  const summary = await user.waitFor((m) => m.kind === "photo", { timeoutMs: 20_000 });
  user.press(LANGS[lang][label], { messageId: summary.messageId });
  return user.waitFor((m) => m.kind === "send" && rowsOf(m.text).length > 0, {
    timeoutMs: 20_000,
  });
}
