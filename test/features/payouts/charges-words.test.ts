/**
 * The charges list as a publisher reads it: in order of the day each is shown on, on
 * their clock (Los Angeles: a payout's charge on the payout's own day there); what a charge is for
 * is the network's own words, marked as the network's and never mixed with ours (no month of ours
 * inside its sentence); /help names the list with the button's word.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TelegramUser } from "../../../src/bot-api-stand-in/user.js";
import { connectedUser, type Harness, startHarness } from "../../support/harness.js";

/** Early on Dec 5 UTC: still Dec 4 in Los Angeles. */
const NOW = new Date("2026-12-05T02:30:00Z");

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness({ now: () => NOW });
});
afterAll(async () => harness?.stop());

/** The publisher picks Los Angeles in the digest's zone picker. */
async function inLosAngeles(user: TelegramUser, zoneButton: RegExp): Promise<void> {
  user.send("/digest");
  await user.next();
  user.press(zoneButton);
  await user.next();
  user.send("Los Angeles");
  await user.waitFor(/Los Angeles|Лос-Анджелес/);
}

async function charges(user: TelegramUser, button: RegExp) {
  user.send("/payouts");
  await user.next();
  user.press(button);
  return user.next();
}

/** "Dec 4" / "04.12" / "04/12" → a sortable month-day key. */
function dayKey(text: string, lang: string): string {
  if (lang === "en") {
    const [month, day] = text.split(" ");
    const m = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
    return `${String(m.indexOf(month ?? "") + 1).padStart(2, "0")}-${(day ?? "").padStart(2, "0")}`;
  }
  const [day, month] = text.split(/[./]/);
  return `${month}-${day}`;
}

const WORDS = [
  {
    lang: "en",
    zone: /Time zone/,
    button: /🧾 Charges/,
    legend: "Italics: the network's own words",
  },
  {
    lang: "ru",
    zone: /Часовой пояс/,
    button: /🧾 Начисления/,
    legend: "Курсивом — слова самой сети",
  },
  { lang: "pt", zone: /Fuso/, button: /🧾 Lançamentos/, legend: "Em itálico: as palavras" },
];

describe("the charges list", () => {
  it.each(WORDS)(
    "is in order on the publisher's clock, the network's words marked ($lang)",
    async (words) => {
      const user = await connectedUser(harness, words.lang);
      await inLosAngeles(user, words.zone);
      const list = await charges(user, words.button);
      const rows = list.text.split("\n").filter((line) => / · [+-]/.test(line));
      expect(rows.length).toBeGreaterThan(5);
      const keys = rows.map((row) => dayKey(row.split(" · ")[0] ?? "", words.lang));
      // This year's charges, newest first (the page holds no other year's).
      const sorted = [...keys].sort().reverse();
      expect(keys).toEqual(sorted);
      // No charge booked ahead of the network's today (a bonus of the 15th is not there yet).
      expect(keys.filter((key) => key > "12-05")).toEqual([]);
      // What each is for: the network's words, in italics, nothing of ours inside.
      const whats = [...list.html.matchAll(/ · <i>([^<]*)<\/i>$/gm)].map((m) => m[1] ?? "");
      expect(whats.length).toBe(rows.length);
      expect(list.html).not.toMatch(
        /(январ|феврал|март|апрел|ма[йя]|июн|июл|август|сентябр|октябр|ноябр|декабр)/,
      );
      expect(list.html).not.toMatch(
        /(janeiro|fevereiro|março|abril|maio|junho|julho|agosto|setembro|outubro|novembro|dezembro)/,
      );
      expect(list.text).toContain(words.legend);
    },
  );

  it("/help names the list as its button does (ru, pt)", async () => {
    const ru = await connectedUser(harness, "ru");
    ru.send("/help");
    expect((await ru.next()).text).toMatch(/^\/payouts — выплаты, начисления, курсы валют$/m);
    const pt = await connectedUser(harness, "pt");
    pt.send("/help");
    const help = (await pt.next()).text;
    expect(help).toMatch(/^\/payouts — pagamentos, lançamentos, câmbio$/m);
    pt.send("/payouts");
    expect((await pt.next()).buttons.flat()).toEqual(
      expect.arrayContaining(["🧾 Lançamentos", "💱 Câmbio"]),
    );
  });
});
