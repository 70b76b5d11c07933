/**
 * A paused offer's card. The API sends no pause of its own: an offer the network
 * pauses for a publisher only stops being theirs (`user_has_offer` 0), as the sandbox's pauseOffer
 * does. The watch tells it stopped; the card opened from that message (and later, after a restart)
 * says the network paused it and what the publisher can do, not "not joined yet" with a button to
 * join; an offer they never joined still says that; one the network gives back is theirs again.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TelegramUser } from "../../../src/bot-api-stand-in/user.js";
import type { OfferListItem } from "../../../src/publisher-api/index.js";
import { createPublisherApi } from "../../../src/publisher-api/index.js";
import { testToday } from "../../support/clock.js";
import { type Harness, startHarness } from "../../support/harness.js";
import { watchingUser } from "./watch-test.js";

const today = testToday();
const T0 = new Date(`${today}T08:00:00Z`);
const hours = (n: number) => new Date(T0.getTime() + n * 3600_000);
const PAGE = "https://network.example/offers/{id}?from=bot";
let now = T0;
let harness: Harness;

beforeAll(async () => {
  harness = await startHarness({
    now: () => now,
    env: { WATCH_CHECK_MINUTES: "10", NETWORK_OFFER_URL: PAGE },
  });
});
afterAll(async () => harness?.stop());

const watching = (languageCode: string) => watchingUser(harness, languageCode);

/** The watch job at `at`: what each user was sent meanwhile. */
async function checkAt(users: readonly TelegramUser[], at: Date) {
  now = at;
  const job = harness.app.jobs.find((j) => j.name === "watch");
  await job?.run(at);
  return users.map((user) => user.drain());
}

/** An offer's card, opened with /offers #id. */
async function card(user: TelegramUser, id: number) {
  user.send(`/offers #${id}`);
  return user.next();
}

const texts = {
  en: {
    paused: (day: string) =>
      `⏸ Paused by the network for you: not among your offers since ${day}, so its links earn nothing now.`,
    what: "What you can do: send its traffic to another offer of yours, and ask your manager at the network why and whether it comes back.",
    notJoined: "➕ You have not joined this offer yet.",
    joined: "✅ You have joined this offer.",
    page: "🌐 Its page on the network's site",
    join: "🤝 Join on the network's site",
  },
  ru: {
    paused: (day: string) =>
      `⏸ Сеть приостановила этот оффер для вас: с ${day} его нет среди ваших офферов, и его ссылки сейчас ничего не приносят.`,
    what: "Что можно сделать: направьте его трафик на другой ваш оффер и спросите менеджера сети, почему его остановили и вернётся ли он.",
    notJoined: "➕ Вы ещё не подключены к этому офферу.",
    joined: "✅ Вы подключены к этому офферу.",
    page: "🌐 Страница оффера на сайте сети",
    join: "🤝 Подключиться на сайте сети",
  },
} as const;

describe("a paused offer's card", () => {
  it("says the network paused it, with what to do, from the push and later (en, ru); not for an offer never joined; theirs again once back", async () => {
    const client = createPublisherApi({ baseUrl: harness.sandbox.url }).forPublisher({
      apiKey: harness.demoKey,
    });
    const { items } = await client.catalog.offers("all", { limit: 200 });
    const joined = items.filter((o) => o.user_has_offer);
    const [paused] = joined;
    const never = items.find((o) => !o.user_has_offer) as OfferListItem;
    if (!paused || !never) throw new Error("Alice runs no offer, or runs them all");
    const name = paused.name.trim();
    const en = await watching("en");
    const ru = await watching("ru");
    const users = [en, ru] as const;
    expect((await checkAt(users, hours(0))).flat()).toEqual([]);
    const joinedText = await card(en, paused.id);
    expect(joinedText.text).toContain(texts.en.joined);

    harness.sandbox.control.pauseOffer(harness.demoKey, paused.id);
    const pushes = await checkAt(users, hours(0.2));
    // The day the watch found it gone, on the publisher's clock (UTC here).
    const [, month, dayOfMonth] = today.split("-");
    const day = (lang: "en" | "ru") =>
      lang === "en"
        ? new Intl.DateTimeFormat("en-US", {
            month: "short",
            day: "numeric",
            timeZone: "UTC",
          }).format(T0)
        : `${dayOfMonth}.${month}`;
    for (const [index, lang] of (["en", "ru"] as const).entries()) {
      const user = users[index] as TelegramUser;
      const t = texts[lang];
      const [push, ...more] = pushes[index] ?? [];
      expect(more).toEqual([]);
      expect(push?.text).toContain(`⛔ ${name}`);
      // The card opened from the push.
      const label = push?.buttons.flat().find((b) => b.startsWith("📄 "));
      if (!label) throw new Error("no card button under the push");
      user.press(label, { messageId: push?.messageId ?? 0 });
      const opened = await user.waitFor((m) => m.text.includes(name) && m.text.includes("⏸"));
      expect(opened.text).toContain(t.paused(day(lang)));
      expect(opened.text).toContain(t.what);
      expect(opened.text).not.toContain(t.notJoined);
      const buttons = opened.keyboard.flat();
      expect(buttons.find((b) => b.text === t.page)?.url).toBe(
        PAGE.replace("{id}", String(paused.id)),
      );
      expect(buttons.map((b) => b.text)).not.toContain(t.join);
      // An offer never joined still says so, with its button to join.
      const other = await card(user, never.id);
      expect(other.text).toContain(t.notJoined);
      expect(other.text).not.toContain("⏸");
      expect(other.keyboard.flat().map((b) => b.text)).toContain(t.join);
    }

    // Five hours and a restart later, still paused: the card still says so.
    expect((await checkAt(users, hours(1.2))).flat()).toEqual([]);
    expect((await checkAt(users, hours(5.2))).flat()).toEqual([]);
    await harness.restart();
    const later = await card(ru, paused.id);
    expect(later.text).toContain(texts.ru.paused(day("ru")));

    // The network gives it back: theirs again at once, and the note goes at the next check.
    harness.sandbox.control.resumeOffer(harness.demoKey, paused.id);
    const back = await card(en, paused.id);
    expect(back.text).toContain(texts.en.joined);
    expect(back.text).not.toContain("⏸");
    await checkAt(users, hours(5.4));
    harness.sandbox.control.pauseOffer(harness.demoKey, paused.id);
    // Paused again but not seen by a check yet: the card cannot tell it from never joined.
    expect((await card(en, paused.id)).text).toContain(texts.en.notJoined);
    harness.sandbox.control.resumeOffer(harness.demoKey, paused.id);
  });
});
