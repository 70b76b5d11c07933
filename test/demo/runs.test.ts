/**
 * The demo run again on the same data directory, as a publisher trying it a second time: every
 * run shows the bot's pushes and alerts (a claim's new status, a payout /watch noticed, a
 * conversion alert), a clean run and one that keeps the last (DEMO_KEEP=1), in English and in
 * Russian.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PassThrough } from "node:stream";
import { expect, it, vi } from "vitest";
import { runDemo } from "../../src/demo/demo.js";
import { createPublisherApi } from "../../src/publisher-api/index.js";

const dataDir = mkdtempSync(join(tmpdir(), "pbot-demo-"));

/** The terminal of one run: what was printed, a line typed, a wait for the output. */
class Terminal {
  readonly input = new PassThrough();
  readonly output = new PassThrough();
  printed = "";

  constructor() {
    this.output.on("data", (chunk: Buffer) => {
      this.printed += chunk.toString();
    });
  }

  type(line: string) {
    this.input.write(`${line}\n`);
  }

  /** Resolves with the first match printed after `from` (a position in the output). */
  async until(re: RegExp, from = 0): Promise<RegExpExecArray> {
    const found = () => re.exec(this.printed.slice(from)) ?? undefined;
    return vi.waitUntil(found, { timeout: 10_000 }).catch(() => {
      throw new Error(`not printed: ${re}\n--- output ---\n${this.printed.slice(from)}`);
    });
  }

  /** Presses the last button shown whose label matches, by its #N. */
  async press(label: RegExp) {
    const at = this.printed.length;
    const buttons = [...this.printed.matchAll(/\[#(\d+)\] ([^\n[]+)/g)];
    const button = buttons.reverse().find((b) => label.test(b[2] ?? ""));
    if (!button) throw new Error(`no button ${label} shown`);
    this.type(`#${button[1]}`);
    return at;
  }
}

/**
 * One run of the demo as a publisher would try it: connect (a kept run is connected already),
 * switch /watch and /alerts on (kept on), then make the network act: every push must show.
 */
async function demoRun(lang: "en" | "ru", keep = false): Promise<string> {
  const terminal = new Terminal();
  const done = runDemo({ dataDir, lang, keep, io: terminal, env: { LOG_LEVEL: "warn" } });
  const [, sandboxUrl] = await terminal.until(/The sandbox API runs at (\S+);/);
  const [, apiKey, clientId, clientSecret] = await terminal.until(
    /demo key: (\S+) \(Alice\)\n\(client_id (\S+), client_secret (\S+) enable claims\)/,
  );
  // Bruno's key too, so /accounts can be tried.
  await terminal.until(/A second account, for \/accounts ➕: demo-bruno-\S+ \(Bruno;/);
  const alice = { apiKey: apiKey ?? "", clientId, clientSecret };
  // A claim still processing in this run's network (a kept one was moved in the last run).
  const api = createPublisherApi({ baseUrl: sandboxUrl ?? "" });
  const claims = await api.forPublisher(alice).lostOrders.list({ perpage: 1000 });
  await api.close();
  const claim = claims.find((c) => c.status_id === "2");
  if (!claim) throw new Error("Alice has no processing claim");

  if (!keep) {
    terminal.type(`/connect ${apiKey}`);
    await terminal.until(/client ID|ID клиента|ID do cliente/);
    terminal.type(clientId ?? "");
    await terminal.until(/client secret|секрет клиента|segredo do cliente/);
    terminal.type(clientSecret ?? "");
    await terminal.until(/claims are enabled|заявки тоже доступны/);
  }

  let at = terminal.printed.length;
  terminal.type(`!claim ${claim.id} accepted`);
  await terminal.until(new RegExp(`🔔 (Claim|Заявка) #${claim.id} .+ → `), at);

  terminal.type("/watch");
  await terminal.until(/👁/, at);
  if (!keep) await terminal.until(/🟢/, await terminal.press(/^👁/));
  else await terminal.until(/🟢/, at);
  at = terminal.printed.length;
  terminal.type("!payout 120");
  await terminal.until(/💸 .*120[.,]00/, at);
  // The watch's check an hour on moved the network's clock: the demo says so.
  await terminal.until(/🕐 The network's clock moved 1 hour ahead \(the watch checks/, at);

  terminal.type("/alerts");
  await terminal.until(/🔔 (Conversion alerts|Уведомления о конверсиях)/, at);
  if (!keep) await terminal.until(/✅/, await terminal.press(/^🔔/));
  else await terminal.until(/🟢/, at);
  at = terminal.printed.length;
  terminal.type("!conversion");
  const [, offer] = await terminal.until(
    /a conversion of «([^»]+)», .* reported to 1 postback/,
    at,
  );
  await terminal.until(new RegExp(`💰 \\+[\\s\\S]*${escapeRegExp(offer ?? "")}`), at);

  terminal.type("/quit");
  await done;
  return terminal.printed;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

it("shows pushes and alerts on every run on one data directory: clean, clean again, kept", async () => {
  const first = await demoRun("en");
  expect(first).toContain("Started clean");
  const second = await demoRun("ru");
  expect(second).toContain("Started clean");
  // Kept: the bot remembers the last run's pushes, and meets the same network again.
  const third = await demoRun("en", true);
  expect(third).toContain("The last run's data and network are kept");
}, 120_000);
