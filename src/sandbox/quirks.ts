// Quirks: answers the spec allows, or leaves "not shown", that a live deployment may give. Each is
// off by default, so the sandbox answers as docs/wire.md describes until a test switches one on
// (SandboxOptions.quirks, control.setQuirks, or POST /__sandbox/quirks).

export interface SandboxQuirks {
  /**
   * XML text is written with character references: `'` as `&#039;`, `"` as `&#x22;`, every
   * non-ASCII character as `&#1055;` (what PHP's htmlspecialchars-then-print servers send).
   */
  characterReferences: boolean;
}

export const DEFAULT_QUIRKS: Readonly<SandboxQuirks> = Object.freeze({
  characterReferences: false,
});

/** The values each quirk may take; the first is the default. */
const ALLOWED: { readonly [K in keyof SandboxQuirks]: readonly SandboxQuirks[K][] } = {
  characterReferences: [false, true],
};

/** Checks `changes` (from JS or an HTTP control body) and applies them to `quirks`. */
export function applyQuirks(
  quirks: SandboxQuirks,
  changes: Readonly<Record<string, unknown>>,
): void {
  for (const [key, value] of Object.entries(changes)) {
    if (!(key in ALLOWED)) throw new Error(`unknown quirk ${key}`);
    const allowed = ALLOWED[key as keyof SandboxQuirks] as readonly unknown[];
    if (!allowed.includes(value)) {
      throw new Error(`quirk ${key} takes ${allowed.map((v) => JSON.stringify(v)).join(", ")}`);
    }
  }
  Object.assign(quirks, changes);
}
