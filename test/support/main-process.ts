/**
 * The bot as operators start it: `src/main.ts` in a process of its own, configured by environment
 * and command line, for start-up tests (exit codes, messages, waits). `runMain` waits for it to
 * exit; `startMain` waits for its "bot started" line and stops it with SIGTERM; `mainServices`
 * gives a suite the network and Telegram it talks to.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll } from "vitest";
import { type BotApiStandIn, startBotApi } from "../../src/bot-api-stand-in/stand-in.js";
import { type Sandbox, startSandbox } from "../../src/sandbox/index.js";

const MAIN = fileURLToPath(new URL("../../src/main.ts", import.meta.url));

export interface MainExit {
  code: number | null;
  /** The log (pino JSON lines). */
  stdout: string;
  /** What main.ts prints on a refused start. */
  stderr: string;
}

export interface RunningMain {
  output(): string;
  /** What the process wrote to stderr so far (node's warnings). */
  errors(): string;
  /** SIGTERM; resolves with the exit code. */
  stop(): Promise<number | null>;
  /** SIGKILL: the process ends with nothing let go in order; resolves once it has. */
  kill(): Promise<void>;
}

interface Spawned {
  child: ChildProcess;
  exited: Promise<MainExit>;
  stdout(): string;
  stderr(): string;
}

function spawnMain(env: Record<string, string>, args: string[], nodeFlags: string[]): Spawned {
  let stdout = "";
  let stderr = "";
  const child = spawn(process.execPath, [...nodeFlags, "--import", "tsx", MAIN, ...args], {
    env: { ...process.env, LOG_LEVEL: "info", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (chunk: Buffer) => {
    stdout += chunk.toString();
  });
  child.stderr?.on("data", (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const exited = new Promise<MainExit>((resolve) =>
    child.once("exit", (code) => resolve({ code, stdout, stderr })),
  );
  return { child, exited, stdout: () => stdout, stderr: () => stderr };
}

/** Runs main.ts until it exits; one that is still running after `timeoutMs` is killed and fails. */
export async function runMain(
  env: Record<string, string>,
  args: string[] = [],
  timeoutMs = 20_000,
): Promise<MainExit> {
  const { child, exited, stdout } = spawnMain(env, args, []);
  const timer = setTimeout(() => child.kill("SIGKILL"), timeoutMs);
  const result = await exited;
  clearTimeout(timer);
  if (result.code === null) {
    throw new Error(`main.ts was still running after ${timeoutMs} ms: ${stdout()}`);
  }
  return result;
}

/**
 * Starts main.ts (node given `nodeFlags` before it) and resolves once it logged "bot started"
 * (fails if it exits first).
 */
export async function startMain(
  env: Record<string, string>,
  args: string[] = [],
  timeoutMs = 30_000,
  nodeFlags: string[] = [],
): Promise<RunningMain> {
  const { child, exited, stdout, stderr } = spawnMain(env, args, nodeFlags);
  const started = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`main.ts did not start: ${stdout()}`)),
      timeoutMs,
    );
    child.stdout?.on("data", () => {
      if (!stdout().includes('"msg":"bot started"')) return;
      clearTimeout(timer);
      resolve();
    });
    void exited.then((exit) => {
      clearTimeout(timer);
      reject(new Error(`main.ts exited (${exit.code}): ${exit.stderr}${exit.stdout}`));
    });
  });
  await started.catch((error: unknown) => {
    child.kill("SIGKILL");
    throw error;
  });
  return {
    output: stdout,
    errors: stderr,
    async stop() {
      if (child.exitCode === null) child.kill("SIGTERM");
      return (await exited).code;
    },
    async kill() {
      if (child.exitCode === null) child.kill("SIGKILL");
      await exited;
    },
  };
}

const freshSqlite = () =>
  `sqlite://${join(mkdtempSync(join(tmpdir(), "pbot-main-")), "bot.sqlite")}`;

export interface MainServices {
  readonly sandbox: Sandbox;
  readonly botApi: BotApiStandIn;
  /** main.ts's environment for them, on a fresh SQLite file; `extra` wins over any of it. */
  env(extra?: Record<string, string>): Record<string, string>;
}

/**
 * The sandbox (the network) and the Bot API stand-in (Telegram) a started main.ts talks to,
 * started before the calling suite (or describe block) and closed after it.
 */
export function mainServices(): MainServices {
  let running: { sandbox: Sandbox; botApi: BotApiStandIn } | undefined;
  beforeAll(async () => {
    running = { sandbox: await startSandbox(), botApi: await startBotApi() };
  });
  afterAll(async () => {
    await running?.botApi.close();
    await running?.sandbox.close();
  });
  const started = () => {
    if (!running) throw new Error("mainServices: used outside the suite that started them");
    return running;
  };
  return {
    get sandbox() {
      return started().sandbox;
    },
    get botApi() {
      return started().botApi;
    },
    env(extra = {}) {
      const { sandbox, botApi } = started();
      return {
        BOT_TOKEN: botApi.token,
        TELEGRAM_API_ROOT: botApi.apiRoot,
        PUBLISHER_API_URL: sandbox.url,
        STORAGE_URL: extra.STORAGE_URL ?? freshSqlite(),
        PORT: "0",
        ...extra,
      };
    },
  };
}
