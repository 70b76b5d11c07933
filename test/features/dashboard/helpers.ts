/** Opening the dashboard as Telegram would: init data signed with the bot's token. */
import { type Browser, chromium } from "playwright-core";
import { signInitData } from "../../../src/bot/features/dashboard/init-data.js";
import type { TelegramUser } from "../../../src/bot-api-stand-in/user.js";
import { testNow } from "../../support/clock.js";
import type { Harness } from "../../support/harness.js";

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
