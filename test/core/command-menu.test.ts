/**
 * The command menus the bot sets at start, one per language and the English one for every other
 * client. Read once (a fresh bot keeps no texts until a publisher writes), they must
 * still say each command in each language, and the texts a publisher then asks for too.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectedUser, type Harness, startHarness } from "../support/harness.js";

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
});
afterAll(async () => {
  await harness?.stop();
});

describe("command menus", () => {
  it("are set in every language, the same commands each, described in its words", async () => {
    const menus = {
      default: harness.botApi.commands(),
      en: harness.botApi.commands("en"),
      ru: harness.botApi.commands("ru"),
      pt: harness.botApi.commands("pt"),
    };
    const names = menus.default.map((c) => c.command);
    expect(names).toContain("digest");
    for (const menu of Object.values(menus)) expect(menu.map((c) => c.command)).toEqual(names);
    expect(menus.en).toEqual(menus.default);
    const digest = (menu: { command: string; description: string }[]) =>
      menu.find((c) => c.command === "digest")?.description;
    expect([digest(menus.en), digest(menus.ru), digest(menus.pt)]).toEqual([
      "daily digest settings",
      "настройки ежедневной сводки",
      "configurar o resumo diário",
    ]);
    for (const menu of Object.values(menus))
      for (const c of menu) expect(c.description).not.toMatch(/^\{command-/);
  });

  it("list every command in private chats, only what works there in groups; the bot described in each language", async () => {
    const everything = harness.botApi.commands().map((c) => c.command);
    for (const language of ["", "en", "ru", "pt"]) {
      const privately = harness.botApi.commands(language, { type: "all_private_chats" });
      expect(privately.map((c) => c.command)).toEqual(everything);
      const inGroups = harness.botApi.commands(language, { type: "all_group_chats" });
      expect(inGroups.map((c) => c.command)).toEqual(["stats"]);
    }
    expect(harness.botApi.commands("ru", { type: "all_group_chats" })[0]?.description).toBe(
      harness.botApi.commands("ru").find((c) => c.command === "stats")?.description,
    );
    expect(harness.botApi.myText("description", "en")).toMatch(/^Your affiliate network account/);
    expect(harness.botApi.myText("description", "ru")).toMatch(/^Ваш аккаунт партнёрской сети/);
    expect(harness.botApi.myText("short_description", "pt")).toMatch(/^Ofertas, estatísticas/);
    expect(harness.botApi.myText("short_description")).toBe(
      harness.botApi.myText("short_description", "en"),
    );
  });

  it("leave the texts a publisher asks for afterwards whole, in Russian too", async () => {
    const ivan = await connectedUser(harness, "ru");
    await ivan.send("/digest");
    expect((await ivan.waitFor(/Ежедневная сводка/)).text).toMatch(/выключена/);
    const ann = await connectedUser(harness, "en");
    await ann.send("/digest");
    expect((await ann.waitFor(/Daily digest/)).text).toMatch(/off/);
  });
});
