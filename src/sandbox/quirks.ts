// Quirks: answers the spec allows, or leaves "not shown", that a live deployment may give. Each is
// off by default, so the sandbox answers as docs/wire.md describes until a test switches one on
// (SandboxOptions.quirks, control.setQuirks, or POST /__sandbox/quirks).

export interface SandboxQuirks {
  /**
   * XML text is written with character references: `'` as `&#039;`, `"` as `&#x22;`, every
   * non-ASCII character as `&#1055;` (what PHP's htmlspecialchars-then-print servers send).
   */
  characterReferences: boolean;
  /**
   * How XML writes (PUT, POST) are answered once done. "spec": data.id or a boolean;
   * "deferred": envelope status 204 with a request_id; "no-data": status 200 without `data`;
   * "odd-data": an empty `<id>` for a create, an empty `data` for an update.
   */
  writeAnswer: "spec" | "deferred" | "no-data" | "odd-data";
  /**
   * The answer to a stale access token (expired, unknown, or granted before a password change):
   * 401 `invalid_token` as wire.md says, or 403 `access_denied` saying the token is invalid.
   */
  staleTokenStatus: 401 | 403;
  /**
   * What lost-order writes answer once done (the spec does not show it). "record": create 201 and
   * edit 200 with `{lostOrder: <claim>}`, delete 204 (wire.md); "id": `{lostOrder: {id}}` to all
   * three; "empty": no body (create 201, edit 204, delete 200); "flag": 200 `{"success":true}`.
   */
  lostOrderAnswer: "record" | "id" | "empty" | "flag";
  /** HTTP status refusing an edit or delete of a claim that is no longer new (wire.md: 409). */
  lostOrderNotNewStatus: 409 | 400 | 403 | 404;
  /**
   * Traffic channels' is_active (an int in the spec) carries a state beyond 0/1: a retired
   * channel answers 2 instead of 0.
   */
  trafficChannelStates: boolean;
  /**
   * Statistics read `start` as the first row's number (the spec's other reading) instead of a
   * page index (the field notes'): start=1 answers rows 1…limit.
   */
  statisticsStartAsOffset: boolean;
}

export const DEFAULT_QUIRKS: Readonly<SandboxQuirks> = Object.freeze({
  characterReferences: false,
  writeAnswer: "spec",
  staleTokenStatus: 401,
  lostOrderAnswer: "record",
  lostOrderNotNewStatus: 409,
  trafficChannelStates: false,
  statisticsStartAsOffset: false,
});

/** The values each quirk may take; the first is the default. */
const ALLOWED: { readonly [K in keyof SandboxQuirks]: readonly SandboxQuirks[K][] } = {
  characterReferences: [false, true],
  writeAnswer: ["spec", "deferred", "no-data", "odd-data"],
  staleTokenStatus: [401, 403],
  lostOrderAnswer: ["record", "id", "empty", "flag"],
  lostOrderNotNewStatus: [409, 400, 403, 404],
  trafficChannelStates: [false, true],
  statisticsStartAsOffset: [false, true],
};

/** Checks `changes` (from JS or an HTTP control body) and applies them to `quirks`. */
export function applyQuirks(
  quirks: SandboxQuirks,
  changes: Readonly<Record<string, unknown>>,
): void {
  for (const [key, value] of Object.entries(changes)) {
    if (!Object.hasOwn(ALLOWED, key)) throw new Error(`unknown quirk ${key}`);
    const allowed = ALLOWED[key as keyof SandboxQuirks] as readonly unknown[];
    if (!allowed.includes(value)) {
      throw new Error(`quirk ${key} takes ${allowed.map((v) => JSON.stringify(v)).join(", ")}`);
    }
  }
  Object.assign(quirks, changes);
}
