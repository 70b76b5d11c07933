/**
 * A start that cannot succeed as configured: a refused token, a port in use, storage the bot cannot
 * write, a key that does not open the stored data. start.ts prints the message alone (no stack: the
 * message says what to do) and exits with code 2, like a configuration error.
 */
export class StartupError extends Error {
  constructor(problem: string) {
    super(`The bot cannot start: ${problem}`);
    this.name = "StartupError";
  }
}

/** The error's code and message, for a start-up message (never its stack). */
export function reason(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const code = (error as NodeJS.ErrnoException).code;
  return code && !error.message.includes(code) ? `${code}: ${error.message}` : error.message;
}
