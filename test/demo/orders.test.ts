/** The demo's `!orders`: the publisher sends a sample report, the bot checks it. */
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PassThrough } from "node:stream";
import { afterAll, beforeAll, expect, it } from "vitest";
import { sampleOrdersCommand } from "../../src/demo/sample-orders.js";
import { runTerminalChat } from "../../src/demo/terminal-chat.js";
import { testNow } from "../support/clock.js";
import { connectWithClaims, type Harness, startHarness } from "../support/harness.js";

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
});
afterAll(async () => harness?.stop());

it("!orders sends a sample report of lost orders; the summary and the rows to fix show", async () => {
  const user = harness.user();
  await connectWithClaims(harness, user);
  const filesDir = mkdtempSync(join(tmpdir(), "pbot-demo-orders-"));
  const input = new PassThrough();
  const output = new PassThrough();
  let printed = "";
  output.on("data", (c: Buffer) => {
    printed += c.toString();
  });
  const commands = [sampleOrdersCommand(user, harness.sandbox, filesDir, testNow)];
  const done = runTerminalChat(harness.botApi, user, { input, output }, { commands, filesDir });
  const until = async (re: RegExp) => {
    for (let i = 0; i < 1000 && !re.test(printed); i++) await new Promise((r) => setTimeout(r, 10));
    expect(printed).toMatch(re);
  };
  input.write("!orders\n");
  await until(/\(you sent sample-orders\.csv: 8 lost orders/);
  await until(/8 rows: 7 ready, 0 already claimed, 1 to fix \(row 6: date 31\.02\.2026\)/);
  await until(/📨 File 7/);
  expect(readFileSync(join(filesDir, "sample-orders.csv"), "utf8")).toMatch(
    /^Order;Date;Sum;Offer\n/,
  );
  input.write("/quit\n");
  await done;
});
