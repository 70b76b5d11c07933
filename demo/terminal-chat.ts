/**
 * Chat with the bot from a terminal, as a Telegram user, through the Bot API stand-in.
 * Type a message to send it, a number to press that button of the latest keyboard, /quit to leave.
 */
import { mkdir, writeFile } from "node:fs/promises";
import { basename, join } from "node:path";
import { createInterface } from "node:readline";
import type { Readable, Writable } from "node:stream";
import type { BotApiEvent, BotApiStandIn, StoredMessage } from "../test/support/bot-api.js";
import type { TelegramUser } from "../test/support/user.js";

export interface TerminalIo {
  input: Readable;
  output: Writable & { isTTY?: boolean };
}

export interface TerminalChatOptions {
  /** Where photos and documents the bot sends are saved (default ./data-demo). */
  filesDir?: string;
}

const ENTITIES: Record<string, string> = { lt: "<", gt: ">", amp: "&", quot: '"' };

/** Telegram HTML to terminal text: bold/italic/underline as ANSI on a TTY, links as "text (url)". */
export function htmlToTerminal(html: string, ansi: boolean): string {
  const style = (on: string, off: string) => (ansi ? [`\x1b[${on}m`, `\x1b[${off}m`] : ["", ""]);
  const styles: Record<string, string[]> = {
    b: style("1", "22"),
    strong: style("1", "22"),
    i: style("3", "23"),
    em: style("3", "23"),
    u: style("4", "24"),
    ins: style("4", "24"),
  };
  const links: string[] = [];
  return html
    .replace(/<(\/?)([a-z-]+)([^>]*)>/gi, (_, close: string, tag: string, attrs: string) => {
      const name = tag.toLowerCase();
      if (name === "a") {
        if (!close) links.push(/href\s*=\s*["']?([^"'\s>]+)/i.exec(attrs)?.[1] ?? "");
        return close ? ` (${links.pop() ?? ""})` : "";
      }
      return styles[name]?.[close ? 1 : 0] ?? "";
    })
    .replace(
      /&(lt|gt|amp|quot);|&#(\d+);|&#x([0-9a-f]+);/gi,
      (m, named?: string, dec?: string, hex?: string) => {
        if (named) return ENTITIES[named.toLowerCase()] ?? m;
        return String.fromCodePoint(dec ? Number(dec) : Number.parseInt(hex ?? "0", 16));
      },
    );
}

function kb(bytes: number): string {
  return bytes < 1024 ? `${bytes} B` : `${Math.round(bytes / 1024)} KB`;
}

export async function runTerminalChat(
  standIn: BotApiStandIn,
  user: TelegramUser,
  io: TerminalIo = { input: process.stdin, output: process.stdout },
  options: TerminalChatOptions = {},
): Promise<void> {
  const filesDir = options.filesDir ?? "./data-demo";
  const ansi = io.output.isTTY === true;
  const rl = createInterface({ input: io.input, output: io.output, terminal: ansi });
  rl.setPrompt("you> ");
  let keyboard: { messageId: number; labels: string[]; urls: (string | undefined)[] } | undefined;
  let printing = Promise.resolve();

  const print = (text: string) => {
    io.output.write(`${ansi ? "\r\x1b[K" : ""}${text}\n`);
    if (ansi) rl.prompt(true);
  };

  const textOf = (m: StoredMessage) =>
    m.parseMode?.toLowerCase() === "html" ? htmlToTerminal(m.html, ansi) : m.text;

  const show = async (m: StoredMessage, edited: boolean) => {
    const lines: string[] = [];
    const file = m.photo ?? m.document;
    if (file) {
      const name = basename(file.filename ?? `${m.kind}-${m.messageId}`);
      if (file.bytes) {
        await mkdir(filesDir, { recursive: true });
        const path = join(filesDir, `${m.messageId}-${name}`);
        await writeFile(path, file.bytes);
        lines.push(`[${m.kind}: ${kb(file.size)} ${name} saved to ${path}]`);
      } else lines.push(`[${m.kind}: ${file.url ?? name}]`);
    }
    if (m.text) lines.push(textOf(m));
    const rows = m.replyMarkup?.inline_keyboard ?? [];
    if (rows.length > 0) {
      const buttons = rows.flat();
      keyboard = {
        messageId: m.messageId,
        labels: buttons.map((b) => b.text),
        urls: buttons.map((b) => b.url),
      };
      lines.push(
        rows
          .map((row) => row.map((b) => `[${buttons.indexOf(b) + 1}] ${b.text}`).join("  "))
          .join("\n"),
      );
    } else if (keyboard?.messageId === m.messageId) keyboard = undefined;
    print(`${edited ? "bot (edited): " : "bot: "}${lines.join("\n")}`);
  };

  const onEvent = (e: BotApiEvent) => {
    if (e.type === "send" || e.type === "edit") {
      if (e.chatId !== user.id) return;
      printing = printing
        .then(() => show(e.message, e.type === "edit"))
        .catch((err) => print(`(error: ${err})`));
      user.drain();
    } else if (e.type === "delete" && e.chatId === user.id) {
      if (keyboard?.messageId === e.messageId) keyboard = undefined;
      print(
        e.message.from === "user"
          ? "(the bot deleted your message)"
          : "(the bot deleted one of its messages)",
      );
    } else if (e.type === "callbackAnswer" && e.userId === user.id && e.text) {
      print(`${e.showAlert ? "[alert]" : "[notice]"} ${e.text}`);
    } else if (e.type === "failure" && e.chatId === user.id) {
      print(`(the bot's ${e.method} failed: ${e.description})`);
    }
  };
  const unsubscribe = standIn.onEvent(onEvent);

  print("Type a message, a button number, or /quit.");
  if (ansi) rl.prompt();
  const closed = new Promise<void>((resolve) => rl.once("close", resolve));
  rl.on("line", (line) => {
    const text = line.trim();
    if (text === "/quit") {
      rl.close();
      return;
    }
    if (/^\d+$/.test(text) && keyboard) {
      const i = Number(text) - 1;
      const label = keyboard.labels[i];
      const url = keyboard.urls[i];
      if (label === undefined) print(`(no button ${text}; there are ${keyboard.labels.length})`);
      else if (url) print(`(button "${label}" opens ${url})`);
      else {
        try {
          user.press(label, { messageId: keyboard.messageId });
        } catch (err) {
          print(`(${err instanceof Error ? err.message : String(err)})`);
        }
      }
    } else if (text) user.send(text);
    if (ansi) rl.prompt();
  });
  await closed;
  unsubscribe();
  await printing;
}
