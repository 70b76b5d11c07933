import type { IncomingMessage, ServerResponse } from "node:http";

/**
 * An HTTP endpoint a feature adds to the bot's server (the one serving /healthz, in polling mode
 * too): requests whose path starts with `prefix` and whose method is listed go to `handle`.
 */
export interface Receiver {
  /** e.g. "/postback/": matched against the path without the query */
  prefix: string;
  methods: readonly string[];
  handle(req: IncomingMessage, res: ServerResponse): Promise<void>;
  /** Waits for work the receiver took on after answering (called when the server closes). */
  close?(): Promise<void>;
}
