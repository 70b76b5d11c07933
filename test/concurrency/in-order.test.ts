import { describe, expect, it } from "vitest";
import { InOrder } from "../../src/concurrency/in-order.js";

/** A work item that records its start and end, finishing when `finish` is called. */
function step(log: string[], name: string) {
  let finish: (fail?: boolean) => void = () => undefined;
  const work = () =>
    new Promise<string>((resolve, reject) => {
      log.push(`start ${name}`);
      finish = (fail) => {
        log.push(`end ${name}`);
        if (fail) reject(new Error(name));
        else resolve(name);
      };
    });
  return { work, finish: (fail?: boolean) => finish(fail) };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe("InOrder", () => {
  it("starts a key's first work at once, and its next only after it settles", async () => {
    const order = new InOrder();
    const log: string[] = [];
    const a = step(log, "a");
    const b = step(log, "b");
    const first = order.run("chat", a.work);
    const second = order.run("chat", b.work);
    expect(log).toEqual(["start a"]);
    await tick();
    expect(log).toEqual(["start a"]);
    a.finish();
    await expect(first).resolves.toBe("a");
    await tick();
    expect(log).toEqual(["start a", "end a", "start b"]);
    b.finish();
    await expect(second).resolves.toBe("b");
  });

  it("goes on after a failure, which reaches only its own caller", async () => {
    const order = new InOrder();
    const log: string[] = [];
    const a = step(log, "a");
    const b = step(log, "b");
    const first = order.run("chat", a.work);
    const second = order.run("chat", b.work);
    a.finish(true);
    await expect(first).rejects.toThrow("a");
    await tick();
    b.finish();
    await expect(second).resolves.toBe("b");
    expect(log).toEqual(["start a", "end a", "start b", "end b"]);
  });

  it("lets other keys run meanwhile, and `after` waits for a key's work given so far", async () => {
    const order = new InOrder();
    const log: string[] = [];
    const a = step(log, "a");
    const c = step(log, "c");
    void order.run("one", a.work);
    void order.run("two", c.work);
    expect(log).toEqual(["start a", "start c"]);
    let settled = false;
    const after = order.after("one").then(() => {
      settled = true;
    });
    c.finish();
    await tick();
    expect(settled).toBe(false);
    a.finish();
    await after;
    expect(settled).toBe(true);
    await expect(order.after("never")).resolves.toBeUndefined();
  });
});
