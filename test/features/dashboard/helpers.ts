/** Opening the dashboard as Telegram would: init data signed with the bot's token. */
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
