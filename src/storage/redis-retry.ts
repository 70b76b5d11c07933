/**
 * Redis restarts (an upgrade, a failover) cut the connection under commands already sent: they
 * fail with a socket error while the client reconnects by itself and queues new ones. Repeating
 * such a command once the client is back means no record is lost to a restart. Only transport
 * failures are repeated; a reply error from Redis is a real answer and is thrown at once.
 */

/** How long a command keeps being repeated before its error reaches the caller. */
const GIVE_UP_MS = 15_000;
const FIRST_PAUSE_MS = 50;
const MAX_PAUSE_MS = 1_000;

const TRANSPORT_CODES = new Set(["ECONNRESET", "ECONNREFUSED", "EPIPE", "ETIMEDOUT", "ENOTCONN"]);
// @redis/client's own transport errors carry no code, only these messages.
const TRANSPORT_MESSAGES =
  /^(Socket closed unexpectedly|Connection timeout|Socket timeout|The client is offline|Redis client is not connected)/;

export function isTransportFailure(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as NodeJS.ErrnoException).code;
  return (
    (code !== undefined && TRANSPORT_CODES.has(code)) || TRANSPORT_MESSAGES.test(error.message)
  );
}

/** Runs `command` until it succeeds, fails for a reason other than the connection, or time runs out. */
export async function untilReconnected<T>(command: () => Promise<T>): Promise<T> {
  const deadline = Date.now() + GIVE_UP_MS;
  for (let pause = FIRST_PAUSE_MS; ; pause = Math.min(pause * 2, MAX_PAUSE_MS)) {
    try {
      return await command();
    } catch (error) {
      if (!isTransportFailure(error) || Date.now() + pause > deadline) throw error;
    }
    await new Promise((resolve) => setTimeout(resolve, pause));
  }
}
