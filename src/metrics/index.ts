/**
 * GET /metrics: the bot's own series and the process figures an operator graphs (resident memory,
 * heap, event-loop delay, GC, handles), from prom-client's default collectors, in one registry per
 * app (tests start several in one process).
 */
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";

export interface InboxFigures {
  length: number;
  oldestMs: number;
}

/** How often an inbox's length and oldest entry are read for /metrics. */
const INBOX_READ_MS = 5_000;

const SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** Every series the bot exports; features and jobs count through `deps.metrics` when present. */
export class Metrics {
  readonly registry = new Registry();
  /** Updates handled, by kind (message, callback_query, …). */
  readonly updates = this.counter("pbot_updates_total", "Telegram updates handled, by kind", [
    "kind",
  ]);
  readonly updateSeconds = this.histogram(
    "pbot_update_duration_seconds",
    "Time to handle one Telegram update, by kind",
    ["kind"],
  );
  /** Publisher API calls (one per HTTP attempt), by "VERB endpoint-template". */
  readonly apiCalls = this.histogram(
    "pbot_api_call_duration_seconds",
    "Publisher API call latency, by method",
    ["method"],
  );
  readonly apiErrors = this.counter(
    "pbot_api_call_errors_total",
    "Publisher API calls that failed, by method and outcome",
    ["method", "outcome"],
  );
  readonly digestsSent = this.counter("pbot_digests_sent_total", "Daily digests delivered");
  readonly pushesSent = this.counter(
    "pbot_pushes_sent_total",
    "Claim status changes pushed to publishers",
  );
  readonly pushesRetried = this.counter(
    "pbot_pushes_retried_total",
    "Pushes (alerts, digests, claim status, watch, posts) whose send failed and stay due",
  );
  readonly pushesDropped = this.counter(
    "pbot_pushes_dropped_total",
    "Pushes dropped because the chat takes no more messages, by reason",
    ["reason"],
  );
  readonly inboxLength = this.gauge(
    "pbot_inbox_length",
    "Entries in the inbox not yet handled, by kind",
  );
  readonly inboxOldest = this.gauge(
    "pbot_inbox_oldest_seconds",
    "Age of the oldest entry not yet handled, by kind",
  );
  readonly inboxRedelivered = this.counter(
    "pbot_inbox_redelivered_total",
    "Inbox entries handed out again (a failed attempt, or an instance that died), by kind",
    ["kind"],
  );
  readonly inboxDropped = this.counter(
    "pbot_inbox_dropped_total",
    "Inbox entries dropped after the last attempt failed, by kind",
    ["kind"],
  );
  readonly inboxRefused = this.counter(
    "pbot_inbox_refused_total",
    "Deliveries refused with 503 because the inbox was full, by kind",
    ["kind"],
  );
  readonly telegram429 = this.counter(
    "pbot_telegram_429_total",
    "Telegram answers 429 Too Many Requests, by Bot API method",
    ["method"],
  );

  private readonly readers: NodeJS.Timeout[] = [];

  constructor() {
    collectDefaultMetrics({ register: this.registry });
  }

  private counter(name: string, help: string, labelNames: string[] = []) {
    return new Counter({ name, help, labelNames, registers: [this.registry] });
  }

  private histogram(name: string, help: string, labelNames: string[]) {
    return new Histogram({ name, help, labelNames, buckets: SECONDS, registers: [this.registry] });
  }

  private gauge(name: string, help: string) {
    return new Gauge({ name, help, labelNames: ["kind"], registers: [this.registry] });
  }

  /** A counter's value for these labels (tests, benchmarks). */
  async count(counter: Counter, labels: Record<string, string> = {}): Promise<number> {
    const { values } = await counter.get();
    const same = (given: object) =>
      Object.entries(labels).every(([k, v]) => (given as Record<string, unknown>)[k] === v) &&
      Object.keys(given).length === Object.keys(labels).length;
    return values.find((value) => same(value.labels))?.value ?? 0;
  }
  private readonly inboxes = new Map<string, () => Promise<InboxFigures>>();

  /** Reads an inbox's length and oldest entry every few seconds until `stop`. */
  watchInbox(kind: string, read: () => Promise<InboxFigures>): void {
    this.inboxes.set(kind, read);
    void this.readInbox(kind, read).catch(() => undefined);
    this.readers.push(
      setInterval(
        () => void this.readInbox(kind, read).catch(() => undefined),
        INBOX_READ_MS,
      ).unref(),
    );
  }

  /** Every inbox's figures read now (for /healthz), the gauges updated with them. */
  async readInboxes(): Promise<InboxFigures[]> {
    return Promise.all([...this.inboxes].map(([kind, read]) => this.readInbox(kind, read)));
  }

  private async readInbox(kind: string, read: () => Promise<InboxFigures>): Promise<InboxFigures> {
    const figures = await read();
    this.inboxLength.set({ kind }, figures.length);
    this.inboxOldest.set({ kind }, Math.round(figures.oldestMs / 1000));
    return figures;
  }

  stop(): void {
    for (const timer of this.readers.splice(0)) clearInterval(timer);
  }

  /** The text GET /metrics answers, and its content type. */
  render(): Promise<string> {
    return this.registry.metrics();
  }

  get contentType(): string {
    return this.registry.contentType;
  }
}
