/**
 * A tiny Prometheus registry (counters and histograms with labels, text format 0.0.4): the bot
 * needs a handful of series, not a client library. Served at GET /metrics.
 */

type Labels = Record<string, string>;

interface Instrument {
  render(): string[];
}

const escapeLabel = (value: string) =>
  value.replace(/\\/g, "\\\\").replace(/"/g, '\\"').replace(/\n/g, "\\n");

function labelText(labels: Labels, extra?: [string, string]): string {
  const pairs = Object.entries(labels);
  if (extra) pairs.push(extra);
  if (pairs.length === 0) return "";
  return `{${pairs.map(([k, v]) => `${k}="${escapeLabel(v)}"`).join(",")}}`;
}

/** One series per set of labels, whatever their order (counted on every update: kept cheap). */
function keyOf(labels: Labels): string {
  const names = Object.keys(labels);
  if (names.length > 1) names.sort();
  let key = "";
  for (const name of names) key += `${name}\u0000${labels[name]}\u0000`;
  return key;
}

export class Counter implements Instrument {
  private readonly values = new Map<string, { labels: Labels; value: number }>();

  constructor(
    readonly name: string,
    private readonly help: string,
    /** Without labels the counter is shown from zero, so a dashboard sees it before any event. */
    private readonly labelled = false,
  ) {}

  inc(labels: Labels = {}, by = 1): void {
    this.entry(labels).value += by;
  }

  /** One series, to count on without looking it up each time (every update counts one). */
  seriesOf(labels: Labels): { inc(): void } {
    const entry = this.entry(labels);
    return {
      inc() {
        entry.value += 1;
      },
    };
  }

  private entry(labels: Labels): { labels: Labels; value: number } {
    const key = keyOf(labels);
    let entry = this.values.get(key);
    if (!entry) {
      entry = { labels, value: 0 };
      this.values.set(key, entry);
    }
    return entry;
  }

  /** The current value for these labels (tests, benchmarks). */
  get(labels: Labels = {}): number {
    return this.values.get(keyOf(labels))?.value ?? 0;
  }

  render(): string[] {
    const lines = [`# HELP ${this.name} ${this.help}`, `# TYPE ${this.name} counter`];
    if (this.values.size === 0 && !this.labelled) lines.push(`${this.name} 0`);
    for (const { labels, value } of this.values.values()) {
      lines.push(`${this.name}${labelText(labels)} ${value}`);
    }
    return lines;
  }
}

interface Series {
  labels: Labels;
  /** Observations per bucket: each counted once, in the first bucket it fits (summed to render). */
  buckets: number[];
  sum: number;
  count: number;
}

export class Histogram implements Instrument {
  private readonly series = new Map<string, Series>();

  constructor(
    readonly name: string,
    private readonly help: string,
    private readonly bounds: readonly number[],
  ) {}

  observe(labels: Labels, value: number): void {
    this.add(this.entry(labels), value);
  }

  /** One series, to observe on without looking it up each time (every update times one). */
  seriesOf(labels: Labels): { observe(value: number): void } {
    const entry = this.entry(labels);
    return { observe: (value) => this.add(entry, value) };
  }

  private entry(labels: Labels): Series {
    const key = keyOf(labels);
    let entry = this.series.get(key);
    if (!entry) {
      entry = { labels, buckets: this.bounds.map(() => 0), sum: 0, count: 0 };
      this.series.set(key, entry);
    }
    return entry;
  }

  private add(entry: Series, value: number): void {
    const { bounds } = this;
    let i = 0;
    while (i < bounds.length && value > (bounds[i] ?? 0)) i++;
    if (i < bounds.length) entry.buckets[i] = (entry.buckets[i] ?? 0) + 1;
    entry.sum += value;
    entry.count += 1;
  }

  count(labels: Labels): number {
    return this.series.get(keyOf(labels))?.count ?? 0;
  }

  render(): string[] {
    const lines = [`# HELP ${this.name} ${this.help}`, `# TYPE ${this.name} histogram`];
    for (const { labels, buckets, sum, count } of this.series.values()) {
      // Prometheus buckets are cumulative: each counts what fits it or any smaller one.
      let fit = 0;
      for (const [i, bound] of this.bounds.entries()) {
        fit += buckets[i] ?? 0;
        lines.push(`${this.name}_bucket${labelText(labels, ["le", String(bound)])} ${fit}`);
      }
      lines.push(`${this.name}_bucket${labelText(labels, ["le", "+Inf"])} ${count}`);
      lines.push(`${this.name}_sum${labelText(labels)} ${Number(sum.toFixed(6))}`);
      lines.push(`${this.name}_count${labelText(labels)} ${count}`);
    }
    return lines;
  }
}

/** A value read when /metrics is asked (refreshed in the background, so rendering stays sync). */
export class Gauge implements Instrument {
  private readonly values = new Map<string, { labels: Labels; value: number }>();

  constructor(
    readonly name: string,
    private readonly help: string,
  ) {}

  set(labels: Labels, value: number): void {
    this.values.set(keyOf(labels), { labels, value });
  }

  get(labels: Labels = {}): number {
    return this.values.get(keyOf(labels))?.value ?? 0;
  }

  render(): string[] {
    const lines = [`# HELP ${this.name} ${this.help}`, `# TYPE ${this.name} gauge`];
    for (const { labels, value } of this.values.values()) {
      lines.push(`${this.name}${labelText(labels)} ${value}`);
    }
    return lines;
  }
}

export interface InboxFigures {
  length: number;
  oldestMs: number;
}

/** How often an inbox's length and oldest entry are read for /metrics. */
const INBOX_READ_MS = 5_000;

const SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** Every series the bot exports; features and jobs count through `deps.metrics` when present. */
export class Metrics {
  /** Updates handled, by kind (message, callback_query, …). */
  readonly updates = new Counter("pbot_updates_total", "Telegram updates handled, by kind", true);
  readonly updateSeconds = new Histogram(
    "pbot_update_duration_seconds",
    "Time to handle one Telegram update, by kind",
    SECONDS,
  );
  /** Publisher API calls (one per HTTP attempt), by "VERB endpoint-template". */
  readonly apiCalls = new Histogram(
    "pbot_api_call_duration_seconds",
    "Publisher API call latency, by method",
    SECONDS,
  );
  readonly apiErrors = new Counter(
    "pbot_api_call_errors_total",
    "Publisher API calls that failed, by method and outcome",
    true,
  );
  readonly digestsSent = new Counter("pbot_digests_sent_total", "Daily digests delivered");
  readonly pushesSent = new Counter(
    "pbot_pushes_sent_total",
    "Claim status changes pushed to publishers",
  );
  readonly pushesRetried = new Counter(
    "pbot_pushes_retried_total",
    "Pushes (alerts, digests, claim status, watch, posts) whose send failed and stay due",
  );
  readonly pushesDropped = new Counter(
    "pbot_pushes_dropped_total",
    "Pushes dropped because the chat takes no more messages, by reason",
    true,
  );
  readonly inboxLength = new Gauge(
    "pbot_inbox_length",
    "Entries in the inbox not yet handled, by kind",
  );
  readonly inboxOldest = new Gauge(
    "pbot_inbox_oldest_seconds",
    "Age of the oldest entry not yet handled, by kind",
  );
  readonly inboxRedelivered = new Counter(
    "pbot_inbox_redelivered_total",
    "Inbox entries handed out again (a failed attempt, or an instance that died), by kind",
    true,
  );
  readonly inboxDropped = new Counter(
    "pbot_inbox_dropped_total",
    "Inbox entries dropped after the last attempt failed, by kind",
    true,
  );
  readonly inboxRefused = new Counter(
    "pbot_inbox_refused_total",
    "Deliveries refused with 503 because the inbox was full, by kind",
    true,
  );
  readonly telegram429 = new Counter(
    "pbot_telegram_429_total",
    "Telegram answers 429 Too Many Requests, by Bot API method",
    true,
  );

  private readonly all: Instrument[] = [
    this.updates,
    this.updateSeconds,
    this.apiCalls,
    this.apiErrors,
    this.digestsSent,
    this.pushesSent,
    this.pushesRetried,
    this.pushesDropped,
    this.telegram429,
    this.inboxLength,
    this.inboxOldest,
    this.inboxRedelivered,
    this.inboxDropped,
    this.inboxRefused,
  ];
  private readonly readers: NodeJS.Timeout[] = [];
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

  render(): string {
    return `${this.all.flatMap((instrument) => instrument.render()).join("\n")}\n`;
  }
}
