import { Api, GrammyError, HttpError } from "grammy";
import type { UserFromGetMe } from "grammy/types";
import type { Config } from "../config.js";
import type { Logger } from "../logger.js";
import { StartupError } from "./error.js";
import { waitFor } from "./wait.js";

/** One getMe must not hang the start for grammY's default of 500 s. */
const GET_ME_TIMEOUT_S = 10;

/**
 * The bot's own identity, asked on a bare client (without the bot's retrying transformers, so the
 * first failure is said at once). Telegram out of reach is waited for, within STARTUP_WAIT_MS; a
 * token Telegram refuses ends the start with what to do, never with a stack trace.
 */
export async function meetTelegram(
  config: Pick<Config, "botToken" | "telegramApiRoot" | "startupWaitMs">,
  logger?: Logger,
): Promise<UserFromGetMe> {
  const api = new Api(config.botToken, {
    apiRoot: config.telegramApiRoot,
    timeoutSeconds: GET_ME_TIMEOUT_S,
  });
  try {
    return await waitFor(`Telegram at ${config.telegramApiRoot}`, () => api.getMe(), {
      waitMs: config.startupWaitMs,
      logger,
      waitable: (error) =>
        error instanceof HttpError ||
        (error instanceof GrammyError && (error.error_code >= 500 || error.error_code === 429)),
    });
  } catch (error) {
    if (!(error instanceof GrammyError)) throw error;
    throw refused(error);
  }
}

function refused(error: GrammyError): StartupError {
  if (error.error_code === 401 || error.error_code === 404) {
    return new StartupError(
      `Telegram refused BOT_TOKEN (${error.error_code} ${error.description}); ` +
        "copy the token again from @BotFather (/mybots, API Token)",
    );
  }
  return new StartupError(`Telegram answered getMe with ${error.error_code} ${error.description}`);
}
