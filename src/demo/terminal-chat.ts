/**
 * Chat with the bot from a terminal, as a Telegram user, through the Bot API stand-in.
 * Whatever is typed is sent as a message (numbers too: an amount, an order number, an offer id);
 * `#3` presses button 3 of any message shown (every button shown gets its own number), a button's
 * own text the newest button with that text on any message shown, `@57 2` (or `@57 Make link`) a button of message 57 (its
 * Telegram message id, shown beside each message); a chat-picker button picks one of the demo's
 * chats, whose posts are shown too; `@bot words` sends an inline query; `!command args` runs one
 * of the demo's network commands (the sandbox moves a claim, pauses an offer, makes a payout…);
 * /quit leaves.
 */
import { mkdir, writeFile } from "node:fs/promises";
import { basename, join } from "node:path";
import { createInterface } from "node:readline";
import type { Readable, Writable } from "node:stream";
import type { BotApiEvent, BotApiStandIn, StoredMessage } from "../bot-api-stand-in/stand-in.js";
import type { TelegramUser } from "../bot-api-stand-in/user.js";

export interface TerminalIo {
  input: Readable;
  output: Writable & { isTTY?: boolean };
}

export interface TerminalChatOptions {
  /** Where photos and documents the bot sends are saved (default ./data-demo). */
  filesDir?: string;
  /** `!name args`: what the network does on request (network-commands.ts), by name. */
  commands?: readonly NetworkCommand[];
  /** The demo's channels and groups: what Telegram's chat picker offers, and whose posts show. */
  chats?: readonly DemoChat[];
}

export interface DemoChat {
  id: number;
  title: string;
  type: "channel" | "supergroup";
}

/** A button shown, by its number: what pressing it does. */
interface ShownButton {
  messageId: number;
  label: string;
  url?: string;
  copy?: string;
  /** a reply-keyboard button: its text is sent, or (`channel`) a chat is picked */
  reply?: { pick?: "channel" | "supergroup" };
}

/** One `!name args` of the demo: the network acts, and the bot's reaction shows up. */
export interface NetworkCommand {
  name: string;
  /** `ID STATUS`: what follows the name */
  args: string;
  /** what it does, one line */
  help: string;
  /** resolves to what to print; throws (its message printed) for bad arguments */
  run(args: string[]): Promise<string>;
}

/** What can be typed, printed when the chat starts. */
export function chatHelp(options: Pick<TerminalChatOptions, "commands"> = {}): string {
  return [
    "Type a message to send it; numbers are sent as text too (an amount 1299, an order number 3, an offer id).",
    "Press a button by typing #N (its number in brackets, on any message shown) or the button's own text (the newest button with that text).",
    "@ID N or @ID text presses a button of the message with that id (the [@ID] beside it): its Nth button, or the one with that text.",
    "@bot words: an inline query, as typed in another chat after the bot's name.",
    ...(options.commands ?? []).map((c) => `!${c.name} ${c.args}: ${c.help}`),
    "/quit leaves.",
  ].join("\n");
}

/** An inline query's results, one line each. */
function inlineResultsText(results: Record<string, unknown>[]): string {
  if (results.length === 0) return "(no inline results)";
  return results
    .map((result, i) => {
      const title = typeof result.title === "string" ? result.title : String(result.id ?? "");
      const description = typeof result.description === "string" ? ` — ${result.description}` : "";
      return `  ${i + 1}. ${title}${description}`;
    })
    .join("\n");
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
  let printing = Promise.resolve();
  // Every button shown keeps its number while its message shows it: older keyboards press too.
  const shown = new Map<number, ShownButton>();
  let nextNumber = 1;
  const retire = (messageId: number) => {
    for (const [n, b] of shown) if (b.messageId === messageId) shown.delete(n);
  };
  const number = (button: Omit<ShownButton, "messageId">, messageId: number) => {
    const n = nextNumber++;
    shown.set(n, { ...button, messageId });
    return n;
  };
  const chatTitle = (id: number) => options.chats?.find((c) => c.id === id)?.title;

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
    retire(m.messageId);
    const rows = m.replyMarkup?.inline_keyboard ?? [];
    if (rows.length > 0) {
      const printed = rows.map((row) =>
        row
          .map((b) => {
            const copy = (b.copy_text as { text?: string } | undefined)?.text;
            const n = number({ label: b.text, url: b.url, copy }, m.messageId);
            return `[#${n}] ${b.text}`;
          })
          .join("  "),
      );
      lines.push(printed.join("\n"));
    }
    const replyRows = (m.replyMarkup?.keyboard ?? []) as unknown[][];
    if (replyRows.length > 0) lines.push(replyKeyboardLines(replyRows, m.messageId));
    const chat = chatTitle(m.chatId);
    // The message id, to press its buttons by it (`@ID N`): in the private chat, where presses go.
    const who = chat ? `«${chat}» (the bot posted)` : `bot [@${m.messageId}]`;
    print(`${who}${edited ? " (edited)" : ""}: ${lines.join("\n")}`);
  };

  /** The keyboard below the input field: its texts, and Telegram's chat picker. */
  const replyKeyboardLines = (rows: unknown[][], messageId: number) =>
    rows
      .map((row) =>
        row
          .map((raw) => {
            const b = (typeof raw === "string" ? { text: raw } : raw) as {
              text: string;
              request_chat?: { chat_is_channel?: boolean };
            };
            const pick = b.request_chat
              ? b.request_chat.chat_is_channel
                ? "channel"
                : "supergroup"
              : undefined;
            const n = number({ label: b.text, reply: { pick } }, messageId);
            const chat = pick && options.chats?.find((c) => c.type === pick);
            const note = chat ? ` (Telegram's chat picker: picks «${chat.title}»)` : "";
            return `[#${n}] ${b.text}${note}`;
          })
          .join("  "),
      )
      .join("\n");

  const onEvent = (e: BotApiEvent) => {
    if (e.type === "send" || e.type === "edit") {
      if (e.chatId !== user.id && chatTitle(e.chatId) === undefined) return;
      printing = printing
        .then(() => show(e.message, e.type === "edit"))
        .catch((err) => print(`(error: ${err})`));
      user.drain();
    } else if (e.type === "delete" && e.chatId === user.id) {
      retire(e.messageId);
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

  print(chatHelp(options));
  if (ansi) rl.prompt();
  const closed = new Promise<void>((resolve) => rl.once("close", resolve));

  const press = (n: number) => {
    const button = shown.get(n);
    if (!button) return print(`(no button #${n} on the messages shown)`);
    const { label, url, copy, reply, messageId } = button;
    if (url) return print(`(button "${label}" opens ${url})`);
    if (copy !== undefined) return print(`(copied to the clipboard: ${copy})`);
    try {
      if (reply?.pick) {
        const chat = options.chats?.find((c) => c.type === reply.pick);
        if (!chat) return print("(the demo has no such chat to pick)");
        user.shareChat(label, chat.id);
        print(`(picked «${chat.title}» in Telegram's chat picker)`);
      } else if (reply) user.send(label);
      else user.press(label, { messageId });
    } catch (err) {
      print(`(${err instanceof Error ? err.message : String(err)})`);
    }
  };

  /**
   * The number of the newest button shown whose text is `text`, on any message (a keyboard above
   * an alert or a newer message presses as well as the latest one).
   */
  const newestWithLabel = (text: string) => {
    let newest: number | undefined;
    for (const [n, b] of shown)
      if (b.label === text && (newest === undefined || n > newest)) newest = n;
    return newest;
  };

  /** `@ID N` or `@ID text`: the Nth button of message ID (left to right, top to bottom), or by text. */
  const pressOn = (messageId: number, which: string) => {
    const numbers = [...shown].filter(([, b]) => b.messageId === messageId).map(([n]) => n);
    if (numbers.length === 0) return print(`(no buttons on message @${messageId})`);
    const nth = /^\d+$/.test(which) ? numbers[Number(which) - 1] : undefined;
    const n = nth ?? numbers.find((k) => shown.get(k)?.label === which);
    if (n === undefined) return print(`(message @${messageId} has no button ${which})`);
    press(n);
  };

  const inline = async (words: string) => {
    try {
      const answer = await user.inline(words);
      print(`inline results for "${words}":\n${inlineResultsText(answer.results)}`);
    } catch (err) {
      print(`(${err instanceof Error ? err.message : String(err)})`);
    }
  };

  const runCommand = async (name: string, args: string) => {
    const command = options.commands?.find((c) => c.name === name);
    if (!command) {
      const known = (options.commands ?? []).map((c) => `!${c.name}`).join(", ");
      print(`(no command !${name}${known ? `; there are ${known}` : ""})`);
      return;
    }
    try {
      print(await command.run(args.trim().split(/\s+/).filter(Boolean)));
    } catch (err) {
      print(`(${err instanceof Error ? err.message : String(err)}; type !${name} ${command.args})`);
    }
  };

  rl.on("line", (line) => {
    const text = line.trim();
    if (text === "/quit") {
      rl.close();
      return;
    }
    const numbered = /^#(\d+)$/.exec(text);
    const onMessage = /^@(\d+)\s+(.+)$/.exec(text);
    // A bot's username starts with a letter: `@57 2` is a message id, `@bot words` a query.
    const inlineQuery = /^@[a-z]\w*(?:\s+(.*))?$/i.exec(text);
    const command = /^!([a-z-]+)\b(.*)$/.exec(text);
    const byLabel = newestWithLabel(text);
    if (numbered) press(Number(numbered[1]));
    else if (onMessage) pressOn(Number(onMessage[1]), (onMessage[2] ?? "").trim());
    else if (inlineQuery) void inline(inlineQuery[1] ?? "");
    else if (command) void runCommand(command[1] ?? "", command[2] ?? "");
    else if (text && byLabel !== undefined) press(byLabel);
    else if (text) user.send(text);
    if (ansi) rl.prompt();
  });
  await closed;
  unsubscribe();
  await printing;
}
