/**
 * A load balancer in front of several webhook instances, as Caddy is in compose.yaml: each POST
 * goes to the next instance in turn (round robin), headers and body untouched. `served` counts
 * the requests each instance took.
 */
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";

export interface Balancer {
  url: string;
  /** Requests forwarded to each target, by target URL. */
  served: Map<string, number>;
  /** Takes a target into the round (an instance started behind this balancer's address). */
  add(target: string): void;
  close(): Promise<void>;
}

async function body(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export async function startBalancer(): Promise<Balancer> {
  const targets: string[] = [];
  const served = new Map<string, number>();
  let next = 0;
  const server = createServer((req, res) => {
    const target = targets[next++ % targets.length] ?? "";
    served.set(target, (served.get(target) ?? 0) + 1);
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(req.headers)) {
      if (typeof value === "string" && name !== "host" && name !== "content-length") {
        headers[name] = value;
      }
    }
    body(req)
      .then((payload) =>
        fetch(`${target}${req.url ?? "/"}`, {
          method: req.method ?? "POST",
          headers,
          ...(payload.length > 0 ? { body: payload } : {}),
        }),
      )
      .then(async (answer) => {
        res.writeHead(answer.status, { "content-type": answer.headers.get("content-type") ?? "" });
        res.end(Buffer.from(await answer.arrayBuffer()));
      })
      .catch(() => res.writeHead(502).end());
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    served,
    add(target) {
      targets.push(target);
      served.set(target, 0);
    },
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
