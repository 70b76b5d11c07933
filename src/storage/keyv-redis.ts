/** The scale-out store: Keyv on Redis. Loaded only when STORAGE_URL is redis://. */
import KeyvRedis from "@keyv/redis";
import Keyv from "keyv";
import { NAMESPACE, type OpenedStore, type RedisCommands } from "./keyv.js";
import { untilReconnected } from "./redis-retry.js";

export async function openRedisStore(url: string): Promise<OpenedStore> {
  const store = new ReconnectingKeyvRedis(url, {
    throwOnConnectError: true,
    throwOnErrors: true,
  });
  // Errors are thrown to the caller (never swallowed into `undefined`), so no write is lost silently.
  const keyv = new Keyv({ store, namespace: NAMESPACE, useKeyPrefix: false, throwOnErrors: true });
  keyv.on("error", () => {
    // Connection errors surface on the calls themselves; the client reconnects by itself.
  });
  const client = (await store.getClient()) as unknown as RedisCommands;
  return {
    keyv,
    redis: { sendCommand: (args) => untilReconnected(() => client.sendCommand(args)) },
    close: () => keyv.disconnect(),
  };
}

/** Keyv's Redis store whose reads and writes outlive a Redis restart (see redis-retry.ts). */
class ReconnectingKeyvRedis extends KeyvRedis<unknown> {
  override get<U = unknown>(key: string): Promise<U | undefined> {
    return untilReconnected(() => super.get<U>(key));
  }

  override set(key: string, value: string, ttl?: number): Promise<void> {
    return untilReconnected(() => super.set(key, value, ttl));
  }

  override delete(key: string): Promise<boolean> {
    return untilReconnected(() => super.delete(key));
  }
}
