/**
 * Two bot processes on one Redis behind one webhook address (a round-robin balancer, as Caddy in
 * compose.yaml): the scale-out set-up the multi-instance suites share.
 */
import { randomBytes } from "node:crypto";
import { type BotApiStandIn, startBotApi } from "../../src/bot-api-stand-in/stand-in.js";
import { startRedis, type TestRedis } from "../../src/local-servers/redis.js";
import type { Sandbox } from "../../src/sandbox/index.js";
import { type Balancer, startBalancer } from "./balancer.js";
import { type ChildBot, startChildBot } from "./child-bot.js";

export interface TwoInstances {
  redis: TestRedis;
  sandbox: Sandbox;
  botApi: BotApiStandIn;
  balancer: Balancer;
  instances: ChildBot[];
  /** Stops the bots, then what they used (the sandbox too). */
  stop(): Promise<void>;
}

export async function startTwoInstances(
  startSandbox: () => Promise<Sandbox>,
  env: Record<string, string> = {},
): Promise<TwoInstances> {
  const [redis, sandbox, botApi] = await Promise.all([startRedis(), startSandbox(), startBotApi()]);
  // The balancer first, for the webhook address the bots register; each bot on a port of its
  // own choosing (PORT=0), so no other suite can take it between a pick and the bot's listen.
  const balancer = await startBalancer();
  const shared = {
    BOT_TOKEN: botApi.token,
    TELEGRAM_API_ROOT: botApi.apiRoot,
    PUBLISHER_API_URL: sandbox.url,
    STORAGE_URL: redis.url,
    SECRET_KEY: randomBytes(32).toString("base64"),
    BOT_MODE: "webhook",
    WEBHOOK_URL: `${balancer.url}/webhook`,
    WEBHOOK_SECRET: "two-instances-secret",
    ...env,
  };
  const instances = await Promise.all([1, 2].map(() => startChildBot({ ...shared, PORT: "0" })));
  for (const instance of instances) balancer.add(instance.url);
  return {
    redis,
    sandbox,
    botApi,
    balancer,
    instances,
    async stop() {
      await Promise.all(instances.map((instance) => instance.stop()));
      await balancer.close();
      await botApi.close();
      await sandbox.close();
      await redis.stop();
    },
  };
}
