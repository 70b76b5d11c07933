/** Opening the dashboard as Telegram would: init data signed with the bot's token. */
import { mkdirSync } from "node:fs";
import { type Browser, chromium } from "playwright-core";
import { signInitData } from "../../../src/bot/features/dashboard/init-data.js";
import type { TelegramUser } from "../../../src/bot-api-stand-in/user.js";
import { testNow } from "../../support/clock.js";
import { connectWithClaims, type Harness, startHarness } from "../../support/harness.js";

export const appUrl = (harness: Harness) => `http://127.0.0.1:${harness.app.port}/app/`;

export function initDataOf(
  harness: Harness,
  user: TelegramUser,
  lang = "en",
  at = testNow(),
): string {
  return signInitData(
    { id: user.id, language_code: lang, first_name: "Pat" },
    harness.botApi.token,
    at,
  );
}

export async function askApi(harness: Harness, path: string, initData?: string) {
  const res = await fetch(`${appUrl(harness)}api/${path}`, {
    headers: initData === undefined ? {} : { authorization: `tma ${initData}` },
  });
  const text = await res.text();
  return { status: res.status, headers: res.headers, text };
}

/**
 * Debian's headless Chromium (no browser download), started without libfaketime, which
 * `npm run test:clocks` preloads into every process to prove the bot reads no system date:
 * Chromium hangs under it, and the browser (the publisher's phone) is not the code under test.
 */
export function launchChromium(): Promise<Browser> {
  const env: Record<string, string> = {};
  for (const [name, value] of Object.entries(process.env)) {
    if (value === undefined || name.startsWith("FAKETIME")) continue;
    if (name === "LD_PRELOAD" && value.includes("faketime")) continue;
    env[name] = value;
  }
  return chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"], env });
}

/** Where the browser tests save their screenshots (look at them). */
export const SHOTS = "test-output/dashboard";

/**
 * A bot whose dashboard has a public address, an en and a ru publisher connected with claims, and
 * Chromium: what every browser suite opens the dashboard with.
 */
export async function startDashboardSession(): Promise<{
  harness: Harness;
  browser: Browser;
  users: Record<string, TelegramUser>;
}> {
  mkdirSync(SHOTS, { recursive: true });
  const harness = await startHarness({ env: { PUBLIC_URL: "https://bot.example.net" } });
  const users: Record<string, TelegramUser> = {};
  for (const lang of ["en", "ru"]) {
    const user = harness.user({ languageCode: lang });
    await connectWithClaims(harness, user);
    users[lang] = user;
  }
  return { harness, browser: await launchChromium(), users };
}

/** Telegram's theme colours as a client passes them to a Mini App, light and dark. */
export const THEMES = {
  light: {
    bg_color: "#ffffff",
    text_color: "#000000",
    hint_color: "#707579",
    link_color: "#3390ec",
    button_color: "#3390ec",
    button_text_color: "#ffffff",
    secondary_bg_color: "#f4f4f5",
  },
  dark: {
    bg_color: "#212121",
    text_color: "#ffffff",
    hint_color: "#aaaaaa",
    link_color: "#8774e1",
    button_color: "#8774e1",
    button_text_color: "#ffffff",
    secondary_bg_color: "#181818",
    section_bg_color: "#2c2c2c",
  },
} as const;

/** A CSS colour's brightness (0 to 255): a dark page is under 128. */
export function luma(color: string): number {
  const [r = 0, g = 0, b = 0] = (color.match(/\d+(\.\d+)?/g) ?? []).map(Number);
  return r * 0.299 + g * 0.587 + b * 0.114;
}
