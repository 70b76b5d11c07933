import type { Logger } from "../logger.js";

/** Enough to say each broken record once without the list itself growing without end. */
const REMEMBERED = 10_000;

/**
 * A record that does not open is read as missing on every update of its owner; it is logged the
 * first time only, by its key (kind and user id, never its content).
 */
export class UnreadableLog {
  private readonly told = new Set<string>();

  constructor(private readonly logger?: Logger) {}

  note(recordKey: string): void {
    if (this.told.has(recordKey)) return;
    if (this.told.size >= REMEMBERED) this.told.clear();
    this.told.add(recordKey);
    this.logger?.warn(
      { record: recordKey },
      "a stored record does not open with the current key; treated as missing",
    );
  }
}
