/**
 * /stats in the publisher's own words. A change is a percentage written the way the
 * language writes percentages ("+14%", ru "+14 %", as "3,8 %" beside it), and the breakdown says
 * plainly that cancelled conversions are not in its counts.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectUser, type Harness, startHarness } from "../../support/harness.js";

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
});
afterAll(async () => harness?.stop());

const WORDS = {
  en: {
    week: "7 days",
    byOffer: "By offer",
    counted: "approved + pending; cancelled ones are not counted",
    change: /\([+−]\d+%\)/,
    rate: /CR \d+\.\d%/,
  },
  ru: {
    week: "7 дней",
    byOffer: "По офферам",
    counted: "подтверждённые + в ожидании; отклонённые не в счёт",
    change: /\([+−]\d+\u00a0%\)/,
    rate: /CR \d+,\d\u00a0%/,
  },
  pt: {
    week: "7 dias",
    byOffer: "Por oferta",
    counted: "aprovadas + pendentes; as canceladas ficam fora da conta",
    change: /\([+−]\d+%\)/,
    rate: /CR \d+,\d%/,
  },
} as const;

describe("/stats in the publisher's words", () => {
  it.each(["en", "ru", "pt"] as const)("%s", async (lang) => {
    const words = WORDS[lang];
    const user = harness.user({ languageCode: lang });
    await connectUser(harness, user);
    await user.send("/stats");
    await user.waitFor(/📊/);
    user.press(words.week);
    const summary = await user.waitFor((m) => m.kind === "photo", { timeoutMs: 15_000 });
    expect(summary.text).toMatch(words.rate);
    expect(summary.text).toMatch(words.change);
    // Every change in one form: no "+14%" in Russian, no "+14 %" elsewhere.
    const changes = summary.text.match(/\([+−]\d+[\s\u00a0]?%\)/g) ?? [];
    expect(changes.length).toBeGreaterThan(2);
    for (const change of changes) expect(change).toMatch(words.change);

    user.press(words.byOffer, { messageId: summary.messageId });
    const page = await user.waitFor((m) => m.text.includes(words.counted), { timeoutMs: 15_000 });
    expect(page.text).not.toMatch(/apart|отдельно|à parte/);
  });
});
