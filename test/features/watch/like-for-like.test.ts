/**
 * The watch compares like with like: an offer's stated pay with its stated pay, a goal's pay with
 * the same goal's pay. ORISAEX (#1435) states no pay of its own in the list and pays $23.15 a lead
 * by its only goal: a cut to $19.50 is told as its goal's cut, from $23.15, and the card then reads
 * $19.50 in its pay and in its goals alike. A sale offer's cut is one line in one message, never
 * told again when its goals come round.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TelegramUser } from "../../../src/bot-api-stand-in/user.js";
import type { Job } from "../../../src/jobs/scheduler.js";
import { createPublisherApi, type OfferListItem } from "../../../src/publisher-api/index.js";
import { testToday } from "../../support/clock.js";
import { connectUser, type Harness, startHarness } from "../../support/harness.js";
import { goalsRound } from "./watch-test.js";

const T0 = new Date(`${testToday()}T08:00:00Z`);
const minutes = (n: number) => new Date(T0.getTime() + n * 60_000);
let now = T0;
let harness: Harness;
let joined: OfferListItem[];

beforeAll(async () => {
  harness = await startHarness({ now: () => now, env: { WATCH_CHECK_MINUTES: "10" } });
  const client = createPublisherApi({ baseUrl: harness.sandbox.url }).forPublisher({
    apiKey: harness.demoKey,
  });
  ({ items: joined } = await client.catalog.offers("all", { user_has_offer: true, limit: 100 }));
});
afterAll(async () => harness?.stop());

const job = (): Job => {
  const found = harness.app.jobs.find((j) => j.name === "watch");
  if (!found) throw new Error("no watch job");
  return found;
};

async function watching(languageCode: string): Promise<TelegramUser> {
  const user = harness.user({ languageCode });
  await connectUser(harness, user);
  user.send("/watch");
  const card = await user.next();
  user.press(card.buttons[0]?.[0] ?? "");
  await user.waitFor((m) => m.kind === "edit" && /🟢/.test(m.text));
  return user;
}

/** Runs a check at `at` minutes; what each user was told meanwhile (no-break spaces as spaces). */
async function checkAt(at: number, users: TelegramUser[]): Promise<string[][]> {
  now = minutes(at);
  await job().run(now);
  const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");
  return Promise.all(users.map(async (user) => (await user.drain()).map((m) => plain(m.text))));
}

/** Checks 10 minutes apart from `from` until every offer's goals were read again. */
async function wholeTurn(from: number, users: TelegramUser[]): Promise<string[]> {
  const told: string[] = [];
  const client = createPublisherApi({ baseUrl: harness.sandbox.url }).forPublisher({
    apiKey: harness.demoKey,
  });
  const turn = await goalsRound(client, minutes(from));
  for (let i = 0; i < turn; i++) {
    for (const texts of await checkAt(from + 10 * i, users)) told.push(...texts);
  }
  return told;
}

describe("the watch compares pay like for like", () => {
  let en: TelegramUser;
  let ru: TelegramUser;

  it("a goal-paid offer's cut is told as its goal's cut, and the card agrees with itself", async () => {
    en = await watching("en");
    ru = await watching("ru");
    const orisaex = joined.find((offer) => offer.id === 1435);
    expect(orisaex?.name.trim()).toBe("ORISAEX");
    expect(orisaex?.cpl.kind).toBe("none");
    expect(await checkAt(0, [en, ru])).toEqual([[], []]);
    // The demo's "!pay 1435 lead 19.50".
    harness.sandbox.control.setOfferPayout(1435, { cpl: "19.50" });
    const [toEn, toRu] = await checkAt(10, [en, ru]);
    expect(toEn).toEqual([
      "👁 One change in your account\n\n📉 ORISAEX · Registration: lead $23.15 → $19.50",
    ]);
    expect(toRu).toHaveLength(1);
    expect(toRu?.[0]).toMatch(/^👁 .+\n\n📉 ORISAEX · Registration: лид 23,15 \$ → 19,50 \$$/);
    // Its goal read at a later check tells nothing more: one cause, one line.
    expect(await wholeTurn(20, [en, ru])).toEqual([]);

    en.send("/offers ORISAEX");
    en.press(/^1\. /, { messageId: (await en.next()).messageId });
    const card = await en.next();
    expect(card.text).toContain("Rates: lead $19.50");
    en.press(/Goals/);
    const goals = await en.next();
    expect(goals.text).toMatch(/Registration\n {4}lead \$19\.50/);
  });

  it("a sale offer's cut is one line in one message, its goals read in the same check (en, ru)", async () => {
    const sale = joined.find((o) => o.id !== 1435 && o.cpa.kind === "percent" && o.cpa.value > 3);
    if (sale?.cpa.kind !== "percent") throw new Error("Alice runs no sale offer paid by share");
    const from = sale.cpa.value;
    harness.sandbox.control.setOfferPayout(sale.id, { cpa: `${from - 2}.5%` });
    const name = sale.name.trim();
    const [toEn, toRu] = await checkAt(200, [en, ru]);
    expect(toEn).toEqual([
      `👁 One change in your account\n\n📉 ${name}: sale ${from}% → ${from - 2}.5%`,
    ]);
    expect(toRu?.join("\n")).toContain(`📉 ${name}: продажа ${from} % → ${from - 2},5 %`);
    expect(await wholeTurn(210, [en, ru])).toEqual([]);
  });
});
