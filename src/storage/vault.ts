import type { SealedRecords } from "./sealed.js";
import type { IdSets } from "./sets.js";

/** What a publisher gives the bot: the API key, and optionally the pair for lost-order claims. */
export interface PublisherSecrets {
  apiKey: string;
  clientId?: string;
  clientSecret?: string;
}

/** The id set of publishers whose credentials carry the client pair (the name predates the vault). */
const CLIENT_PAIR_SET = "claim-watchers";

export function hasClientPair(secrets: PublisherSecrets | undefined): boolean {
  return Boolean(secrets?.clientId && secrets.clientSecret);
}

/**
 * Publishers' credentials, encrypted, and the index of those whose credentials reach lost-order
 * claims: kept in step by every write here, so the claim watch visits one set instead of
 * scanning every user, and nobody has to remember to update it.
 */
export class CredentialVault {
  constructor(
    private readonly sealed: SealedRecords<PublisherSecrets>,
    private readonly sets: IdSets,
  ) {}

  get(userId: number): Promise<PublisherSecrets | undefined> {
    return this.sealed.get(userId);
  }

  async set(userId: number, secrets: PublisherSecrets): Promise<void> {
    await this.sealed.set(userId, secrets);
    await this.index(userId, secrets);
  }

  async delete(userId: number): Promise<void> {
    await this.sealed.delete(userId);
    await this.sets.remove(CLIENT_PAIR_SET, userId);
  }

  /** Publishers whose stored credentials carry the client pair. */
  withClientPair(): Promise<number[]> {
    return this.sets.members(CLIENT_PAIR_SET);
  }

  /** Puts one publisher where their credentials say (after a wipe that bypassed the vault, say). */
  async index(userId: number, secrets: PublisherSecrets | undefined): Promise<void> {
    if (hasClientPair(secrets)) await this.sets.add(CLIENT_PAIR_SET, userId);
    else await this.sets.remove(CLIENT_PAIR_SET, userId);
  }
}
