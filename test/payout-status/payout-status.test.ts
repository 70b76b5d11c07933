/**
 * A payout's status in the publisher's language: the words the network sends in its three
 * languages are translated, any other shown as it came (a table's own entries only).
 */
import { describe, expect, it } from "vitest";
import { payoutStatusWord } from "../../src/bot/payout-status/payout-status.js";
import { Texts } from "../../src/bot/speech/texts.js";

/** This test's own texts. */
const texts = new Texts();

const words = (lang: "en" | "ru" | "pt", status: string) =>
  payoutStatusWord((key) => texts.translate(lang, key), status);

describe("payout status words", () => {
  it("the network's words in any of its languages read in the publisher's", () => {
    for (const sent of ["Processing", "Em processamento", "В обработке", " processing "]) {
      expect([words("en", sent), words("ru", sent), words("pt", sent)]).toEqual([
        "Processing",
        "В обработке",
        "Em processamento",
      ]);
    }
    for (const sent of ["Paid", "Pago", "Выплачено"]) {
      expect([words("en", sent), words("ru", sent), words("pt", sent)]).toEqual([
        "Paid",
        "Выплачено",
        "Pago",
      ]);
    }
  });

  it("an unknown status stays as the network sent it", () => {
    for (const sent of ["On hold", "constructor", "__proto__", ""]) {
      expect(words("ru", sent)).toBe(sent);
    }
  });
});
