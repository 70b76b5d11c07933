import type Keyv from "keyv";
import { InOrder } from "../concurrency/in-order.js";
import type { RedisCommands } from "./keyv.js";

/**
 * Small sets of ids (publishers due at a minute, publishers with claim credentials), so a job
 * visits the members it needs instead of scanning every user.
 */
export interface IdSets {
  add(set: string, id: number): Promise<void>;
  remove(set: string, id: number): Promise<void>;
  members(set: string): Promise<number[]>;
}

/** Redis: native sets, atomic across instances. */
export class RedisIdSets implements IdSets {
  constructor(private readonly redis: RedisCommands) {}

  async add(set: string, id: number): Promise<void> {
    await this.redis.sendCommand(["SADD", `pbot:set:${set}`, String(id)]);
  }

  async remove(set: string, id: number): Promise<void> {
    await this.redis.sendCommand(["SREM", `pbot:set:${set}`, String(id)]);
  }

  async members(set: string): Promise<number[]> {
    const ids = (await this.redis.sendCommand(["SMEMBERS", `pbot:set:${set}`])) as string[];
    return ids.map(Number);
  }
}

/** Embedded mode: one process owns the file, so a per-set promise chain makes changes atomic. */
export class KeyvIdSets implements IdSets {
  private readonly queues = new InOrder();

  constructor(private readonly keyv: Keyv) {}

  add(set: string, id: number): Promise<void> {
    return this.change(set, (ids) => ids.add(id));
  }

  remove(set: string, id: number): Promise<void> {
    return this.change(set, (ids) => ids.delete(id));
  }

  async members(set: string): Promise<number[]> {
    await this.queues.after(set);
    return (await this.keyv.get<number[]>(`set:${set}`)) ?? [];
  }

  private change(set: string, edit: (ids: Set<number>) => unknown): Promise<void> {
    const run = async () => {
      const ids = new Set((await this.keyv.get<number[]>(`set:${set}`)) ?? []);
      edit(ids);
      if (ids.size === 0) await this.keyv.delete(`set:${set}`);
      else await this.keyv.set(`set:${set}`, [...ids]);
    };
    return this.queues.run(set, run);
  }
}
