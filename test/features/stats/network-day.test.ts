/**
 * Statistics days are the network's (Moscow, as `time_zone_api_stat` says), whatever the
 * publisher's zone. The bot and the sandbox stand at chosen instants around the network's
 * midnight; publishers east and west of Moscow ask for Yesterday, Today and 7 days, and for a
 * digest: each shows the right day, "so far" where the network still counts it, and no warning
 * drawn from a running day.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TelegramUser } from "../../../src/bot-api-stand-in/user.js";
import { testToday } from "../../support/clock.js";
import { connectUser, type Harness, startHarness } from "../../support/harness.js";
import { setUpDigest } from "../digest/digest-support.js";
import { addDays, clicksByCountry, directClient, figure, statsCalls } from "./helpers.js";

/** D: the network's day at the first instant. */
const D = addDays(testToday(), -1);
/** 23:05 in Moscow on D: 01:05 on D+1 in Yekaterinburg, 05:05 in Tokyo, 17:05 on D in São Paulo. */
const beforeMidnight = new Date(`${D}T20:05:00Z`);
/** 00:05 in Moscow on D+1: the network has closed D. */
const afterMidnight = new Date(`${D}T21:05:00Z`);

let now = beforeMidnight;
let harness: Harness;

beforeAll(async () => {
  harness = await startHarness({ now: () => now });
});
afterAll(async () => harness?.stop());

/** A publisher who chose their zone in /digest (English), or in storage for other languages. */
async function publisherIn(zone: string, languageCode = "en"): Promise<TelegramUser> {
  const user = harness.user({ languageCode });
  await connectUser(harness, user);
  if (languageCode === "en") await setUpDigest(user, zone, "09:00");
  else await harness.app.storage.users.update(user.id, (s) => ({ ...s, timeZone: zone }));
  return user;
}

async function press(user: TelegramUser, button: string) {
  await user.send("/stats");
  await user.waitFor(/Stats for which period/);
  harness.sandbox.control.clearCalls();
  user.press(button);
  return user.waitFor((m) => m.kind === "photo" || /Nothing for/.test(m.text), {
    timeoutMs: 15_000,
  });
}

const calls = () => statsCalls(harness).map((c) => c.parts.join("/"));
const short = (day: string) =>
  new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", timeZone: "UTC" }).format(
    new Date(`${day}T00:00:00Z`),
  );

describe("east of the network, an hour before its midnight (Yekaterinburg, 01:05)", () => {
  let user: TelegramUser;
  beforeAll(async () => {
    now = beforeMidnight;
    user = await publisherIn("Asia/Yekaterinburg");
  });

  it("Today is the network's running day: so far, not compared, began and closing at 02:00", async () => {
    const summary = await press(user, "Today");
    expect(summary.text).toMatch(new RegExp(`Stats for ${short(D)}.*, so far`));
    expect(summary.text).toContain("so far, at 01:05");
    // Their calendar already shows the next date: the line says when the network's day began.
    expect(summary.text).toContain(
      `The network counts days in Moscow time (UTC+3): its ${short(D)} began on ${short(D)} at 02:00 and closes at 02:00 your time.`,
    );
    expect(summary.text).not.toMatch(/\([−+]\d|\(=\)/);
    // Its hours (the figures are their sums, the chart their bars), nothing of the day before.
    expect(calls()).toContain(`statistics/event_time_hour/${D}/${D}`);
    expect(calls().some((c) => c.includes(addDays(D, -1)))).toBe(false);
    const expected = await clicksByCountry(directClient(harness), D, D);
    expect(figure(summary.text, "Clicks:")).toBe(expected);
  });

  it("Yesterday is the day the network closed last, compared with the day before it", async () => {
    const summary = await press(user, "Yesterday");
    expect(summary.text).toMatch(new RegExp(`Stats for ${short(addDays(D, -1))}\\n`));
    expect(summary.text).toContain(`compared with ${short(addDays(D, -2))}`);
    expect(summary.text).not.toMatch(/so far|The network counts/);
  });

  it("7 days are seven, ending on the running day, and compare the days before it with as many before", async () => {
    const summary = await press(user, "7 days");
    // Seven of the network's days, ending on the one it is counting.
    const from = addDays(D, -6);
    expect(calls()).toContain(`statistics/event_time_day/${from}/${D}`);
    expect(calls()).toContain(`statistics/event_time_day/${addDays(D, -12)}/${addDays(D, -7)}`);
    expect(summary.text).toMatch(
      /changes: .+ against .+; .+ is left out until the network closes it/,
    );
    const expected = await clicksByCountry(directClient(harness), from, D);
    expect(figure(summary.text, "Clicks:")).toBe(expected);
  });

  it("the digest reports the last day the network closed, says why, and warns of nothing from a running day", async () => {
    await user.send("/digest");
    await user.waitFor(/Daily digest/);
    harness.sandbox.control.clearCalls();
    user.press("📨 Send me one now");
    const digest = await user.waitFor((m) => m.kind === "photo", { timeoutMs: 15_000 });
    const text = [digest.text, ...user.drain().map((m) => m.text)].join("\n");
    const dayBefore = addDays(D, -1);
    expect(text).toContain(short(dayBefore));
    expect(text).toContain(
      `The network counts days in Moscow time (UTC+3) and closes ${short(D)} at 02:00 your time`,
    );
    expect(text).not.toMatch(/Clicks fell/);
    const offers = calls().filter((c) => c.startsWith("statistics-offers"));
    expect(offers).toContain(`statistics-offers/action_id/${dayBefore}/${dayBefore}`);
    const clicks = await clicksByCountry(directClient(harness), dayBefore, dayBefore);
    expect(text).toMatch(new RegExp(`Clicks: ${clicks.toLocaleString("en-US")}\\b`));
  });
});

describe("the same publisher after the network's midnight (02:05 in Yekaterinburg)", () => {
  it("Yesterday is closed and compared with the day before it; the digest is about yesterday", async () => {
    now = beforeMidnight;
    const user = await publisherIn("Asia/Yekaterinburg");
    now = afterMidnight;
    const summary = await press(user, "Yesterday");
    expect(summary.text).toMatch(new RegExp(`Stats for ${short(D)}\\b`));
    expect(summary.text).toContain(`compared with ${short(addDays(D, -1))}`);
    expect(summary.text).not.toMatch(/so far|The network counts/);
    expect(calls().sort()).toEqual([
      `statistics/event_time_day/${addDays(D, -1)}/${addDays(D, -1)}`,
      `statistics/event_time_hour/${D}/${D}`,
    ]);
  });
});

describe("west of the network (São Paulo, 17:05)", () => {
  let user: TelegramUser;
  beforeAll(async () => {
    now = beforeMidnight;
    user = await publisherIn("America/Sao_Paulo", "pt-br");
  });

  it("Hoje is the network's running day, closing at 18:00 their time", async () => {
    await user.send("/stats");
    await user.waitFor(/📊/);
    user.press("Hoje");
    const summary = await user.waitFor((m) => m.kind === "photo", { timeoutMs: 15_000 });
    expect(summary.text).toMatch(/até agora, às 17:05/);
    expect(summary.text).toMatch(/fecha às 18:00 no seu horário/);
    // The zone in words, not its IANA name.
    expect(summary.text).toContain("A rede conta os dias no horário de Moscou (UTC+3): o dia");
  });

  it("the digest at 17:05 is about yesterday, which the network has closed", async () => {
    await user.send("/digest");
    await user.waitFor(/Resumo diário/);
    user.press(/📨/);
    const digest = await user.waitFor((m) => m.kind === "photo", { timeoutMs: 15_000 });
    const text = [digest.text, ...user.drain().map((m) => m.text)].join("\n");
    expect(text).not.toMatch(/a rede conta os dias/i);
  });
});

describe("further east (Tokyo, 05:05), in Russian", () => {
  it("Сегодня is the network's running day, begun yesterday their time and closing at 06:00", async () => {
    now = beforeMidnight;
    const user = await publisherIn("Asia/Tokyo", "ru");
    await user.send("/stats");
    await user.waitFor(/📊/);
    harness.sandbox.control.clearCalls();
    user.press("Сегодня");
    const summary = await user.waitFor((m) => m.kind === "photo", { timeoutMs: 15_000 });
    expect(summary.text).toMatch(/, пока что/);
    expect(summary.text).toContain("пока что, на 05:05");
    expect(summary.text).toMatch(
      /Сеть считает дни по московскому времени \(UTC\+3\): её день .+ начался .+ и закончится в 06:00/,
    );
    // Its hours, once: the figures are their sums, the chart their bars.
    expect(calls()).toEqual([`statistics/event_time_hour/${D}/${D}`]);
  });
});
