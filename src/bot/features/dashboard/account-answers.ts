/**
 * The Claims and Money pages' data, read with the asker's own client: claims with their status
 * and filters, one claim with its history, the balance with its holds, payouts and charges.
 * Amounts and dates are written the publisher's way here; the page only sets them.
 */
import {
  AuthRejected,
  eachItem,
  type LostOrder,
  PublisherApiError,
} from "../../../publisher-api/index.js";
import { offerNames } from "../../catalog/offer-names.js";
import { apiDateText, dateText, newestFirst } from "../../format/dates.js";
import { formatMoney } from "../../format/money.js";
import { paymentScheduleText } from "../../payment-schedule/payment-schedule.js";
import {
  chargeDayText,
  chargesNewestFirst,
  chargeWhatText,
  payoutDayText,
} from "../../payout-status/payout-dates.js";
import { payoutStatusWord } from "../../payout-status/payout-status.js";
import type { Asker } from "./asker.js";

/** A publisher files claims by the dozen; past this the oldest are not listed. */
const MAX_CLAIMS = 1000;

function statusOf(asker: Asker, claim: LostOrder) {
  const code = asker.deps.config.claims.statuses.find((s) => String(s.id) === claim.status_id);
  const name = code?.name ?? "";
  return { code: name, text: name ? asker.speech.t(`claims-status-${name}`) : claim.status_id };
}

function claimLine(asker: Asker, claim: LostOrder, offers: Record<string, string>) {
  const { speech, deps } = asker;
  const currency = deps.config.claims.currencies.find(
    (c) => String(c.id) === claim.order_currency_id,
  );
  const sum = Number(claim.order_sum);
  return {
    id: claim.id,
    offer: offers[claim.offer_id] ?? `#${claim.offer_id}`,
    order: claim.order_number,
    amount: Number.isFinite(sum)
      ? formatMoney(sum, currency?.name ?? "", speech.lang)
      : claim.order_sum,
    orderDate: /^\d{4}-\d{2}-\d{2}$/.test(claim.order_date)
      ? dateText(claim.order_date, speech.lang, true)
      : claim.order_date,
    status: statusOf(asker, claim),
    updated: apiDateText(claim.updated_at, speech, deps.now()),
  };
}

export async function claimsAnswer(asker: Asker) {
  const claims: LostOrder[] = [];
  for await (const claim of asker.client.lostOrders.each({ perpage: 200 })) {
    claims.push(claim);
    if (claims.length >= MAX_CLAIMS) break;
  }
  const sorted = newestFirst(claims, (c) => c.created_at);
  const offers = await offerNames(
    asker.client,
    sorted.map((c) => c.offer_id),
  ).catch(() => ({}));
  return {
    statuses: asker.deps.config.claims.statuses.map((s) => ({
      code: s.name,
      text: asker.speech.t(`claims-status-${s.name}`),
    })),
    claims: sorted.map((claim) => claimLine(asker, claim, offers)),
  };
}

/** One claim: its fields, and its history as the API keeps it (filed, last change, the answer). */
export async function claimAnswer(asker: Asker, id: string) {
  const { client, speech, deps } = asker;
  const claim = await client.lostOrders.get(id);
  const now = deps.now();
  const offers = await offerNames(client, [claim.offer_id]).catch(() => ({}));
  const line = claimLine(asker, claim, offers);
  const history = [
    { when: apiDateText(claim.created_at, speech, now), what: speech.t("dashboard-claim-filed") },
    ...(claim.updated_at && claim.updated_at !== claim.created_at
      ? [
          {
            when: apiDateText(claim.updated_at, speech, now),
            what: speech.t("dashboard-claim-changed", { status: line.status.text }),
          },
        ]
      : []),
  ];
  return { ...line, comment: claim.comment, answer: claim.manager_comment, history };
}

/** A list the API marks "under construction": what it failed with is said, not thrown. */
async function listOrNothing<T>(read: () => Promise<T[]>): Promise<T[] | undefined> {
  try {
    return await read();
  } catch (error) {
    if (!(error instanceof PublisherApiError) || error instanceof AuthRejected) throw error;
    return undefined;
  }
}

export async function moneyAnswer(asker: Asker) {
  const { client, speech, deps } = asker;
  const balance = await client.account.balance();
  const now = deps.now();
  const money = (value: number, signed = false) =>
    formatMoney(value, balance.currency, speech.lang, signed);
  const all = async <T>(read: Parameters<typeof eachItem<T>>[0]) => {
    const items: T[] = [];
    for await (const item of eachItem(read, { limit: 1000, maxPages: 3 })) items.push(item);
    return items;
  };
  const [payouts, charges] = await Promise.all([
    listOrNothing(() => all((p) => client.account.payouts(p))),
    listOrNothing(() => all((p) => client.account.chargeHistory(p))),
  ]);
  return {
    available: money(balance.available_balance),
    lines: [
      { label: speech.t("balance-main"), value: money(balance.main_balance) },
      { label: speech.t("balance-hold-advertisers"), value: money(balance.commission_hold_adv) },
      { label: speech.t("balance-hold-network"), value: money(balance.commission_hold_city) },
      { label: speech.t("balance-on-payment"), value: money(balance.earnings_on_payment) },
    ],
    holdDays: speech.t("balance-hold-days", { days: balance.hold_city }),
    schedule: paymentScheduleText(speech, balance.payment_schedule),
    payouts: payouts
      ? newestFirst(payouts, (p) => p.added_at || p.date).map((p) => ({
          amount: money(p.value),
          when: payoutDayText(p, speech, now),
          state:
            payoutStatusWord(speech.t, p.status_name.trim()) ||
            speech.t(p.processed ? "payouts-processed" : "payouts-pending"),
        }))
      : undefined,
    charges: charges
      ? chargesNewestFirst(charges, payouts ?? [], speech).map((c) => ({
          amount: money(c.amount, true),
          when: chargeDayText(c, payouts ?? [], speech, now),
          what: chargeWhatText(c.description),
        }))
      : undefined,
  };
}
