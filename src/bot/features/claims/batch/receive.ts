/**
 * A list of lost orders as a publisher sends it: a CSV or XLSX document, read away from the bot
 * (table/read-table.ts), or lines pasted as a message. A table whose columns are told is checked
 * and summed up (prepare.ts); otherwise its columns are asked (column-picker.ts).
 */
import { Composer } from "grammy";
import { onButton } from "../../../core/callback-data.js";
import type { BotContext, HandlerContext } from "../../../core/context.js";
import { requireClaimClient } from "../access.js";
import { askColumns } from "./column-picker.js";
import { batchHowButton } from "./keyboards.js";
import { prepareBatch } from "./prepare.js";
import { sourceOf } from "./source.js";
import { MAX_FILE_BYTES, type Table, type TableAnswer } from "./table/limits.js";

export const receiveComposer = new Composer<HandlerContext>();
const privately = receiveComposer.chatType("private");

/** The message that asked for pasted lines, by user: the message right after it is lines. */
const ASKED_KIND = "claim-batch-asked";
const ASKED_KEEP_MS = 60 * 60_000;

privately.on("message:document", async (ctx) => {
  const document = ctx.message.document;
  const name = document.file_name ?? "orders.csv";
  if ((document.file_size ?? 0) > MAX_FILE_BYTES) {
    await ctx.reply(ctx.t("claims-batch-refused-too-big"));
    return;
  }
  if (!(await requireClaimClient(ctx))) return;
  const bytes = await download(ctx).catch(() => undefined);
  if (bytes === undefined) return void (await ctx.reply(ctx.t("claims-batch-refused-download")));
  if (bytes === "too-big") return void (await ctx.reply(ctx.t("claims-batch-refused-too-big")));
  const { readTable } = await import("./table/read-table.js");
  const table = await readTable(bytes, name);
  if (!table.ok) {
    await ctx.reply(ctx.t(`claims-batch-refused-${table.reason}`));
    return;
  }
  await checkTable(ctx, table, name);
});

/**
 * Lines pasted as a message: right after the bot asked for them, whatever they are (one line is
 * a list of one); otherwise only a table of at least two rows and three columns whose columns are
 * told, and anything else goes on (to search).
 */
privately.on("message:text", async (ctx, next) => {
  const text = ctx.message.text;
  if (text.startsWith("/")) return next();
  if (await answersAsk(ctx)) {
    const table = await readLines(text);
    if (!table.ok || Math.max(...table.rows.map((row) => row.length)) < 3) {
      return askLines(ctx);
    }
    return checkTable(ctx, table, ctx.t("claims-batch-pasted-name"));
  }
  if (text.split("\n").filter((l) => l.trim()).length < 2) return next();
  const table = await readLines(text);
  if (!table.ok || table.rows.some((row) => row.length < 3)) return next();
  const source = sourceOf(table, ctx.speech.lang);
  if (!source) return next();
  await prepareBatch(ctx, source, ctx.t("claims-batch-pasted-name"));
});

/**
 * Pasted lines as a table. The table readers (csv-parse, the worker that reads files) load with
 * the first table a publisher sends, not at start: the bot at rest never needs them.
 */
async function readLines(text: string): Promise<TableAnswer> {
  const { readCsvText } = await import("./table/csv.js");
  return readCsvText(text);
}

async function checkTable(ctx: BotContext, table: Table, name: string): Promise<void> {
  const source = sourceOf(table, ctx.speech.lang);
  if (!source) return askColumns(ctx, table, name);
  await prepareBatch(ctx, source, name);
}

/** Whether this message is the one right after the bot asked for lines (the ask is used up). */
async function answersAsk(ctx: BotContext & { message: { message_id: number } }) {
  const asked = ctx.deps.storage.records<number>(ASKED_KIND);
  const userId = ctx.from?.id ?? 0;
  const askedAt = await asked.get(userId);
  if (askedAt === undefined) return false;
  await asked.delete(userId);
  return ctx.message.message_id === askedAt + 1;
}

/** How to send a list; the message right after it is read as lines. */
async function askLines(ctx: BotContext): Promise<void> {
  const sent = await ctx.reply(ctx.t("claims-batch-how"));
  await ctx.deps.storage
    .records<number>(ASKED_KIND)
    .set(ctx.from?.id ?? 0, sent.message_id, ASKED_KEEP_MS);
}

/** Pressed under /claim's first question, it leaves the wizard so the list is read as a list. */
onButton(receiveComposer, batchHowButton, async (ctx) => {
  await ctx.answerCallbackQuery();
  await ctx.conversation.exitAll();
  await askLines(ctx);
});

/**
 * The document's bytes, through getFile and the Bot API's file address, counted as they arrive:
 * past the limit the download stops, whatever size the document declared.
 */
async function download(ctx: BotContext): Promise<Uint8Array | "too-big"> {
  const file = await ctx.getFile();
  const root = ctx.deps.config.telegramApiRoot;
  const answer = await fetch(`${root}/file/bot${ctx.api.token}/${file.file_path ?? ""}`, {
    signal: AbortSignal.timeout(60_000),
  });
  if (!answer.ok || !answer.body) throw new Error(`file download failed: ${answer.status}`);
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of answer.body) {
    size += chunk.length;
    if (size > MAX_FILE_BYTES) return "too-big";
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}
