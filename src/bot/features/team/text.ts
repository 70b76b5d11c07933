import type { ActiveAccount } from "../../accounts/active.js";
import { accountName } from "../../accounts/label.js";
import { type OfferNames, offerNamesOrNone } from "../../catalog/offer-names.js";
import type { BotContext } from "../../core/context.js";
import { connection } from "../../core/publisher.js";
import { escapeHtml } from "../../format/html.js";
import { NEWS, type TeamGroup } from "../../team/store.js";

type Texts = Pick<BotContext, "t">;

/** The names of the offers a group is routed by, read with the account's own client. */
export async function routedOfferNames(
  ctx: Pick<BotContext, "deps">,
  group: Pick<TeamGroup, "offers">,
  accountId: number,
): Promise<OfferNames> {
  if (group.offers.length === 0) return {};
  const client = (await connection(ctx.deps, accountId))?.client;
  return client ? offerNamesOrNone(client, group.offers) : {};
}

/** A group's card: whose news, which news, for which offers and subaccounts. */
export function teamCardText(
  ctx: Texts,
  group: TeamGroup,
  account: Pick<ActiveAccount, "no" | "label">,
  notice?: string,
  names: OfferNames = {},
): string {
  const lines = [
    ctx.t("team-card-title", {
      title: escapeHtml(group.title),
      account: escapeHtml(accountName(ctx.t, account)),
    }),
    ctx.t("team-card-news"),
    ...NEWS.map((news) => `${group.news[news] ? "✅" : "▫️"} ${ctx.t(`team-news-${news}`)}`),
    `${group.stats ? "✅" : "▫️"} ${ctx.t("team-news-stats")}`,
    ctx.t("team-card-offers", {
      // Offers by name; one the network does not name (or could not be read), by its id.
      offers:
        group.offers.length > 0
          ? group.offers.map((id) => escapeHtml(names[String(id)] ?? `#${id}`)).join(", ")
          : ctx.t("team-card-all"),
    }),
    ctx.t("team-card-subaccounts", {
      subaccounts:
        group.subaccounts.length > 0
          ? group.subaccounts.map((p) => `<code>${escapeHtml(p)}</code>`).join(", ")
          : ctx.t("team-card-all"),
    }),
  ];
  if (group.stopped) lines.push("", ctx.t("team-card-stopped"));
  const body = lines.join("\n");
  return notice ? `${notice}\n\n${body}` : body;
}

export function teamListText(ctx: Texts, groups: readonly TeamGroup[]): string {
  if (groups.length === 0) return `${ctx.t("team-title")}\n\n${ctx.t("team-none")}`;
  const lines = groups.map((group) =>
    ctx.t(group.stopped ? "team-row-stopped" : "team-row", { title: escapeHtml(group.title) }),
  );
  return [ctx.t("team-title"), "", ...lines].join("\n");
}

/**
 * "20001 20002 fb-* tt_*": numbers are offers, the rest subaccount patterns; a word meaning
 * "all" clears both. Undefined when nothing usable was sent.
 */
export function readRoutes(text: string): { offers: number[]; subaccounts: string[] } | undefined {
  const words = text.split(/[\s,;]+/).filter(Boolean);
  if (words.length === 0) return undefined;
  if (words.length === 1 && /^(all|все|всё|todos|todas|-)$/i.test(words[0] ?? ""))
    return { offers: [], subaccounts: [] };
  const offers = words.filter((w) => /^[1-9]\d{0,11}$/.test(w)).map(Number);
  const subaccounts = words.filter((w) => !/^\d+$/.test(w) && /^[\w*.-]{1,64}$/.test(w));
  if (offers.length + subaccounts.length !== words.length) return undefined;
  return { offers: [...new Set(offers)], subaccounts: [...new Set(subaccounts)] };
}
