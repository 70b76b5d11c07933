import { afterAll, beforeAll, expect, it } from "vitest";
import { connectUser, type Harness, startHarness } from "../support/harness.js";

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
});
afterAll(async () => harness?.stop());

it("/disconnect after a restart forgets searches and recent offers too", async () => {
  const user = harness.user();
  await connectUser(harness, user);
  user.send("/offers");
  await user.next();
  user.press(/^1\. /);
  await user.next();
  const keys = [`searches:${user.id}`, `recent-offers:${user.id}`];
  for (const key of keys) expect(await harness.app.storage.keyv.get(key)).toBeDefined();
  // The new process has not met these kinds of record when /disconnect comes.
  await harness.restart();
  user.send("/disconnect");
  await user.waitFor(/Forget/);
  user.press("Yes, forget me");
  await user.waitFor(/deleted/);
  for (const key of keys) expect(await harness.app.storage.keyv.get(key)).toBeUndefined();
});
