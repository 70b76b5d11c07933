/**
 * A batch of claims kept in the bot's storage (SQLite, or Redis with several instances), so a
 * restart, a SIGKILL or another instance resumes it where it stood. The batch holds its checked
 * rows; each row's outcome is a record of its own, written by whichever instance filed it.
 */
import { randomBytes } from "node:crypto";
import type { Storage } from "../../../../storage/index.js";
import type { CheckedRow } from "./check.js";
import type { Source } from "./source.js";

export type BatchStatus = "checked" | "filing" | "paused" | "done" | "cancelled";

export interface Batch {
  id: string;
  /** the account the claims are filed for (keys its data), its number in the owner's list */
  accountId: number;
  accountNo: number;
  chatId: number;
  fileName: string;
  status: BatchStatus;
  /** ISO time it was checked */
  createdAt: string;
  channelId: number;
  rows: CheckedRow[];
  /** the message that shows the summary, then the progress */
  messageId?: number;
}

/** One row's outcome: being sent (a crash here means: look before sending again), or settled. */
export type RowOutcome =
  | { state: "sending" }
  | { state: "filed"; claimId: string }
  | { state: "failed"; reason: string };

/** A table kept while the bot asks which column is which, or which offer (an hour at most). */
export type KeptSource = Source & { fileName: string };
const SOURCE_KIND = "claim-batch-source";
const SOURCE_KEEP_MS = 60 * 60_000;

/** A batch and its outcomes are kept this long: its account of what was filed outlives a month. */
export const BATCH_KEEP_MS = 120 * 24 * 60 * 60_000;

export const BATCH_KIND = "claim-batch";
const OUTCOME_KIND = "claim-batch-row";
/**
 * The accounts with a batch being filed, for the job that resumes them: a set in `storage.sets`
 * (native on Redis, changed in order on SQLite), so instances adding and removing at once lose
 * nothing. Batch ids are not numbers: the set holds accounts, whose index lists their batches.
 */
const OPEN_SET = "claim-batch-accounts";
/** The batch ids of an account (keyed by it, so removing the account wipes the list itself). */
const INDEX_KIND = "claim-batch-index";

export class Batches {
  private readonly batches;
  private readonly outcomes;

  constructor(private readonly storage: Storage) {
    this.batches = storage.records<Batch>(BATCH_KIND);
    this.outcomes = storage.records<RowOutcome>(OUTCOME_KIND);
  }

  keepSource(id: string, source: KeptSource): Promise<void> {
    return this.storage.records<KeptSource>(SOURCE_KIND).set(id, source, SOURCE_KEEP_MS);
  }

  source(id: string): Promise<KeptSource | undefined> {
    return this.storage.records<KeptSource>(SOURCE_KIND).get(id);
  }

  static newId(): string {
    return randomBytes(6).toString("base64url");
  }

  get(id: string): Promise<Batch | undefined> {
    return this.batches.get(id);
  }

  async save(batch: Batch): Promise<void> {
    await this.batches.set(batch.id, batch, BATCH_KEEP_MS);
    const index = this.storage.records<string[]>(INDEX_KIND);
    const ids = (await index.get(batch.accountId)) ?? [];
    if (!ids.includes(batch.id))
      await index.set(batch.accountId, [...ids, batch.id], BATCH_KEEP_MS);
  }

  /** The account's batches, oldest first. */
  async ofAccount(accountId: number): Promise<Batch[]> {
    const ids = (await this.storage.records<string[]>(INDEX_KIND).get(accountId)) ?? [];
    const batches = await Promise.all(ids.map((id) => this.batches.get(id)));
    return batches.filter((batch): batch is Batch => batch !== undefined);
  }

  /**
   * Removing an account (or /disconnect) wipes its batches: their rows name its orders. Runs
   * before the account's own records go, while its index still lists them.
   */
  async forgetAccount(accountId: number): Promise<void> {
    const ids = (await this.storage.records<string[]>(INDEX_KIND).get(accountId)) ?? [];
    for (const id of ids) {
      const batch = await this.batches.get(id);
      for (const row of batch?.rows ?? []) await this.outcomes.delete(`${id}:${row.row}`);
      await this.batches.delete(id);
      await this.storage.records<KeptSource>(SOURCE_KIND).delete(id);
    }
    await this.storage.sets.remove(OPEN_SET, accountId);
  }

  outcome(id: string, row: number): Promise<RowOutcome | undefined> {
    return this.outcomes.get(`${id}:${row}`);
  }

  setOutcome(id: string, row: number, outcome: RowOutcome): Promise<void> {
    return this.outcomes.set(`${id}:${row}`, outcome, BATCH_KEEP_MS);
  }

  /** Every row's outcome, by row. */
  async allOutcomes(batch: Batch): Promise<Map<number, RowOutcome>> {
    const found = new Map<number, RowOutcome>();
    for (const row of batch.rows) {
      if (row.verdict !== "ready") continue;
      const outcome = await this.outcome(batch.id, row.row);
      if (outcome) found.set(row.row, outcome);
    }
    return found;
  }

  /** The batch's account has a batch to resume (saved as `filing` before this is called). */
  async markOpen(batch: Batch): Promise<void> {
    await this.storage.sets.add(OPEN_SET, batch.accountId);
  }

  /**
   * The batch is over: its account leaves the set when none of its batches is filing. Looked at
   * again after the removal, so a batch of the account started meanwhile (saved `filing`, then
   * added) is never left out: either this look sees it, or its own add comes after the removal.
   */
  async markOver(accountId: number): Promise<void> {
    if (await this.anyFiling(accountId)) return;
    await this.storage.sets.remove(OPEN_SET, accountId);
    if (await this.anyFiling(accountId)) await this.storage.sets.add(OPEN_SET, accountId);
  }

  private async anyFiling(accountId: number): Promise<boolean> {
    return (await this.ofAccount(accountId)).some((batch) => batch.status === "filing");
  }

  /** The batches being filed, of every account: what the job resumes. */
  async filing(): Promise<Batch[]> {
    const found: Batch[] = [];
    for (const accountId of await this.storage.sets.members(OPEN_SET)) {
      const open = (await this.ofAccount(accountId)).filter((b) => b.status === "filing");
      if (open.length === 0) await this.markOver(accountId);
      found.push(...open);
    }
    return found;
  }
}
