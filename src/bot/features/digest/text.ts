/**
 * The digest in words, and the settings card of /digest. Offer names and claim numbers come from
 * the API and are escaped; everything else is figures the bot formatted itself.
 */

import { clockAt, dateText, dayText, yourClockAt, zonePhrase } from "../../format/dates.js";
import { escapeHtml } from "../../format/html.js";
import { clockText, localDate } from "../../format/local-time.js";
import { formatCents, formatMoney } from "../../format/money.js";
import { change, count, percent } from "../../format/numbers.js";
import { cancelled, counted, earned, ratesOf } from "../../reports/totals.js";
import type { Speech } from "../../speech/speech.js";
import type { DigestData, Warning } from "./gather.js";
import type { DigestState } from "./settings.js";
import { zoneLabel } from "./zones.js";

/** Claims listed one by one; more are counted. */
const CLAIMS_SHOWN = 8;

/** `now` is when it is made: a day of another year is written with its year. */
export function digestText(data: DigestData, speech: Speech, now: Date): string {
  const { t, lang } = speech;
  const reported = data.yesterday;
  const was = data.dayBefore;
  const rates = ratesOf(reported);
  // Statistics name no currency: they are counted in the account's.
  const currency = data.balance?.currency ?? "";
  const money = (cents: number) => formatCents(cents, currency, lang);
  const blocks = [
    [
      t("digest-title", { day: dayText(data.day, lang, now) }),
      ...runningLine(data, speech, now),
      t("digest-clicks", {
        clicks: `<b>${count(reported.clicks, lang)}</b>`,
        change: change(reported.clicks, was.clicks, speech) || "=",
      }),
      t("digest-conversions", {
        conversions: `<b>${count(counted(reported), lang)}</b>`,
        change: change(counted(reported), counted(was), speech) || "=",
        approved: count(reported.leadsApproved + reported.salesApproved, lang),
        cancelled: count(cancelled(reported), lang),
      }),
      t("digest-commission", {
        commission: `<b>${money(earned(reported))}</b>`,
        change: change(earned(reported), earned(was), speech) || "=",
      }),
      t("digest-rates", {
        cr: rates.cr === undefined ? "—" : percent(rates.cr, lang),
        epc: rates.epc === undefined ? "—" : money(rates.epc),
      }),
    ].join("\n"),
  ];
  if (data.top.length > 0) {
    const lines = data.top.map((row, i) =>
      t("digest-top-row", {
        rank: i + 1,
        offer: escapeHtml(row.offer),
        commission: money(row.earned),
      }),
    );
    blocks.push([t("digest-top-title"), ...lines].join("\n"));
  }
  if (data.balance) {
    blocks.push(
      t("digest-balance", {
        amount: formatMoney(data.balance.available, data.balance.currency, lang),
      }),
    );
  }
  if (data.claims && data.claims.length > 0) blocks.push(claimsBlock(data.claims, speech));
  if (data.warnings.length > 0) {
    blocks.push(
      [
        t("digest-warnings-title"),
        ...data.warnings.map((w) => warningText(w, data.day, speech, now)),
      ].join("\n"),
    );
  }
  return blocks.join("\n\n");
}

/** Why the digest is about the day before yesterday: the network still counts yesterday. */
function runningLine(data: DigestData, speech: Speech, now: Date): string[] {
  const { running } = data;
  if (!running) return [];
  return [
    speech.t("digest-day-running", {
      day: dateText(running.day, speech.lang, now),
      zone: zonePhrase(running.zone, running.closes, speech),
      time: yourClockAt(running.closes, speech),
    }),
  ];
}

function claimsBlock(claims: NonNullable<DigestData["claims"]>, speech: Speech): string {
  const { t } = speech;
  const lines = claims.slice(0, CLAIMS_SHOWN).map((claim) =>
    t("digest-claim-row", {
      id: escapeHtml(claim.id),
      order: escapeHtml(claim.orderNumber),
      status: statusText(claim.status, speech),
    }),
  );
  if (claims.length > CLAIMS_SHOWN) {
    lines.push(t("digest-claims-more", { count: claims.length - CLAIMS_SHOWN }));
  }
  return [t("digest-claims-title"), ...lines].join("\n");
}

const KNOWN_STATUSES = new Set(["processing", "accepted", "rejected"]);

function statusText(status: string, speech: Speech): string {
  return KNOWN_STATUSES.has(status) ? speech.t(`digest-claim-${status}`) : escapeHtml(status);
}

/** `day` is the day reported: the warnings are about it, whether or not it is yesterday. */
function warningText(warning: Warning, day: string, speech: Speech, now: Date): string {
  const { t, lang } = speech;
  switch (warning.kind) {
    case "clicks-down":
      return t("digest-warning-clicks", {
        clicks: count(warning.clicks, lang),
        average: count(warning.average, lang),
      });
    case "no-approvals":
      return t("digest-warning-approvals", { leads: warning.leads });
    case "stopped":
      return t("digest-warning-stopped", {
        offer: escapeHtml(warning.offer),
        before: warning.before,
        day: dateText(day, lang, now),
      });
    case "stopped-more":
      return t("digest-warning-stopped-more", { count: warning.count });
  }
}

/** The /digest card: on or off, when, where, and when the next one comes. */
export function settingsText(
  state: DigestState,
  now: Date,
  speech: Speech,
  combined?: boolean,
): string {
  const { t, lang } = speech;
  const { settings, zone, nextAt, nextWeeklyAt } = state;
  const lines = [
    t(settings.enabled ? "digest-settings-on" : "digest-settings-off"),
    t(settings.weekly ? "digest-settings-weekly-on" : "digest-settings-weekly-off"),
    t("digest-settings-time", {
      time: clockText(settings.at),
      zone: escapeHtml(zoneLabel(zone, lang, now)),
    }),
    t("digest-settings-clock", { time: clockNow(now, zone) }),
  ];
  if (combined !== undefined)
    lines.push(t(combined ? "digest-settings-all" : "digest-settings-each"));
  if (nextAt !== undefined) {
    lines.push(
      t("digest-settings-next", {
        day: dayText(localDate(new Date(nextAt), zone), lang, now),
        time: clockText(settings.at),
      }),
    );
  }
  if (nextWeeklyAt !== undefined) {
    lines.push(
      t("digest-settings-weekly-next", {
        day: dayText(localDate(new Date(nextWeeklyAt), zone), lang, now),
        time: clockText(settings.at),
      }),
    );
  }
  return lines.join("\n");
}

function clockNow(now: Date, zone: string): string {
  return clockAt(now, zone);
}
