/**
 * What the demo's suites share: a claim of Alice's the network is still processing (to move with
 * `!claim`), and a connected publisher chatting through the demo's terminal, what it printed so far
 * kept as it comes.
 */
import { PassThrough } from "node:stream";
import { networkCommands } from "../../src/demo/network-commands.js";
import { runTerminalChat } from "../../src/demo/terminal-chat.js";
import { createPublisherApi } from "../../src/publisher-api/index.js";
import { connectWithClaims, type Harness } from "../support/harness.js";

export async function processingClaim(harness: Harness): Promise<{ id: number | string }> {
  const [alice] = harness.sandbox.publishers;
  const api = createPublisherApi({ baseUrl: harness.sandbox.url });
  const claims = await api
    .forPublisher({
      apiKey: alice.apiKey,
      clientId: alice.clientId,
      clientSecret: alice.clientSecret,
    })
    .lostOrders.list({ perpage: 1000 });
  await api.close();
  const claim = claims.find((c) => c.status_id === "2");
  if (!claim) throw new Error("Alice has no processing claim");
  return claim;
}

export interface TerminalChat {
  input: PassThrough;
  /** everything the terminal printed so far */
  printed: () => string;
  done: Promise<void>;
}

/** A new user connected with claims, in the demo's terminal chat with its network commands. */
export async function terminalChat(harness: Harness, now: () => Date): Promise<TerminalChat> {
  const user = harness.user();
  await connectWithClaims(harness, user);
  const input = new PassThrough();
  const output = new PassThrough();
  let printed = "";
  output.on("data", (c: Buffer) => {
    printed += c.toString();
  });
  const commands = networkCommands(harness.sandbox, harness.app.jobs, now);
  const done = runTerminalChat(harness.botApi, user, { input, output }, { commands });
  return { input, printed: () => printed, done };
}
