/**
 * The watch tells what changed in the network, never what it only learned. A network where
 * nothing changes (three steady campaigns, offers whose goals pay differently from one another)
 * is watched through a day of hourly checks: nothing at all is told. Then one goal's pay moves,
 * on an offer whose goals no check but the first had read: told once, goal against goal.
 */
import { beforeAll, describe, expect, it } from "vitest";
import type { TelegramUser } from "../../../src/bot-api-stand-in/user.js";
import { goalsRound, watchingUser, watchTest } from "./watch-test.js";

const T0 = new Date("2026-11-26T06:05:00Z");
const hours = (n: number) => new Date(T0.getTime() + n * 3_600_000);
const w = watchTest(T0);
/** Xetoro Credit states a lead pay of $8.27 – $13.85; its goals will pay that and $0.50. */
const XETORO = 25137;
/** Tanely Mobile's "Application" goal pays $27.61 a lead. */
const TANELY = 22949;
const TANELY_APPLICATION = 229492;

beforeAll(async () => {
  for (const campaign of ["tg_post", "banner_top", "newsletter"]) {
    const answer = await fetch(`${w.harness.sandbox.url}/__sandbox/steady-traffic`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        publisher: w.harness.demoKey,
        subaccount: campaign,
        clicksPerHour: 36,
        conversionsPerHour: 2,
        from: "2026-11-15T00:00:00Z",
      }),
    });
    expect(answer.status).toBe(204);
  }
  const control = w.harness.sandbox.control;
  control.setGoal(XETORO, 251371, { cpl: "8.27", cplMax: "13.85" });
  control.setGoal(XETORO, 251372, { cpl: "8.27", cplMax: "13.85" });
  control.addGoal(XETORO, { title: "Short form", cpl: "0.50" });
});

const watching = (languageCode: string) => watchingUser(w.harness, languageCode);

async function checkAt(at: Date, users: readonly TelegramUser[]): Promise<string[][]> {
  w.now = at;
  await w.job().run(at);
  return users.map((user) => user.drain().map((m) => m.text));
}

describe("a quiet network", () => {
  let users: TelegramUser[];

  it("24 hourly checks tell nothing at all (en, ru)", async () => {
    users = [await watching("en"), await watching("ru")];
    const xetoro = await w.client.catalog.offers("all", { ids: [XETORO], limit: 1 });
    expect(xetoro.items[0]?.user_has_offer).toBe(true);
    const told: string[] = [];
    for (let hour = 0; hour < 24; hour++) {
      for (const texts of await checkAt(hours(hour), users)) told.push(...texts);
    }
    expect(told).toEqual([]);
  });

  it("a goal's pay that moves after the start is told once, goal against goal", async () => {
    w.harness.sandbox.control.setGoal(TANELY, TANELY_APPLICATION, { cpl: "19.50" });
    const round = await goalsRound(w.client, hours(24));
    const en: string[] = [];
    const ru: string[] = [];
    for (let i = 0; i < 2 * round; i++) {
      const [toEn = [], toRu = []] = await checkAt(hours(24 + i), users);
      en.push(...toEn);
      ru.push(...toRu);
    }
    expect(en).toEqual([
      "👁 One change in your account\n\n📉 Tanely Mobile · Application: lead $27.61 → $19.50",
    ]);
    expect(ru).toHaveLength(1);
    expect(ru[0]?.replace(/[\u00a0\u202f]/g, " ")).toMatch(
      /^👁 1 изменение в аккаунте\n\n📉 Tanely Mobile · Application: лид 27,61 \$ → 19,50 \$$/,
    );
  });
});
