/**
 * When a table's columns cannot be told (no header the bot knows, cells that do not settle it),
 * the first rows are shown and the publisher picks, with buttons, the column of the order number,
 * the date, the sum and the offer (or "no offer column"); then the table is checked as usual.
 */
import { InlineKeyboard } from "grammy";
import { callbackKind } from "../../../core/callback-data.js";
import type { BotContext } from "../../../core/context.js";
import { escapeHtml } from "../../../format/html.js";
import { type Columns, headerColumns } from "./columns.js";
import { sourceFrom } from "./source.js";
import { Batches, type KeptSource } from "./store.js";
import type { Table } from "./table/limits.js";

const ASKED = ["number", "date", "amount", "offer"] as const;
type Asked = (typeof ASKED)[number];

/** `column` is the column's number from 1; 0 is "none" (the offer only). */
export const batchColumnButton = callbackKind("claims-batch-col", {
  id: "str",
  kind: ASKED,
  column: "int",
});

/** Rows shown above the question. */
const SHOWN_ROWS = 3;

/** Shows the first rows and asks the first column the table does not tell. */
export async function askColumns(ctx: BotContext, table: Table, fileName: string): Promise<void> {
  const named = headerColumns(table.rows[0] ?? []);
  const source: KeptSource = { ...sourceFrom(table, { ...named }, named !== undefined), fileName };
  const id = Batches.newId();
  await new Batches(ctx.deps.storage).keepSource(id, source);
  await askNext(ctx, id, source);
}

/** The next column to ask about, or undefined when every one is known. */
export function nextAsked(
  columns: Columns & Record<string, number | undefined>,
): Asked | undefined {
  return ASKED.find((kind) => columns[kind] === undefined);
}

export async function askNext(ctx: BotContext, id: string, source: KeptSource): Promise<void> {
  const kind = nextAsked(source.columns);
  if (!kind) return;
  const first = source.rows.slice(0, SHOWN_ROWS);
  const width = Math.max(0, ...first.map((row) => row.length));
  const keyboard = new InlineKeyboard();
  for (let index = 0; index < width; index++) {
    const sample = (first[0]?.[index] ?? "").slice(0, 20);
    keyboard
      .text(`${index + 1}: ${sample}`, batchColumnButton.pack({ id, kind, column: index + 1 }))
      .row();
  }
  if (kind === "offer")
    keyboard.text(
      ctx.t("claims-batch-no-offer-column"),
      batchColumnButton.pack({ id, kind, column: 0 }),
    );
  const shown = first.map((row) =>
    row
      .map((cell, i) => `${i + 1}: ${cell}`)
      .join(" | ")
      .slice(0, 160),
  );
  const rows = `<pre>${escapeHtml(shown.join("\n"))}</pre>`;
  await ctx.reply(ctx.t(`claims-batch-ask-column-${kind}`, { rows }), { reply_markup: keyboard });
}
