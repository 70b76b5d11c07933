/**
 * No file can hurt the bot: the compiled bot, polling, while a publisher sends XLSX
 * files that lie about their size (the zip declares its sheet as 4 KB; it inflates to 2 GiB),
 * once as the directory lies and once written as a stream (the local header declares nothing,
 * so the inflated bytes are counted to the limit). Meanwhile another user sends /help, one after
 * another. Figures: the bot's peak RSS over its idle RSS (read from /proc every 5 ms; aim: under
 * 50 MiB), and the p99 of the other user's replies while the files are read (aim: under 50 ms)
 * beside the same replies with no file read.
 *
 *   npx tsx bench/hostile-file.ts
 */
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { TelegramUser } from "../src/bot-api-stand-in/user.js";
import { lyingXlsx } from "../test/features/claims/hostile-files.js";
import { withBotServers } from "./bot-servers.js";
import { compileChild } from "./compiled.js";
import { benchNodeOptions, DEPLOYED_ENV, startFlags } from "./deployed.js";
import type { HostileFileEnv } from "./hostile-file-child.js";
import { percentile, round, sleep } from "./stats.js";
import type { BenchRow } from "./types.js";

/** Files of each kind sent one after another. */
const FILES = 5;
const INFLATED_MIB = 2048;

function rssMiB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/u.exec(status)?.[1] ?? 0) / 1024;
}

/** /help from `user`, one at a time until `until` settles; each reply's time in ms. */
async function helpLoop(user: TelegramUser, until: Promise<unknown>): Promise<number[]> {
  let done = false;
  void until.finally(() => {
    done = true;
  });
  const times: number[] = [];
  while (!done) {
    const started = performance.now();
    user.send("/help");
    await user.waitFor(/What I can do/, { timeoutMs: 30_000 });
    times.push(performance.now() - started);
  }
  return times;
}

async function sendFiles(alice: TelegramUser, streamed: boolean): Promise<void> {
  const file = lyingXlsx(INFLATED_MIB, streamed);
  for (let n = 0; n < FILES; n++) {
    alice.sendDocument("orders.xlsx", file);
    await alice.waitFor(/unpacks to more than 60 MB/, { timeoutMs: 60_000 });
  }
}

export async function benchHostileFile(): Promise<BenchRow[]> {
  const entry = compileChild("hostile-file-child");
  return withBotServers("hostile-file", { publishers: 0, firstId: 0 }, async (servers) => {
    const { env, botApi, sandbox } = servers;
    const childEnv: HostileFileEnv = { ...env };
    const child = spawn(process.execPath, [...startFlags(), entry], {
      env: {
        ...process.env,
        ...DEPLOYED_ENV,
        NODE_OPTIONS: benchNodeOptions(),
        BENCH_HOSTILE_FILE_CHILD: JSON.stringify(childEnv),
      },
      stdio: ["ignore", "pipe", "inherit"],
    });
    await new Promise<void>((resolve) => child.stdout.once("data", () => resolve()));
    const pid = child.pid ?? 0;
    try {
      const publisher = sandbox.publishers[0];
      const person = (id: number, firstName: string) =>
        new TelegramUser(botApi, { id, firstName, languageCode: "en" });
      const alice = person(7001, "Alice");
      const bruno = person(7002, "Bruno");
      alice.send(`/connect ${publisher?.apiKey}`);
      await alice.waitFor(/client ID/, { timeoutMs: 30_000 });
      alice.send(publisher?.clientId ?? "");
      await alice.waitFor(/client secret/, { timeoutMs: 30_000 });
      alice.send(publisher?.clientSecret ?? "");
      await alice.waitFor(/claims are enabled/, { timeoutMs: 30_000 });
      const quiet = await helpLoop(bruno, sleep(3000));
      const idle: number[] = [];
      const idleSampler = setInterval(() => idle.push(rssMiB(pid)), 5);
      await sleep(1000);
      clearInterval(idleSampler);
      const idleRss = percentile(idle, 50);
      const figures = async (streamed: boolean) => {
        let peak = 0;
        const sampler = setInterval(() => {
          peak = Math.max(peak, rssMiB(pid));
        }, 5);
        const files = sendFiles(alice, streamed);
        const during = await helpLoop(bruno, files);
        await files;
        clearInterval(sampler);
        return { over: peak - idleRss, p99: percentile(during, 99), replies: during.length };
      };
      const lying = await figures(false);
      const streamed = await figures(true);
      const quietP99 = percentile(quiet, 99);
      const note = (f: { replies: number }) =>
        `${FILES} files of 2 MB inflating to ${INFLATED_MIB / 1024} GiB; idle RSS ${round(idleRss, 1)} MiB; ${f.replies} replies`;
      return [
        {
          name: "hostile file: bot peak RSS over idle, the zip's directory lies",
          value: round(lying.over, 1),
          unit: "MiB",
          note: `${note(lying)}; aim < 50 MiB`,
          headline: { label: "a lying XLSX read: bot peak RSS over idle", aim: "< 50 MiB" },
        },
        {
          name: "hostile file: bot peak RSS over idle, written as a stream (counted to 60 MB)",
          value: round(streamed.over, 1),
          unit: "MiB",
          note: note(streamed),
        },
        {
          name: "hostile file: another user's /help reply p99 while the files are read",
          value: round(Math.max(lying.p99, streamed.p99), 2),
          unit: "ms",
          baseline: round(quietP99, 2),
          note: `baseline: the same replies with no file read (${quiet.length}); aim < 50 ms`,
          headline: {
            label: "another user's reply p99 while a lying file is read",
            aim: "< 50 ms",
          },
        },
      ];
    } finally {
      child.kill("SIGTERM");
      await new Promise((resolve) => child.once("exit", resolve));
    }
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  console.table(await benchHostileFile());
}
