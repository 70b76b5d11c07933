import type { Update } from "grammy/types";
import type { Config } from "../../config.js";
import { openInbox } from "../../inbox/index.js";
import type { BotDeps } from "./context.js";

/** What @grammyjs/runner allows at once in polling mode; the webhook's inbox hands out as many. */
const UPDATES_AT_ONCE = 500;

/** Webhook mode: updates are written to the inbox, acknowledged, then handled from it. */
export async function updateInbox(
  config: Config,
  deps: BotDeps,
  bot: { handleUpdate(update: Update): Promise<void> },
) {
  const inbox = await openInbox({
    storage: deps.storage,
    kind: "update",
    settings: config.inbox,
    concurrency: UPDATES_AT_ONCE,
    logger: deps.logger,
    ...(deps.metrics && { metrics: deps.metrics }),
    async handler(entry) {
      const update = JSON.parse(entry.body) as Update;
      try {
        await bot.handleUpdate(update);
      } catch (error) {
        // Handled as far as it went (a reply may be out): trying again could say it twice.
        deps.logger.error({ err: error, update_id: update.update_id }, "webhook update failed");
      }
      return "done";
    },
  });
  inbox.start();
  return {
    accept: async (update: Update, raw: string) => {
      const added = await inbox.add(raw, {
        key: String(update.update_id),
        ...orderOf(update),
      });
      if (added === "full") deps.metrics?.inboxRefused.inc({ kind: "update" });
      return added;
    },
    stop: () => inbox.stop(),
  };
}

interface UpdateBody {
  chat?: { id: number };
  message?: { chat?: { id: number } };
  from?: { id: number };
}

/**
 * An update's chat (or, for inline queries, its user), as the bot's `sequentialize` orders them:
 * the update's one body is the field beside `update_id`.
 */
function orderOf(update: Update): { order?: string } {
  for (const [field, value] of Object.entries(update)) {
    if (field === "update_id" || typeof value !== "object" || value === null) continue;
    const body = value as UpdateBody;
    const id = body.chat?.id ?? body.message?.chat?.id ?? body.from?.id;
    return id === undefined ? {} : { order: String(id) };
  }
  return {};
}
