import type { DeserializedData } from "keyv";

const COLON = 58;

/**
 * Keyv's stored form read back: what @keyv/serialize's defaultDeserialize gives, without its
 * JSON.parse reviver. V8 takes a reviver slowly (every value goes through a call and is written
 * back into its object, reshaping it): reading one settings record cost ~5 µs, most of what a
 * cached read costs, and the postback receiver reads one per conversion. Parsed plainly, then only
 * the strings the serializer escaped (those starting with ":") are revived, as the reviver would.
 */
export function readStored<Value>(text: string): DeserializedData<Value> | undefined {
  const parsed = JSON.parse(text);
  return (ESCAPED.test(text) ? revive(parsed) : parsed) as DeserializedData<Value> | undefined;
}

/**
 * Where a string value starting with ":" can be: its opening quote follows the start, a ":"
 * (after a key), "[" or "," (in a list); a quote inside a string is escaped, so no string's
 * content matches. A key starting with ":" may match too, which only costs the walk.
 */
const ESCAPED = /(?:^|[:[,])\s*":/;

function revive(value: unknown): unknown {
  if (typeof value === "string") return value.charCodeAt(0) === COLON ? unescaped(value) : value;
  if (typeof value !== "object" || value === null) return value;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const revived = revive(value[i]);
      if (revived !== value[i]) value[i] = revived;
    }
    return value;
  }
  const record = value as Record<string, unknown>;
  for (const key of Object.keys(record)) {
    const revived = revive(record[key]);
    // Defined, not assigned: a key named __proto__ stays a key, as with a reviver.
    if (revived !== record[key])
      Object.defineProperty(record, key, {
        value: revived,
        writable: true,
        enumerable: true,
        configurable: true,
      });
  }
  return record;
}

/** ":base64:…" was a Buffer; any other leading ":" was doubled by the serializer. */
function unescaped(text: string): string | Buffer {
  return text.startsWith(":base64:") ? Buffer.from(text.slice(8), "base64") : text.slice(1);
}
