/**
 * The network's payout schedule is said in the publisher's language; one the
 * bot does not know is shown as the network wrote it, never dropped.
 */
import { describe, expect, it } from "vitest";
import { paymentScheduleText } from "../../src/bot/payment-schedule/payment-schedule.js";
import { Speeches } from "../../src/bot/speech/speech.js";

/** This test's own texts and speeches. */
const speeches = new Speeches();

describe("the payout schedule", () => {
  it.each([
    ["en", "Monthly, on the 5th", "Monthly, on the 5th"],
    ["en", "monthly, on the 22nd", "Monthly, on the 22nd"],
    ["en", "Monthly, on the 3rd", "Monthly, on the 3rd"],
    ["en", "Monthly, on the 11th", "Monthly, on the 11th"],
    ["ru", "Monthly, on the 5th", "Ежемесячно, 5-го числа"],
    ["ru", "Ежемесячно, 10-го числа", "Ежемесячно, 10-го числа"],
    ["pt", "Monthly, on the 1st", "Mensalmente, no dia 1"],
    ["ru", "Weekly", "Еженедельно"],
    ["pt", "On request", "Sob solicitação"],
    ["ru", "Monthly", "Ежемесячно"],
  ] as const)("%s: “%s” reads “%s”", (lang, network, shown) => {
    expect(paymentScheduleText(speeches.in(lang), network)).toBe(shown);
  });

  it("shows a schedule it does not know as the network wrote it", () => {
    const t = speeches.in("ru");
    expect(paymentScheduleText(t, "  Every second Tuesday ")).toBe("Every second Tuesday");
    expect(paymentScheduleText(t, "Monthly, on the 45th")).toBe("Monthly, on the 45th");
    expect(paymentScheduleText(t, "")).toBe("");
  });
});
