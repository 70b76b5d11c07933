/**
 * Which stored keys belong to a publisher. Per-user data is keyed `kind:userId[:more]` (records,
 * a click's alert status) or, for once-marks, `once:kind:userId[:more]`: the user's id right after
 * the kind. /disconnect deletes every such key, so nothing of theirs stays behind and a reconnect
 * inherits no mark that would silence a push. Locks and sets are not theirs alone: sets are
 * cleaned by their features' forgetters, a lock may be held by the very update that disconnects.
 * An account's keys are found the same way, by its id; `keep` names kinds that stay (a person's).
 */
const SHARED = new Set(["lock", "set"]);

export function ownedBy(key: string, userId: number, keep?: ReadonlySet<string>): boolean {
  const parts = key.split(":");
  const at = parts[0] === "once" ? 2 : 1;
  if (keep?.has(parts[at - 1] ?? "")) return false;
  return ownerOf(key) === userId;
}

/** The id of the publisher (or account) a key belongs to; undefined for a shared key. */
export function ownerOf(key: string): number | undefined {
  const parts = key.split(":");
  if (SHARED.has(parts[0] ?? "")) return undefined;
  const id = parts[parts[0] === "once" ? 2 : 1] ?? "";
  return /^-?\d+$/.test(id) ? Number(id) : undefined;
}
