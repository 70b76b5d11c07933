import { beforeAll, describe, expect, it } from "vitest";
import { type AnyKind, botKinds } from "../support/callback-kinds.js";

/** The longest value a string field carries in practice, by the field's name. */
const LONGEST_STRING: Record<string, string> = {
  // a search token: a base-36 counter per publisher
  search: "zzzzzzzz",
  // an opened level of /stats: a base-36 counter per publisher
  level: "zzzzzzzz",
  // the longest IANA zone name
  zone: "America/Argentina/ComodRivadavia",
  // a claim id as the network numbers them
  id: "999999999999",
  day: "2026-11-24",
  month: "2026-11",
  amount: "1000000.99",
  currency: "KZT",
  value: "subaccount-name-16",
  // a wizard's registered name (the longest: "autopost-subaccount"), with room to grow
  wizard: "autopost-subaccount-name",
};

/**
 * The longest value an int field carries in practice, by the field's name: a day as yyyymmdd
 * (a button whose day is not one is refused as expired).
 */
const LONGEST_INT: Record<string, number> = { from: 99_991_231, to: 99_991_231, day: 99_991_231 };

function worstValues(kind: AnyKind): Record<string, string | number> {
  return Object.fromEntries(
    Object.entries(kind.schema).map(([field, type]) => {
      if (type === "int") return [field, LONGEST_INT[field] ?? -9_999_999_999];
      // an account's number in its owner's list: never reused, so it grows with adds
      if (type === "account") return [field, 999_999];
      // the network's ids: as many digits as the worst int
      if (type === "id") return [field, 99_999_999_999];
      if (type === "str") {
        const longest = LONGEST_STRING[field];
        if (longest === undefined) throw new Error(`${kind.prefix}: no worst case for ${field}`);
        return [field, longest];
      }
      return [field, [...type].sort((a, b) => b.length - a.length)[0] ?? ""];
    }),
  );
}

describe("callback kinds", () => {
  let kinds: { file: string; name: string; kind: AnyKind }[] = [];
  beforeAll(async () => {
    kinds = await botKinds();
  });

  it("finds every kind of button the bot makes", () => {
    expect(kinds.length).toBeGreaterThan(80);
  });

  it("no two kinds share a prefix", () => {
    const owners = new Map<string, string[]>();
    for (const { file, name, kind } of kinds) {
      owners.set(kind.prefix, [...(owners.get(kind.prefix) ?? []), `${file}:${name}`]);
    }
    const shared = [...owners].filter(([, where]) => where.length > 1);
    expect(shared).toEqual([]);
  });

  it("prefixes and field names are written out", () => {
    const cryptic = kinds.flatMap(({ kind }) => [
      ...(/^[a-z]{4,}(-[a-z]{2,})*$/.test(kind.prefix) ? [] : [kind.prefix]),
      ...Object.keys(kind.schema)
        .filter((field) => field.length < 2)
        .map((field) => `${kind.prefix}.${field}`),
    ]);
    expect(cryptic).toEqual([]);
  });

  it("every kind packs its longest realistic values within Telegram's 64 bytes", () => {
    const sizes = kinds.map(({ kind }) => ({
      prefix: kind.prefix,
      bytes: Buffer.byteLength(kind.pack(worstValues(kind) as never)),
    }));
    expect(sizes.filter(({ bytes }) => bytes > 64)).toEqual([]);
    // What the closing note reports: the largest button there is.
    const largest = sizes.sort((a, b) => b.bytes - a.bytes)[0];
    expect(largest?.bytes).toBeLessThanOrEqual(64);
  });

  it("a button without its account, or with a forged one, does not unpack", () => {
    const withAccount = kinds.filter(({ kind }) => Object.values(kind.schema).includes("account"));
    expect(withAccount.map(({ kind }) => kind.prefix)).toEqual(
      expect.arrayContaining([
        "claims-card",
        "postback-off-sure",
        "postback-on-all",
        "stats-breakdown",
        "stats-csv",
        "stats-open",
        "stats-level",
        "stats-level-by",
        "stats-level-back",
        "stats-offer",
        "stats-day",
        "report-card",
        "report-csv",
      ]),
    );
    for (const { kind } of withAccount) {
      expect(Object.keys(kind.schema).at(-1)).toBe("account");
      const values = worstValues(kind);
      const without = kind.pack(values as never).replace(/:999999$/, "");
      expect(kind.unpack(without)).toBeUndefined();
      expect(kind.unpack(`${without}:-1`)).toBeUndefined();
      expect(kind.unpack(`${without}:1e3`)).toBeUndefined();
    }
  });

  it("a packed button unpacks to what was packed, and no other kind takes it", () => {
    for (const { kind } of kinds) {
      const values = worstValues(kind);
      const data = kind.pack(values as never);
      expect(kind.unpack(data)).toEqual(values);
      const takers = kinds.filter(({ kind: other }) => other.filter().test(data));
      expect(takers.map(({ kind: other }) => other.prefix)).toEqual([kind.prefix]);
    }
  });
});
