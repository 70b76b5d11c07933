/**
 * /stats' buttons act for the account they were made for: a publisher with two accounts (Alice and
 * Bruno, whose figures differ) asks for Alice's stats, switches to Bruno and reads his, then
 * presses Alice's buttons: her rows (read anew, or kept, never Bruno's kept ones), her CSV, her
 * rows opened three levels deep. Once Alice is removed, her buttons say so and read nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BotMessage, TelegramUser } from "../../../src/bot-api-stand-in/user.js";
import { LANGUAGE_TRAITS } from "../../../src/languages.js";
import type { SandboxPublisher } from "../../../src/sandbox/index.js";
import { connectUser, type Harness, startHarness } from "../../support/harness.js";
import {
  allPages,
  expectSameTotals,
  from,
  LANGS,
  open,
  rowsOf,
  type ShownRow,
  sum,
  to,
} from "../stats/drill-helpers.js";
import { clicksByCountry, directClient, noonUtc, statsCalls } from "../stats/helpers.js";
import { addAccount, removeAccount, switchTo } from "./support.js";

let harness: Harness;
let alice: SandboxPublisher;
let bruno: SandboxPublisher;
beforeAll(async () => {
  const noon = noonUtc();
  harness = await startHarness({ now: () => noon });
  [alice, bruno] = harness.sandbox.publishers as unknown as [SandboxPublisher, SandboxPublisher];
});
afterAll(async () => harness?.stop());

const WORDS = {
  en: {
    gone: "This account is no longer connected here: nothing changed.",
    clicks: "Clicks",
  },
  ru: {
    gone: "Этот аккаунт здесь больше не подключён: ничего не изменилось.",
    clicks: "Клики",
  },
} as const;

const ALICE = "👤 Alice Walker";
const BRUNO = "👤 Bruno Costa";
const heading = (message: BotMessage) => message.text.split("\n")[0];

async function summaryOf(user: TelegramUser): Promise<BotMessage> {
  user.send(`/stats ${from} ${to}`);
  return user.waitFor((m) => m.kind === "photo", { timeoutMs: 20_000 });
}

/** A page of rows, sent anew after a press on `message`. */
async function pressForPage(user: TelegramUser, label: string, message: BotMessage) {
  user.press(label, { messageId: message.messageId });
  return user.waitFor((m) => m.kind === "send" && rowsOf(m.text).length > 0, {
    timeoutMs: 20_000,
  });
}

/** The clicks column of a breakdown's CSV summed, cut the way the language's spreadsheet does. */
function csvClicks(document: BotMessage, lang: keyof typeof WORDS): number {
  const { separator } = LANGUAGE_TRAITS[lang].csv;
  const text = Buffer.from(document.document?.bytes ?? new Uint8Array())
    .toString("utf8")
    .replace(/^\uFEFF/, "");
  const [header = "", ...lines] = text.trim().split("\r\n");
  const cell = new RegExp(`("(?:[^"]|"")*"|[^${separator}]*)(?:${separator}|$)`, "g");
  const cells = (line: string) => [...line.matchAll(cell)].map((m) => m[1] ?? "");
  const column = cells(header).indexOf(WORDS[lang].clicks);
  expect(column).toBeGreaterThan(0);
  return lines.reduce((total, line) => total + Number(cells(line)[column]), 0);
}

describe.each(["en", "ru"] as const)(
  "/stats' buttons of one account after a switch, in %s",
  (lang) => {
    let user: TelegramUser;
    let aliceClicks: number;
    let brunoClicks: number;
    let summary: BotMessage;
    let page: BotMessage;
    /** her page's first row shown after paging to its end (the page pages in place) */
    let first: ShownRow | undefined;

    beforeAll(async () => {
      user = harness.user({ languageCode: lang });
      await connectUser(harness, user, bruno.apiKey);
      await addAccount(user, alice);
      aliceClicks = await clicksByCountry(directClient(harness, alice.apiKey), from, to);
      brunoClicks = await clicksByCountry(directClient(harness, bruno.apiKey), from, to);
    }, 60_000);

    it("Alice's summary pressed after a switch to Bruno (his rows read since) shows her rows and CSV", async () => {
      expect(aliceClicks).not.toBe(brunoClicks);
      summary = await summaryOf(user);
      expect(heading(summary)).toBe(ALICE);
      await switchTo(user, "Bruno Costa");
      // Bruno's own rows, of the same days and breakdown, kept as the latest read.
      const his = await pressForPage(user, LANGS[lang].byOffer, await summaryOf(user));
      expect(heading(his)).toBe(BRUNO);
      expect(sum((await allPages(user, his, lang)).rows, "clicks")).toBe(brunoClicks);

      page = await pressForPage(user, LANGS[lang].byOffer, summary);
      expect(heading(page)).toBe(ALICE);
      const { rows, last } = await allPages(user, page, lang);
      expect(sum(rows, "clicks")).toBe(aliceClicks);
      first = rowsOf(last.text)[0];
      // Every button under her page carries her number (2: added second).
      const data = page.keyboard.flat().flatMap((b) => (b.callback_data ? [b.callback_data] : []));
      expect(
        data.filter((d) => /^stats-(breakdown|csv|open)/.test(d)).every((d) => d.endsWith(":2")),
      ).toBe(true);

      // Bruno's rows read again, then Alice's CSV: her kept rows, never his.
      await pressForPage(user, LANGS[lang].byOffer, await summaryOf(user));
      user.press("⬇️ CSV", { messageId: page.messageId });
      const csv = await user.waitFor((m) => m.kind === "document", { timeoutMs: 20_000 });
      expect(heading(csv)).toBe(ALICE);
      expect(csv.document?.filename).toBe(`stats-offer-${from}-${to}.csv`);
      expect(csvClicks(csv, lang)).toBe(aliceClicks);
      expect((await harness.app.storage.accounts.of(user.id)).active?.label).toBe("Bruno Costa");
    }, 120_000);

    it("a row of Alice's opened after the switch: her figures, three levels down and back", async () => {
      const offer = await open(user, page, first?.rank ?? 0);
      expect(heading(offer.chart)).toBe(ALICE);
      expect(heading(offer.page)).toBe(ALICE);
      const days = await allPages(user, offer.page, lang);
      expectSameTotals(days.rows, first);
      const opened = rowsOf(days.last.text)[0];
      const day = await open(user, offer.page, opened?.rank ?? 0);
      expect(heading(day.page)).toBe(ALICE);
      expectSameTotals((await allPages(user, day.page, lang)).rows, opened);
      user.press(LANGS[lang].back, { messageId: day.page.messageId });
      const up = await user.waitFor((m) => m.kind === "send", { timeoutMs: 20_000 });
      expect(heading(up)).toBe(ALICE);
      expect(rowsOf(up.text)).toEqual(rowsOf(offer.page.text));
    }, 120_000);

    it("once Alice is removed, her buttons say so and read nothing", async () => {
      await removeAccount(harness, user, "Alice Walker");

      harness.sandbox.control.clearCalls();
      const answered = user.callbackAnswers.length;
      user.press(LANGS[lang].byOffer, { messageId: summary.messageId });
      user.press("⬇️ CSV", { messageId: page.messageId });
      user.press(new RegExp(`^${first?.rank}\\. `), { messageId: page.messageId });
      await expect
        .poll(() => user.callbackAnswers.slice(answered))
        .toEqual([WORDS[lang].gone, WORDS[lang].gone, WORDS[lang].gone]);
      expect(statsCalls(harness)).toEqual([]);
    }, 60_000);
  },
);
