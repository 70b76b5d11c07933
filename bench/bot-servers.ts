/**
 * What a bench child's bot talks to: the sandbox and the Bot API stand-in in this process (their
 * CPU is not the bot's), a scratch data folder, and the environment the child is started with.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type BotApiStandIn, startBotApi } from "../src/bot-api-stand-in/stand-in.js";
import { type Sandbox, startSandbox } from "../src/sandbox/index.js";

/** What a seeded bench child needs: where the servers are, and which publishers to seed. */
export interface SeededChildEnv {
  apiUrl: string;
  apiRoot: string;
  token: string;
  dataDir: string;
  demoKey: string;
  publishers: number;
  firstId: number;
}

export interface BotServers {
  sandbox: Sandbox;
  botApi: BotApiStandIn;
  env: SeededChildEnv;
}

/** Starts the servers, runs `bench` with them, and stops them and removes the data after. */
export async function withBotServers<T>(
  name: string,
  seed: { publishers: number; firstId: number },
  bench: (servers: BotServers) => Promise<T>,
): Promise<T> {
  const sandbox = await startSandbox();
  const botApi = await startBotApi({ keepFiles: false, recordCalls: false });
  // The sandbox keeps every call for tests; a bench has no use for 50,000 of them.
  const trim = setInterval(() => sandbox.control.clearCalls(), 1000);
  const dataDir = mkdtempSync(join(tmpdir(), `pbot-bench-${name}-`));
  const env: SeededChildEnv = {
    apiUrl: sandbox.url,
    apiRoot: botApi.apiRoot,
    token: botApi.token,
    dataDir,
    demoKey: sandbox.publishers[0]?.apiKey ?? "",
    ...seed,
  };
  try {
    return await bench({ sandbox, botApi, env });
  } finally {
    clearInterval(trim);
    await botApi.close();
    await sandbox.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
