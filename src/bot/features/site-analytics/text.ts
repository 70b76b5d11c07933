import { parseNumber } from "../../../publisher-api/index.js";
import type { BotContext } from "../../core/context.js";
import { clipHtml } from "../../format/clip.js";
import { escapeHtml } from "../../format/html.js";
import { count, decimal, percent } from "../../format/numbers.js";
import type { SiteAnalytics } from "./load.js";

/** Entries shown per list: enough to choose an offer, short enough for a phone. */
const SHOWN = 5;

/** "00:05:12" or "312" (seconds) → "5 min 12 s"; text the network wrote otherwise, as sent. */
export function duration(ctx: BotContext, text: string): string | undefined {
  const t = text.trim();
  if (!t) return undefined;
  const parts = t.split(":").map(Number);
  if (parts.some((p) => !Number.isFinite(p)) || parts.length > 3) return escapeHtml(t);
  const seconds = parts.reduce((sum, p) => sum * 60 + p, 0);
  if (seconds <= 0) return undefined;
  return ctx.t("site-duration", { minutes: Math.floor(seconds / 60), seconds: seconds % 60 });
}

/** A share or rate the network writes as "45.2" or "45.2%": in the publisher's way. */
export function share(ctx: BotContext, text: string): string | undefined {
  const n = parseNumber(text.replace("%", "").trim());
  return n === undefined ? undefined : percent(n, ctx.speech.lang);
}

export function rank(ctx: BotContext, n: number | undefined): string | undefined {
  return n ? `#${count(n, ctx.speech.lang)}` : undefined;
}

/** "label: value" lines for the values the network gave; a blank one is left out, not 0. */
function lines(ctx: BotContext, pairs: [string, string | undefined][]): string[] {
  return pairs.filter(([, v]) => v !== undefined).map(([key, v]) => `${ctx.t(key)}: ${v}`);
}

function audienceLines(ctx: BotContext, a: SiteAnalytics["audience"]): string[] {
  const lang = ctx.speech.lang;
  const visits = a.average.average_visits_per_day;
  const pages = parseNumber(a.average.average_page_views);
  const { ranking } = a;
  return lines(ctx, [
    ["site-visits", visits ? count(visits, lang) : undefined],
    ["site-time", duration(ctx, a.average.average_time_on_site)],
    ["site-pages", pages ? decimal(pages, lang, 2) : undefined],
    ["site-bounce", share(ctx, a.average.average_bounce_rate)],
    ["site-global-rank", rank(ctx, ranking.global_rank)],
  ]).concat(
    ranking.country && ranking.country_rank
      ? [
          ctx.t("site-country-rank", {
            country: clipHtml(ranking.country, 40),
            rank: rank(ctx, ranking.country_rank) ?? "",
          }),
        ]
      : [],
    ranking.category && ranking.category_rank
      ? [
          ctx.t("site-category-rank", {
            category: clipHtml(ranking.category, 40),
            rank: rank(ctx, ranking.category_rank) ?? "",
          }),
        ]
      : [],
  );
}

/** "Brazil 45.1% · Portugal 12.3%": named entries, largest share first, the blank ones left out. */
function shares(ctx: BotContext, items: { name: string; share: string }[]): string {
  const size = (text: string) => parseNumber(text.replace("%", "").trim()) ?? -1;
  return items
    .filter((i) => i.name.trim())
    .sort((a, b) => size(b.share) - size(a.share))
    .slice(0, SHOWN)
    .map((i) => {
      const s = share(ctx, i.share);
      return s ? `${clipHtml(i.name, 40)} ${s}` : clipHtml(i.name, 40);
    })
    .join(" · ");
}

function domains(items: { domain: string }[]): string {
  return items
    .map((i) => i.domain.trim())
    .filter(Boolean)
    .slice(0, SHOWN)
    .map((d) => clipHtml(d, 40))
    .join(", ");
}

/** The "📈 Site" section: each part the network filled, none it left empty. */
export function siteText(
  ctx: BotContext,
  offerName: string,
  site: string,
  months: number,
  a: SiteAnalytics,
): string {
  const head = ctx.t("site-title", {
    site: escapeHtml(site),
    months,
    offer: clipHtml(offerName, 60),
  });
  const sections: [string, string][] = [
    ["site-audience", audienceLines(ctx, a.audience).join("\n")],
    [
      "site-countries",
      shares(
        ctx,
        a.countries.map((c) => ({ name: c.country, share: c.share })),
      ),
    ],
    [
      "site-sources",
      shares(
        ctx,
        a.sources.map((s) => ({ name: s.domain, share: s.share })),
      ),
    ],
    [
      "site-destinations",
      shares(
        ctx,
        a.destinations.map((s) => ({ name: s.domain, share: s.share })),
      ),
    ],
    ["site-similar", domains(a.similar)],
    ["site-competitors", domains(a.competitors)],
  ];
  const filled = sections
    .filter(([, body]) => body)
    .map(([key, body]) => `<b>${ctx.t(key)}</b>\n${body}`);
  if (filled.length === 0) return `${head}\n\n${ctx.t("site-nothing")}`;
  return `${head}\n\n${filled.join("\n\n")}`;
}

/** One side of a comparison: an offer, its site's domain ("" when none) and what is known of it. */
export interface Side {
  name: string;
  site: string;
  analytics?: SiteAnalytics;
}

/** A row's value on one side: "—" where the network gave nothing. */
type Cell = (ctx: BotContext, a: SiteAnalytics) => string | undefined;

const top = (items: { name: string; share: string }[], ctx: BotContext) => {
  const size = (text: string) => parseNumber(text.replace("%", "").trim()) ?? -1;
  const best = [...items]
    .filter((i) => i.name.trim())
    .sort((x, y) => size(y.share) - size(x.share))[0];
  if (!best) return undefined;
  const s = share(ctx, best.share);
  return s ? `${clipHtml(best.name, 30)} ${s}` : clipHtml(best.name, 30);
};

const ROWS: [string, Cell][] = [
  [
    "site-visits",
    (ctx, a) => {
      const v = a.audience.average.average_visits_per_day;
      return v ? count(v, ctx.speech.lang) : undefined;
    },
  ],
  ["site-time", (ctx, a) => duration(ctx, a.audience.average.average_time_on_site)],
  [
    "site-pages",
    (ctx, a) => {
      const n = parseNumber(a.audience.average.average_page_views);
      return n ? decimal(n, ctx.speech.lang, 2) : undefined;
    },
  ],
  ["site-bounce", (ctx, a) => share(ctx, a.audience.average.average_bounce_rate)],
  ["site-global-rank", (ctx, a) => rank(ctx, a.audience.ranking.global_rank)],
  [
    "site-top-country",
    (ctx, a) =>
      top(
        a.countries.map((c) => ({ name: c.country, share: c.share })),
        ctx,
      ),
  ],
  [
    "site-main-source",
    (ctx, a) =>
      top(
        a.sources.map((s) => ({ name: s.domain, share: s.share })),
        ctx,
      ),
  ],
];

/** Two offers' sites side by side: a row where neither side has a value is left out. */
export function compareText(ctx: BotContext, left: Side, right: Side, months: number): string {
  const name = (side: Side) =>
    `<b>${escapeHtml(side.site || "—")}</b> (${clipHtml(side.name, 40)})`;
  const head = ctx.t("site-compare-title", { left: name(left), right: name(right), months });
  const rows = ROWS.map(([key, cell]) => {
    const l = left.analytics && cell(ctx, left.analytics);
    const r = right.analytics && cell(ctx, right.analytics);
    return l || r ? `${ctx.t(key)}: ${l || "—"} | ${r || "—"}` : undefined;
  }).filter(Boolean);
  return rows.length ? `${head}\n\n${rows.join("\n")}` : `${head}\n\n${ctx.t("site-nothing")}`;
}
