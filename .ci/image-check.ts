/**
 * The image's last step, without Docker: starts the pruned tree's compiled bot with the
 * Dockerfile's own CMD against the sandbox and the Bot API stand-in (both from this checkout),
 * has a publisher send /start, reads the bot's idle RSS, has a publisher send an XLSX of lost
 * orders and one that lies about its size (read by the pruned tree's reading worker), and stops it
 * with SIGTERM.
 * Usage: tsx .ci/image-check.ts <pruned tree> [label]. Exits non-zero when a step fails.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import ExcelJS from "exceljs";
import { imageNodeOptions } from "../bench/deployed.js";
import { startBotApi } from "../src/bot-api-stand-in/stand-in.js";
import { TelegramUser } from "../src/bot-api-stand-in/user.js";
import { startSandbox } from "../src/sandbox/index.js";
import { lyingXlsx } from "../test/features/claims/hostile-files.js";

const STOP_WITHIN_MS = 25_000;

/** The Dockerfile's `CMD ["node", …]`, as an argument list. */
function dockerCommand(tree: string): string[] {
  const dockerfile = readFileSync(join(tree, "Dockerfile"), "utf8");
  const line = dockerfile.split("\n").find((l) => l.startsWith("CMD "));
  if (!line) throw new Error("the Dockerfile has no CMD");
  return JSON.parse(line.slice(4)) as string[];
}

function waitForLine(child: ChildProcess, output: () => string, text: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no "${text}" in: ${output()}`)), 60_000);
    const look = () => {
      if (!output().includes(text)) return;
      clearTimeout(timer);
      resolve();
    };
    child.stdout?.on("data", look);
    child.once("exit", (code) => reject(new Error(`exited ${code}: ${output()}`)));
  });
}

/** A connected publisher's XLSX is read by the compiled worker; a lying one is refused. */
async function readsFiles(
  botApi: Awaited<ReturnType<typeof startBotApi>>,
  publisher: { apiKey: string; clientId: string; clientSecret: string } | undefined,
): Promise<void> {
  const user = new TelegramUser(botApi, { id: 4343, firstName: "Ana", languageCode: "en" });
  user.send(`/connect ${publisher?.apiKey}`);
  await user.waitFor(/client ID/, { timeoutMs: 15_000 });
  user.send(publisher?.clientId ?? "");
  await user.waitFor(/client secret/, { timeoutMs: 15_000 });
  user.send(publisher?.clientSecret ?? "");
  await user.waitFor(/claims are enabled/, { timeoutMs: 15_000 });
  user.sendDocument("orders.xlsx", lyingXlsx(1100));
  await user.waitFor(/unpacks to more than 60 MB/, { timeoutMs: 30_000 });
  const book = new ExcelJS.Workbook();
  const day = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
  book.addWorksheet("Orders").addRows([
    ["Order", "Date", "Sum", "Offer"],
    ["IMAGE-1", day, 1299.5, "no such offer"],
  ]);
  user.sendDocument("orders.xlsx", Buffer.from(await book.xlsx.writeBuffer()));
  const summary = await user.waitFor(/1 row:/, { timeoutMs: 30_000 });
  console.log(`image-check: an XLSX read: ${summary.text.split("\n")[1]}`);
}

function rssMiB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]) / 1024;
}

async function main(): Promise<void> {
  const tree = process.argv[2];
  if (!tree) throw new Error("usage: image-check.ts <tree> [label]");
  const label = process.argv[3] ?? "compiled";
  const [program, ...args] = dockerCommand(tree);
  if (program !== "node") throw new Error(`CMD runs ${program}, not node`);
  const sandbox = await startSandbox();
  const botApi = await startBotApi();
  const data = mkdtempSync(join(tmpdir(), "image-check-"));
  let output = "";
  const bot = spawn(process.execPath, args, {
    cwd: tree,
    env: {
      PATH: process.env.PATH ?? "",
      NODE_ENV: "production",
      MALLOC_ARENA_MAX: "2",
      // The image's ENV: its heap ceiling.
      NODE_OPTIONS: imageNodeOptions(),
      BOT_MODE: "polling",
      PORT: "0",
      BOT_TOKEN: botApi.token,
      TELEGRAM_API_ROOT: botApi.apiRoot,
      PUBLISHER_API_URL: sandbox.url,
      STORAGE_URL: `sqlite://${join(data, "bot.sqlite")}`,
      SECRET_KEY: Buffer.alloc(32, 7).toString("base64"),
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  bot.stdout?.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  bot.stderr?.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  try {
    await waitForLine(bot, () => output, '"msg":"bot started"');
    const user = new TelegramUser(botApi, { id: 4242, firstName: "Pat", languageCode: "en" });
    user.send("/start");
    const answer = await user.next({ timeoutMs: 15_000 });
    console.log(`image-check: /start answered: ${answer.text.split("\n")[0]}`);
    await sleep(5_000);
    const pid = bot.pid ?? 0;
    console.log(`image-check: ${label} bot idle RSS ${rssMiB(pid).toFixed(1)} MiB`);
    await readsFiles(botApi, sandbox.publishers[0]);
    const asked = Date.now();
    const exited = new Promise<number | null>((resolve) => bot.once("exit", resolve));
    bot.kill("SIGTERM");
    const timer = setTimeout(() => bot.kill("SIGKILL"), STOP_WITHIN_MS);
    const code = await exited;
    clearTimeout(timer);
    const ms = Date.now() - asked;
    console.log(`image-check: SIGTERM -> exit ${code} in ${ms} ms`);
    if (code !== 0) throw new Error(`the bot exited ${code} on SIGTERM: ${output}`);
  } finally {
    if (bot.exitCode === null) bot.kill("SIGKILL");
    await botApi.close();
    await sandbox.close();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(`image-check failed: ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  },
);
