// Money records derived from the generated statistics, so balance, payouts and charges tell the
// same story as the reports: approved commission older than the hold is paid out monthly.
import { DAY_MS, dateTime, isoDay, monthKey, monthStart } from "../lib/dates.js";
import { mix, Rng, seedOf, unit } from "../lib/prng.js";
import type { SandboxPublisher } from "../publishers.js";
import type { Balance, Charge, ExchangeRate, Payout } from "./records.js";
import { daysIn, type PublisherStats } from "./stats.js";

const HOLD_DAYS = 30;

const PAYOUT_STATUS: Readonly<Record<string, readonly [string, string]>> = {
  en: ["Paid", "Processing"],
  br: ["Pago", "Em processamento"],
  ru: ["Выплачено", "В обработке"],
};

function approvedBetween(stats: PublisherStats, from: number, to: number): number {
  let cents = 0;
  for (const d of daysIn(stats, from, to)) cents += d.total.comApproved;
  return cents;
}

export interface AccountFigures {
  payouts: Payout[];
  charges: Charge[];
  balance: Balance;
}

export function accountFigures(
  seed: number,
  pub: SandboxPublisher,
  stats: PublisherStats,
  today: number,
): AccountFigures {
  const rng = new Rng(seedOf(seed, "payouts", pub.id, today));
  const [paid, processing] = PAYOUT_STATUS[pub.language] ??
    PAYOUT_STATUS.en ?? ["Paid", "Processing"];
  const payouts: Payout[] = [];
  const charges: Charge[] = [];
  let paidCents = 0;
  let pendingCents = 0;
  // Payouts on the 5th of each of the last 11 months, for commission approved two months before.
  for (let back = 11; back >= 0; back--) {
    const payDay = monthStart(today, back) + 4;
    if (payDay > today) continue;
    const earnFrom = monthStart(today, back + 2);
    const earnTo = monthStart(today, back + 1) - 1;
    const cents = approvedBetween(stats, earnFrom, earnTo);
    if (cents <= 0) continue;
    const processed = today - payDay > 3 ? 1 : 0;
    const id = 880_000_000 + pub.id * 100 + (payDay % 100);
    const addedMs = payDay * DAY_MS + rng.int(9, 17) * 3600_000;
    payouts.push({
      id,
      value: cents / 100,
      addedAt: dateTime(addedMs),
      processed,
      processedAt: processed ? dateTime(addedMs + 2 * DAY_MS) : "",
      referalId: "",
      xkeyTrans: 40_000 + rng.int(0, 9999),
      accountToId: pub.id * 10 + 1,
      accountFromId: 1,
      name: pub.currency === "USD" ? "PayPal" : "Bank transfer (SEPA)",
      submissionId: 70_000 + rng.int(0, 9999),
      date: isoDay(payDay),
      statusName: processed ? paid : processing,
    });
    if (processed) paidCents += cents;
    else pendingCents += cents;
    charges.push({ date: isoDay(payDay), amount: -cents / 100, description: `Payout #${id}` });
  }
  for (let back = 12; back >= 0; back--) {
    const from = monthStart(today, back);
    const to = Math.min(today, monthStart(today, back - 1) - 1);
    const cents = approvedBetween(stats, from, to);
    if (cents > 0) {
      charges.push({
        date: isoDay(to),
        amount: cents / 100,
        description: `Approved commission for ${monthKey(from)}`,
      });
    }
    if (rng.chance(0.25)) {
      const amount = rng.int(10, 60);
      // A bonus is booked on the 15th: none yet this month before then.
      if (from + 14 <= today)
        charges.push({ date: isoDay(from + 14), amount, description: "Bonus for traffic quality" });
    }
  }
  charges.sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0));
  payouts.sort((a, b) => b.id - a.id);

  let open = 0;
  for (const d of stats.days) open += d.total.comOpen;
  const recent = approvedBetween(stats, today - HOLD_DAYS + 1, today);
  const old = approvedBetween(stats, stats.firstDay, today - HOLD_DAYS);
  const available = Math.max(0, old - paidCents - pendingCents);
  const balance: Balance = {
    paymentSchedule: "Monthly, on the 5th",
    holdCity: HOLD_DAYS,
    currency: pub.currency,
    mainBalance: (available + open + recent) / 100,
    commissionHoldAdv: open / 100,
    commissionHoldCity: recent / 100,
    earningsOnPayment: pendingCents / 100,
    availableBalance: available / 100,
  };
  return { payouts, charges, balance };
}

/** Smooth deterministic rates per day, independent of "today". */
export function exchangeRates(seed: number, today: number, days = 365): ExchangeRate[] {
  const out: ExchangeRate[] = [];
  for (let day = today; day > today - days; day--) {
    const noise = unit(mix(seed, day)) - 0.5;
    const usd2rur = 88 + 6 * Math.sin(day / 45) + 2 * Math.sin(day / 7.1) + noise;
    const eur2usd = 1.08 + 0.04 * Math.sin(day / 60) + noise * 0.01;
    const eur2rur = usd2rur * eur2usd;
    out.push({
      date: isoDay(day),
      usd2rur: usd2rur.toFixed(4),
      rur2usd: (1 / usd2rur).toFixed(6),
      eur2rur: eur2rur.toFixed(4),
      rur2eur: (1 / eur2rur).toFixed(6),
      eur2usd: eur2usd.toFixed(4),
      usd2eur: (1 / eur2usd).toFixed(4),
    });
  }
  return out;
}
