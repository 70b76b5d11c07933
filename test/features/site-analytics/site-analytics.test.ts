import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { siteDomain } from "../../../src/bot/features/site-analytics/load.js";
import type { OfferListItem } from "../../../src/publisher-api/index.js";
import { type AnalyticsDepth, analyticsDepth } from "../../../src/sandbox/data/analytics.js";
import { DEFAULT_SEED } from "../../../src/sandbox/data/dataset.js";
import { connectedUser, type Harness, startHarness } from "../../support/harness.js";
import { apiClient } from "../postbacks/helpers.js";

let harness: Harness;
let offers: OfferListItem[];
beforeAll(async () => {
  harness = await startHarness();
  offers = (await apiClient(harness).catalog.offers("all", { limit: 200 })).items;
});
afterAll(async () => harness.stop());
beforeEach(() => harness.sandbox.control.clearCalls());

/** An offer whose site the sandbox knows fully, in part, or not at all. */
function offerOf(depth: AnalyticsDepth, skip = 0): OfferListItem {
  const found = offers.filter((o) => analyticsDepth(DEFAULT_SEED, siteDomain(o.site)) === depth);
  const offer = found[skip];
  if (!offer) throw new Error(`no offer with ${depth} analytics`);
  return offer;
}

const analyticsCalls = () =>
  harness.sandbox.control.calls.filter((c) => c.path.includes("/analytics-"));

async function openSite(offer: OfferListItem, lang = "en") {
  const user = await connectedUser(harness, lang);
  user.send(`/offers ${offer.name}`);
  await user.next();
  user.press(new RegExp(`^\\d+\\. ${offer.name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`));
  const card = await user.next();
  user.press(/📈/);
  const site = await user.next();
  return { user, card, site };
}

describe("📈 Site on an offer card", () => {
  it("shows audience, countries, traffic, similar sites and competitors (en)", async () => {
    const offer = offerOf("full");
    const domain = siteDomain(offer.site);
    const audience = await apiClient(harness).analytics.audience(domain, 3);
    harness.sandbox.control.clearCalls();
    const { site, card } = await openSite(offer);
    expect(site).toMatchObject({ kind: "edit", messageId: card.messageId });
    const lines = site.text.split("\n");
    expect(lines[0]).toBe(`📈 ${domain} · last 3 months`);
    expect(lines[1]).toBe(offer.name);
    const visits = (audience.average.average_visits_per_day ?? 0).toLocaleString("en-US");
    expect(site.text).toContain(`Audience\nVisits a day: ${visits}\nTime on site: `);
    expect(site.text).toMatch(
      /Time on site: \d+ min \d+ s\nPages per visit: \d+\.\d\d\nBounce rate: \d+\.\d%/,
    );
    expect(site.text).toMatch(/Global rank: #[\d,]+\nRank in .+: #[\d,]+\nRank in .+: #[\d,]+/);
    for (const section of [
      "Top countries",
      "Traffic comes from",
      "Traffic goes to",
      "Similar sites",
      "Competitors",
    ])
      expect(site.text).toContain(`\n\n${section}\n`);
    expect(site.buttons).toEqual([
      ["1 mo", "• 3 mo", "6 mo", "12 mo"],
      ["⚖️ Compare", "« Offer"],
    ]);
    expect(analyticsCalls()).toHaveLength(6);
  });

  it("Portuguese numbers; another period is asked for once and then kept for the day", async () => {
    const offer = offerOf("full", 1);
    const { user, site } = await openSite(offer, "pt");
    expect(site.text).toContain("📈");
    expect(site.text).toContain("últimos 3 meses");
    expect(site.text).toMatch(/Páginas por visita: \d+,\d\d\nRejeição: \d+,\d\s?%/);
    expect(site.text).toMatch(/Visitas por dia: \d{1,3}(\.\d{3})*\n/);
    expect(site.text).toContain("Principais países\n");
    harness.sandbox.control.clearCalls();
    user.press("12 m");
    const year = await user.next();
    expect(year.text).toContain("últimos 12 meses");
    expect(year.buttons[0]).toEqual(["1 m", "3 m", "6 m", "• 12 m"]);
    expect(analyticsCalls().map((c) => c.path.split("/").at(-1))).toContain("12");
    harness.sandbox.control.clearCalls();
    user.press("« Oferta");
    await user.next();
    user.press(/📈/);
    await user.next();
    user.press("12 m");
    expect((await user.next()).text).toBe(year.text);
    expect(analyticsCalls()).toEqual([]);
  });

  it("leaves out what the network left empty, never showing it as 0", async () => {
    const sparse = offerOf("sparse");
    const { site } = await openSite(sparse);
    expect(site.text).toContain("Visits a day: ");
    for (const gone of [
      "Time on site",
      "Pages per visit",
      "Top countries",
      "Similar sites",
      "Competitors",
    ])
      expect(site.text).not.toContain(gone);
    expect(site.text).not.toMatch(/: (0|#0)\b/);
    expect(site.text).toContain("Traffic comes from");

    const none = offerOf("none");
    const { site: empty } = await openSite(none, "pt");
    expect(empty.text.split("\n").slice(2).join("\n")).toBe(
      "\nA rede ainda não tem análises deste site.",
    );
  });

  it("compares two offers' sites side by side, a value only one side has shown against a dash", async () => {
    const full = offerOf("full", 3);
    const sparse = offerOf("sparse", 1);
    const { user } = await openSite(full);
    user.press("⚖️ Compare");
    expect((await user.next()).text).toBe("Compare with which offer? Send words from its name.");
    user.send(sparse.name);
    const pick = await user.next();
    expect(pick.text).toBe("Press the offer to compare with:");
    user.press(sparse.name);
    const side = await user.next();
    const [a, b] = [siteDomain(full.site), siteDomain(sparse.site)];
    expect(side.text.split("\n")[0]).toBe(
      `⚖️ ${a} (${full.name}) | ${b} (${sparse.name}) · last 3 months`,
    );
    expect(side.text).toMatch(/\nVisits a day: [\d,]+ \| [\d,]+\n/);
    expect(side.text).toMatch(/\nTime on site: \d+ min \d+ s \| —\n/);
    expect(side.text).toMatch(/\nTop country: .+ \| —\n/);
    expect(side.buttons).toEqual([["1 mo", "• 3 mo", "6 mo", "12 mo"], ["« Site"]]);
    user.press("6 mo");
    expect((await user.next()).text).toContain("· last 6 months");
  });

  it("a call failing in the middle: the error with Try again, nothing kept, the retry answers", async () => {
    const offer = offerOf("full", 2);
    // Three 500s: the first answer and both of the client's retries of a GET.
    harness.sandbox.control.failNext({ mode: 500, path: "/analytics-geo/", count: 3 });
    const { user, site } = await openSite(offer);
    expect(site.text).toContain("The network is not answering");
    user.press(/Try again/);
    const retried = await user.next();
    expect(retried.text).toContain("Top countries");
  });
});
