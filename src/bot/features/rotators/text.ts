import type { IdName, Rotator } from "../../../publisher-api/index.js";
import type { BotContext } from "../../core/context.js";
import { clipHtml } from "../../format/clip.js";
import { apiDateText } from "../../format/dates.js";
import { escapeHtml } from "../../format/html.js";
import { sizeText } from "../../format/sizes.js";
import type { Part, Place } from "./lists.js";

const NAME_LIMIT = 48;
/** Names shown in one card line before "and N more". */
const SHOWN = 6;

export const rotatorName = (r: Pick<Rotator, "id" | "name">) => r.name.trim() || `#${r.id}`;

function typeText(ctx: BotContext, type: string): string {
  return ["flash", "image", "all"].includes(type)
    ? ctx.t(`rotators-type-${type}`)
    : escapeHtml(type || "—");
}

const onOff = (ctx: BotContext, on: boolean) => ctx.t(on ? "rotators-on" : "rotators-off");

/** Some names, then "and N more"; an empty list in the words `empty` gives (all, none). */
export function namesText(ctx: BotContext, items: readonly IdName[], empty: string): string {
  if (items.length === 0) return ctx.t(empty);
  const names = items.slice(0, SHOWN).map((i) => clipHtml(i.name || `#${i.id}`, NAME_LIMIT));
  const more = items.length - SHOWN;
  const list = names.join(", ");
  return more > 0 ? ctx.t("rotators-and-more", { list, count: more }) : list;
}

export function rotatorListText(
  ctx: BotContext,
  rotators: readonly Rotator[],
  page: { index: number; count: number; first: number },
): string {
  if (rotators.length === 0) return `${ctx.t("rotators-title")}\n\n${ctx.t("rotators-none")}`;
  const lines = rotators.map((r, i) =>
    ctx.t("rotators-list-line", {
      n: page.first + i + 1,
      name: clipHtml(rotatorName(r), NAME_LIMIT),
      subaccount: r.subaccount.trim()
        ? clipHtml(r.subaccount, 32)
        : ctx.t("rotators-no-subaccount"),
      type: typeText(ctx, r.type),
      offers: r.offers_included.length,
      optimisation: onOff(ctx, r.enable_optimization),
    }),
  );
  const title =
    page.count > 1
      ? `${ctx.t("rotators-title")} · ${ctx.t("rotators-page", { page: page.index + 1, pages: page.count })}`
      : ctx.t("rotators-title");
  return `${title}\n\n${lines.join("\n")}\n\n${ctx.t("rotators-list-hint")}`;
}

/** The card: settings, what it is connected to, and its embed codes. */
export function rotatorCardText(ctx: BotContext, r: Rotator, notice?: string): string {
  const line = (key: string, value: string) => `${ctx.t(key)}: ${value}`;
  const head = [
    `<b>${clipHtml(rotatorName(r), NAME_LIMIT)}</b> · #${r.id}`,
    line(
      "rotators-subaccount",
      r.subaccount.trim() ? clipHtml(r.subaccount, 64) : ctx.t("rotators-no-subaccount"),
    ),
    line("rotators-type", typeText(ctx, r.type)),
    line("rotators-added", apiDateText(r.added_at, ctx.speech, ctx.deps.now())),
    line("rotators-add-new", onOff(ctx, r.add_new_offers)),
    line("rotators-optimisation", onOff(ctx, r.enable_optimization)),
  ];
  const sizes = r.banner_sizes.length
    ? escapeHtml(r.banner_sizes.map(sizeText).join(", "))
    : ctx.t("rotators-all-sizes");
  const lists = [
    line("rotators-offers", namesText(ctx, r.offers_included, "rotators-all-offers")),
    line("rotators-offers-out", namesText(ctx, r.offers_excluded, "rotators-no-offers-out")),
    line("rotators-categories", namesText(ctx, r.category_included, "rotators-all-categories")),
    line(
      "rotators-categories-out",
      namesText(ctx, r.category_excluded, "rotators-no-categories-out"),
    ),
    line("rotators-sizes", sizes),
    line("rotators-banners", namesText(ctx, r.banners_included, "rotators-all-banners")),
    line("rotators-banners-out", namesText(ctx, r.banners_excluded, "rotators-no-banners-out")),
  ];
  const codes = r.code.map(
    (c) => `${codeLabel(ctx, c.type)}:\n<code>${escapeHtml(c.value.slice(0, 600))}</code>`,
  );
  const parts = [head.join("\n"), lists.join("\n")];
  if (codes.length) parts.push(`${ctx.t("rotators-codes")}\n${codes.join("\n")}`);
  return notice ? `${notice}\n\n${parts.join("\n\n")}` : parts.join("\n\n");
}

export function codeLabel(ctx: BotContext, type: string): string {
  return ["JS_CODE", "JS_CODE_ASYNC", "XML_FEED"].includes(type)
    ? ctx.t(`rotators-code-${type}`)
    : escapeHtml(type || "—");
}

/** One part's screen: what is included and excluded, and what its buttons do. */
export function partText(ctx: BotContext, r: Rotator, part: Part, notice?: string): string {
  const title = `<b>${clipHtml(rotatorName(r), NAME_LIMIT)}</b> · ${ctx.t(`rotators-part-${part}`)}`;
  const body =
    part === "size"
      ? `${ctx.t("rotators-sizes")}: ${
          r.banner_sizes.length
            ? escapeHtml(r.banner_sizes.map(sizeText).join(", "))
            : ctx.t("rotators-all-sizes")
        }`
      : partLists(ctx, r, part);
  const text = `${title}\n\n${body}\n\n${ctx.t(`rotators-part-${part}-hint`)}`;
  return notice ? `${notice}\n\n${text}` : text;
}

function partLists(ctx: BotContext, r: Rotator, part: Exclude<Part, "size">): string {
  const [included, excluded, all] = {
    offer: [r.offers_included, r.offers_excluded, "rotators-all-offers"] as const,
    category: [r.category_included, r.category_excluded, "rotators-all-categories"] as const,
    banner: [r.banners_included, r.banners_excluded, "rotators-all-banners"] as const,
  }[part];
  const key = { offer: "offers", category: "categories", banner: "banners" }[part];
  return [
    `${ctx.t(`rotators-${key}`)}: ${namesText(ctx, included, all)}`,
    `${ctx.t(`rotators-${key}-out`)}: ${namesText(ctx, excluded, `rotators-no-${key}-out`)}`,
  ].join("\n");
}

/** Asked before a change that leaves an included list empty: what the network will do then. */
export function confirmEmptyText(
  ctx: BotContext,
  r: Rotator,
  parts: readonly Part[],
  change: { part: Part; name: string; to: Exclude<Place, "in"> },
): string {
  const consequences = parts.map((p) => `• ${ctx.t(`rotators-empty-${p}`)}.`).join("\n");
  const action = ctx.t(`rotators-would-${change.to}-${change.part}`, {
    item: clipHtml(change.name, NAME_LIMIT),
  });
  return ctx.t("rotators-confirm-empty", {
    name: clipHtml(rotatorName(r), NAME_LIMIT),
    action,
    consequences,
  });
}

/** "Offer Shop A → excluded" for a notice. */
export function changeText(ctx: BotContext, part: Part, name: string, to: Place): string {
  return ctx.t(`rotators-moved-${to}`, {
    what: ctx.t(`rotators-one-${part}`),
    name: clipHtml(name, NAME_LIMIT),
  });
}
