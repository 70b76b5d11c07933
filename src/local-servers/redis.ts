/**
 * A real `redis-server` of the test's own, on a free port in a temp dir, without persistence
 * (`--save "" --appendonly no`) so it starts in milliseconds. `restart()` saves on the way down
 * (SHUTDOWN SAVE) and starts again on the same port and dir, as a rolling Redis upgrade would;
 * `kill()` and `start()` model a crash. `redis-server` must be on the PATH (CI installs it).
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { Socket } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort } from "./ports.js";

export interface TestRedis {
  url: string;
  port: number;
  /** One command over a fresh connection (RESP), answered as text lines. */
  command(...args: string[]): Promise<string>;
  /** Every key (SCAN through the keyspace). */
  keys(pattern?: string): Promise<string[]>;
  /** Saves the dataset, stops, and starts again on the same port after `downMs`. */
  restart(downMs?: number): Promise<void>;
  /** Stops without saving (a crash). */
  kill(): Promise<void>;
  start(): Promise<void>;
  stop(): Promise<void>;
}

export async function startRedis(): Promise<TestRedis> {
  const dir = mkdtempSync(join(tmpdir(), "pbot-redis-"));
  const port = await freePort();
  let child: ChildProcess | undefined;

  const start = async () => {
    const process = spawn(
      "redis-server",
      [
        "--port",
        String(port),
        "--bind",
        "127.0.0.1",
        "--dir",
        dir,
        "--save",
        "",
        "--appendonly",
        "no",
      ],
      { stdio: ["ignore", "pipe", "pipe"], env: realClockEnv() },
    );
    let failure: Error | undefined;
    process.on("error", (error) => {
      failure = error;
    });
    child = process;
    await waitUntilAnswering(port, process, () => failure);
  };
  const stopped = async (signal: NodeJS.Signals) => {
    const running = child;
    child = undefined;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise((resolve) => running.once("exit", resolve));
    running.kill(signal);
    await exited;
  };
  const command = (...args: string[]) => sendCommand(port, args);

  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    command,
    async keys(pattern = "*") {
      const found: string[] = [];
      let cursor = "0";
      do {
        const [next, ...batch] = (
          await command("SCAN", cursor, "MATCH", pattern, "COUNT", "1000")
        ).split("\n");
        cursor = next ?? "0";
        found.push(...batch.filter(Boolean));
      } while (cursor !== "0");
      return found.sort();
    },
    async restart(downMs = 0) {
      const running = child;
      child = undefined;
      if (running) {
        const exited = new Promise((resolve) => running.once("exit", resolve));
        await command("SHUTDOWN", "SAVE").catch(() => undefined);
        await exited;
      }
      if (downMs > 0) await new Promise((resolve) => setTimeout(resolve, downMs));
      await start();
    },
    kill: () => stopped("SIGKILL"),
    start,
    async stop() {
      await stopped("SIGTERM");
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function waitUntilAnswering(
  port: number,
  child: ChildProcess,
  failure: () => Error | undefined,
): Promise<void> {
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const error = failure();
    if (error) {
      throw new Error(
        `cannot start redis-server (${error.message}): install it (apt-get install redis-server)`,
      );
    }
    if (child.exitCode !== null) throw new Error(`redis-server exited: ${output.slice(-500)}`);
    if ((await sendCommand(port, ["PING"]).catch(() => "")) === "PONG") return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`redis-server did not answer on port ${port}: ${output.slice(-500)}`);
}

/** A minimal RESP client: enough for PING, SCAN, GET, SHUTDOWN in tests. */
function sendCommand(port: number, args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = new Socket();
    let data = "";
    const frame = `*${args.length}\r\n${args.map((a) => `$${Buffer.byteLength(a)}\r\n${a}\r\n`).join("")}`;
    socket.setTimeout(5000, () => socket.destroy(new Error("redis command timed out")));
    socket.on("error", reject);
    socket.on("data", (chunk) => {
      // latin1 keeps one char per byte, so RESP lengths (in bytes) index the text directly.
      data += chunk.toString("latin1");
      const parsed = parseReply(data);
      if (parsed !== undefined) {
        socket.end();
        if (parsed.startsWith("ERR:")) reject(new Error(parsed.slice(4)));
        else resolve(parsed);
      }
    });
    socket.on("close", () => resolve(parseReply(data) ?? ""));
    socket.connect(port, "127.0.0.1", () => socket.write(frame));
  });
}

/** A whole RESP reply flattened into lines, or undefined while incomplete. */
function parseReply(text: string): string | undefined {
  const lines: string[] = [];
  const at = { i: 0 };
  const readLine = () => {
    const end = text.indexOf("\r\n", at.i);
    if (end < 0) return undefined;
    const line = text.slice(at.i, end);
    at.i = end + 2;
    return line;
  };
  const readValue = (): boolean => {
    const line = readLine();
    if (line === undefined) return false;
    const kind = line[0];
    const rest = line.slice(1);
    if (kind === "+" || kind === ":") lines.push(rest);
    else if (kind === "-") lines.push(`ERR:${rest}`);
    else if (kind === "$") {
      const length = Number(rest);
      if (length < 0) {
        lines.push("");
        return true;
      }
      if (text.length < at.i + length + 2) return false;
      lines.push(Buffer.from(text.slice(at.i, at.i + length), "latin1").toString("utf8"));
      at.i += length + 2;
    } else if (kind === "*") {
      const count = Number(rest);
      for (let n = 0; n < count; n++) if (!readValue()) return false;
    }
    return true;
  };
  return readValue() ? lines.join("\n") : undefined;
}

/**
 * The environment without libfaketime: the date-sensitive suites run under it
 * (scripts/test-clocks.sh), and redis-server cannot start with it preloaded. Tests own their
 * clock; the server keeps the machine's.
 */
function realClockEnv(): NodeJS.ProcessEnv {
  const env = { ...globalThis.process.env };
  delete env.LD_PRELOAD;
  for (const name of Object.keys(env)) if (name.startsWith("FAKETIME")) delete env[name];
  return env;
}
