/** Reading a report card back as a publisher gets it: its caption, its picture's lines, its CSV. */
import type { BotMessage, TelegramUser } from "../../../src/bot-api-stand-in/user.js";
import { numberOf } from "../../support/chart-figures.js";
import { pngText } from "../../support/png-pixels.js";

/** The lines of the headline: /stats and the card write them with the same words. */
export const HEADLINE_MARKS = ["🖱", "📝", "🛒", "💰", "📈"] as const;

export function headlineLines(text: string): string[] {
  return HEADLINE_MARKS.map((mark) => text.split("\n").find((l) => l.startsWith(mark)) ?? "");
}

/** Every figure of a line as written ("1,893", "+12%", "5 772,70 $"), in order. */
export function figuresOf(line: string): string[] {
  return [...line.matchAll(/[−+]?\d[\d.,\u00a0\u202f ]*\d%?|[−+]?\d%?/g)].map((m) => m[0].trim());
}

/** A caption's line as the picture draws it: without its leading emoji. */
export const drawn = (line: string) =>
  line.replace(/^[\p{Extended_Pictographic}\u2195\u25b2\u25bc]\uFE0F?\s*/u, "");

/** The lines the picture carries in its Description (its chart's bars left out). */
export function pictureLines(photo: BotMessage): string[] {
  const bytes = photo.photo?.bytes;
  if (!bytes) throw new Error("no picture bytes");
  return (pngText(bytes, "Description") ?? "").split("\n").filter((l) => !isBar(l));
}

const BAR = / — .+ (\d+), .+ (\d+\.\d\d)$/;
const isBar = (line: string) => BAR.test(line);

/** The chart's bars from the picture's Description: clicks and commission (cents). */
export function pictureBars(photo: BotMessage): { clicks: number; cents: number }[] {
  const bytes = photo.photo?.bytes;
  if (!bytes) throw new Error("no picture bytes");
  return (pngText(bytes, "Description") ?? "")
    .split("\n")
    .filter(isBar)
    .map((line) => {
      const [, clicks, amount] = BAR.exec(line) ?? [];
      return { clicks: Number(clicks), cents: numberOf(amount ?? "") };
    });
}

/** The CSV's cells by row (its header first), split the way the language's spreadsheet does. */
export function csvRows(document: BotMessage, separator: string): string[][] {
  const bytes = document.document?.bytes;
  if (!bytes) throw new Error("no document bytes");
  const text = Buffer.from(bytes)
    .toString("utf8")
    .replace(/^\uFEFF/, "");
  return text
    .split("\r\n")
    .filter((line) => line !== "")
    .map((line) => line.split(separator));
}

/** The card the bot sends for a command: a photo, or a text when there is nothing to draw. */
export async function cardFor(user: TelegramUser, command: string): Promise<BotMessage> {
  user.send(command);
  return user.waitFor((m) => m.kind === "photo" || /🗓/.test(m.text), { timeoutMs: 30_000 });
}

/** The /stats summary for a typed period. */
export async function statsFor(user: TelegramUser, typed: string): Promise<BotMessage> {
  user.send(`/stats ${typed}`);
  return user.waitFor((m) => m.kind === "photo" || /📊/.test(m.text), { timeoutMs: 30_000 });
}
