/**
 * Starts test/support/bot-process.ts in a child process (tsx via --import) and talks to it:
 * wait for ready, run a job, stop with SIGTERM or kill with SIGKILL. Its log goes to `output`.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import type { ChildMessage, ParentMessage } from "./bot-process.js";
import { testNow } from "./clock.js";

const ENTRY = fileURLToPath(new URL("./bot-process.ts", import.meta.url));

export interface ChildBot {
  /** Its HTTP port (webhook, /healthz, /metrics). */
  port: number;
  url: string;
  /** What it printed (pino JSON lines). */
  output(): string;
  /** Runs one of its jobs for the tick `at`, as the scheduler would. */
  runJob(job: string, at: Date): Promise<void>;
  /** SIGTERM: finishes work in flight, then exits. */
  stop(): Promise<number | null>;
  /** SIGKILL: dies at once, mid-whatever. */
  kill(): Promise<void>;
}

let nextRun = 1;

export async function startChildBot(env: Record<string, string>): Promise<ChildBot> {
  let output = "";
  const child: ChildProcess = spawn(process.execPath, ["--import", "tsx", ENTRY], {
    // The child's clock starts where the suite's stands now (test/support/clock.ts).
    env: { ...process.env, LOG_LEVEL: "warn", TEST_NOW: testNow().toISOString(), ...env },
    stdio: ["ignore", "pipe", "pipe", "ipc"],
  });
  child.stdout?.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));
  const waiting = new Map<number, (message: ChildMessage & { type: "ran" }) => void>();
  child.on("message", (message: ChildMessage) => {
    if (message.type === "ran") waiting.get(message.id)?.(message);
  });

  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`bot process did not start: ${output}`)),
      30_000,
    );
    child.on("message", (message: ChildMessage) => {
      if (message.type !== "ready") return;
      clearTimeout(timer);
      resolve(message.port ?? 0);
    });
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`bot process exited (${code}) before it was ready: ${output}`));
    });
  });

  return {
    port,
    url: `http://127.0.0.1:${port}`,
    output: () => output,
    runJob(job, at) {
      const id = nextRun++;
      return new Promise((resolve, reject) => {
        waiting.set(id, (message) => {
          waiting.delete(id);
          if (message.error) reject(new Error(message.error));
          else resolve();
        });
        child.send({ type: "run", id, job, at: at.toISOString() } satisfies ParentMessage);
      });
    },
    async stop() {
      if (child.exitCode !== null) return child.exitCode;
      child.kill("SIGTERM");
      return exited;
    },
    async kill() {
      if (child.exitCode !== null) return;
      child.kill("SIGKILL");
      await exited;
    },
  };
}
