/** Helpers of the accounts suites: a second account added the way a publisher does, a forged press. */
import type { TelegramUser } from "../../../src/bot-api-stand-in/user.js";
import type { SandboxPublisher } from "../../../src/sandbox/index.js";
import type { Harness } from "../../support/harness.js";

/** /accounts → ➕ → the key → Skip (or the client pair): the new account is the active one. */
export async function addAccount(
  user: TelegramUser,
  publisher: SandboxPublisher,
  withClaims = false,
): Promise<void> {
  user.send("/accounts");
  await user.waitFor(/Your accounts|Ваши аккаунты|Suas contas/);
  user.press(/^➕/);
  await user.waitFor(/API key|API-ключ|chave de API/i);
  user.send(publisher.apiKey);
  await user.waitFor(/Welcome|Добро|Bem-vindo/);
  await user.waitFor(/client ID|ID клиента|ID do cliente/);
  if (!withClaims) {
    user.press(/Skip|Пропустить|Pular/);
    await user.waitFor(/All set|Готово|Tudo pronto/);
    return;
  }
  user.send(publisher.clientId);
  await user.waitFor(/client secret|секрет клиента|segredo do cliente/);
  user.send(publisher.clientSecret);
  await user.waitFor(/claims are enabled|заявки тоже|pedidos perdidos também/);
}

/**
 * A press of a button that was never shown (a modified client): `data` as Telegram would pass it,
 * under the user's latest message. The callback query's id.
 */
export function forgedPress(harness: Harness, user: TelegramUser, data: string): string {
  const last = harness.botApi.botMessages(user.id).at(-1);
  const id = `${user.id}${Date.now()}`;
  harness.botApi.injectUpdate({
    callback_query: {
      id,
      from: user.from,
      ...(last && { message: harness.botApi.telegramMessage(user.id, last.messageId) }),
      chat_instance: String(-user.id * 31),
      data,
    },
  });
  return id;
}

/** Presses the button at `row`, `column` of a message (when labels repeat: ✏️ on every row). */
export function pressAt(
  harness: Harness,
  user: TelegramUser,
  message: { messageId: number; keyboard: { callback_data?: string }[][] },
  row: number,
  column: number,
): string {
  const data = message.keyboard[row]?.[column]?.callback_data;
  if (data === undefined) throw new Error(`no callback button at ${row}, ${column}`);
  const id = `${user.id}${Date.now()}`;
  harness.botApi.injectUpdate({
    callback_query: {
      id,
      from: user.from,
      message: harness.botApi.telegramMessage(user.id, message.messageId),
      chat_instance: String(-user.id * 31),
      data,
    },
  });
  return id;
}

/** /accounts → ▶️ `name`: that account is the active one (in any of the bot's languages). */
export async function switchTo(user: TelegramUser, name: string): Promise<void> {
  user.send("/accounts");
  await user.waitFor(/Your accounts|Ваши аккаунты|Suas contas/);
  user.press(`▶️ ${name}`);
  await user.waitFor(/Now working on|Теперь работаем|Agora usando/);
}

/** /accounts → 🗑 on `name`'s row → yes: that account is removed (in any of the bot's languages). */
export async function removeAccount(
  harness: Harness,
  user: TelegramUser,
  name: string,
): Promise<void> {
  user.send("/accounts");
  const list = await user.waitFor(/Your accounts|Ваши аккаунты|Suas contas/);
  const row = list.buttons.findIndex((labels) => labels.some((label) => label.includes(name)));
  pressAt(harness, user, list, row, 2);
  const yes = /^(Yes, remove|Да, удалить|Sim, remover)$/;
  const ask = await user.waitFor((m) => m.buttons.flat().some((label) => yes.test(label)));
  user.press(yes, { messageId: ask.messageId });
  await user.waitFor(/is removed|удалён|foi removida/);
}
