import { describe, expect, it } from "vitest";
import { allowedText, readValue, SCHEMES } from "../../../src/bot/features/textshift/values.js";

describe("text shift values against the spec's sets", () => {
  it("schemes take exactly the spec's values", () => {
    expect(SCHEMES.clickunder_scheme_first).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(allowedText(SCHEMES.clickunder_scheme_first)).toBe("0–10");
    expect(allowedText(SCHEMES.clickunder_scheme_third)).toBe("0, 3–10");
    for (const [field, allowed] of Object.entries(SCHEMES))
      for (let v = -1; v <= 12; v++) {
        const reading = readValue(field as keyof typeof SCHEMES, String(v));
        expect(reading.ok, `${field} ${v}`).toBe((allowed as readonly number[]).includes(v));
      }
    expect(readValue("clickunder_scheme_first", "03").ok).toBe(false);
  });

  it("timeouts are whole seconds up to a day; sites are domains; subaccounts one a line", () => {
    expect(readValue("links_timeout", "0")).toEqual({ ok: true, patch: { links_timeout: 0 } });
    for (const bad of ["", "-1", "1.5", "1e3", "86401", " 12 s"])
      expect(readValue("links_timeout", bad).ok, bad).toBe(false);
    expect(readValue("text_excluded_sites", "A.com b.org;a.com")).toEqual({
      ok: true,
      patch: { text_excluded_sites: "a.com,b.org" },
    });
    expect(readValue("text_excluded_sites", "-")).toEqual({
      ok: true,
      patch: { text_excluded_sites: "" },
    });
    expect(readValue("text_excluded_sites", "http://a.com").ok).toBe(false);
    const subs = readValue("subaccounts", "main\nsecond");
    expect(subs).toEqual({
      ok: true,
      patch: {
        subaccount: "main",
        subaccount1: "second",
        subaccount2: "",
        subaccount3: "",
        subaccount4: "",
        subaccount5: "",
      },
    });
    expect(readValue("subaccounts", "1\n2\n3\n4\n5\n6\n7").ok).toBe(false);
  });
});
