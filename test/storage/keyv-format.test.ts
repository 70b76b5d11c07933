import { defaultDeserialize, defaultSerialize } from "@keyv/serialize";
import { describe, expect, it } from "vitest";
import { deserialize, serialize, storedValue } from "../../src/storage/keyv-format.js";

/** Values as Keyv stores them ({ value, expires }), the awkward ones included. */
const SAMPLES: unknown[] = [
  {
    value: {
      language: "en",
      timeZone: "Europe/Moscow",
      accounts: [{ id: 5, no: 1, label: "Main" }],
    },
  },
  { value: "v1.abc:def", expires: 1_800_000_000_000 },
  { value: ":starts with a colon" },
  { value: "::two colons" },
  { value: [":in an array", "plain", 1, null] },
  { value: { label: ":)", ":key": ":value", nested: [{ deep: ":deep" }] } },
  { value: Buffer.from("raw bytes") },
  { value: { when: new Date(Date.UTC(2026, 10, 26)), missing: undefined, list: [undefined, 2] } },
  { value: 'quote":colon' },
  { value: { a: "x:", b: ',":' } },
  { value: 42 },
  { value: null },
  { value: true },
];

describe("the stored format", () => {
  it.each(SAMPLES.map((sample, i) => [i, sample]))(
    "writes sample %i byte for byte as Keyv does",
    (_i, sample) => {
      expect(serialize(sample)).toBe(defaultSerialize(sample));
    },
  );

  it.each(SAMPLES.map((sample, i) => [i, sample]))(
    "reads sample %i as Keyv reads it, whoever wrote it",
    (_i, sample) => {
      const text = defaultSerialize(sample);
      expect(deserialize(text)).toEqual(defaultDeserialize(text));
    },
  );

  it("reads a colon string back without Keyv's escape", () => {
    const text = serialize({ value: { label: ":)" } });
    expect(text).toContain('"::)"');
    expect(deserialize<{ value: { label: string } }>(text).value.label).toBe(":)");
  });
});

describe("a stored value read without Keyv", () => {
  it("gives what Keyv's read gives for a live record, a missing one and a stored null", () => {
    const now = 1_000;
    expect(storedValue(serialize({ value: { language: "ru" } }), now)).toEqual({
      value: { language: "ru" },
    });
    expect(storedValue(serialize({ value: ":)", expires: now + 1 }), now)).toEqual({ value: ":)" });
    expect(storedValue(undefined, now)).toEqual({ value: undefined });
    expect(storedValue(serialize({ value: null }), now)).toEqual({ value: undefined });
  });

  it("leaves an expired record to Keyv, whose read deletes it", () => {
    expect(storedValue(serialize({ value: "old", expires: 999 }), 1_000)).toBeUndefined();
  });
});
