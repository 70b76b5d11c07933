import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import KeyvRedis from "@keyv/redis";
import KeyvSqlite from "@keyv/sqlite";
import Keyv from "keyv";
import type { StorageLocation } from "../config.js";

/** The few Redis commands the bot needs beyond Keyv: atomic claims and sets. */
export interface RedisCommands {
  sendCommand(args: string[]): Promise<unknown>;
}

export interface OpenedStore {
  keyv: Keyv;
  /** Present in Redis mode: the same connection Keyv uses. */
  redis?: RedisCommands;
  close(): Promise<void>;
}

const NAMESPACE = "pbot";

/** Opens the one Keyv the whole bot shares; every record kind is a key prefix inside it. */
export async function openStore(location: StorageLocation): Promise<OpenedStore> {
  if (location.kind === "sqlite") {
    mkdirSync(dirname(location.path), { recursive: true });
    const store = new KeyvSqlite({ uri: `sqlite://${location.path}`, busyTimeout: 10_000 });
    const keyv = new Keyv({
      store,
      namespace: NAMESPACE,
      useKeyPrefix: false,
      throwOnErrors: true,
    });
    return { keyv, close: () => keyv.disconnect() };
  }
  const store = new KeyvRedis(location.url, { throwOnConnectError: true, throwOnErrors: true });
  // Errors are thrown to the caller (never swallowed into `undefined`), so no write is lost silently.
  const keyv = new Keyv({ store, namespace: NAMESPACE, useKeyPrefix: false, throwOnErrors: true });
  keyv.on("error", () => {
    // Connection errors surface on the calls themselves; the client reconnects by itself.
  });
  const client = await store.getClient();
  return {
    keyv,
    redis: client as unknown as RedisCommands,
    close: () => keyv.disconnect(),
  };
}
