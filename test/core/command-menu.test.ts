/**
 * The command menus the bot sets at start, one per language and the English one for every other
 * client. Read once (a fresh bot keeps no texts until a publisher writes), they must
 * still say each command in each language, and the texts a publisher then asks for too.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { entriesOf, Texts } from "../../src/bot/speech/texts.js";
import { LANGUAGES } from "../../src/languages.js";
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

  it("say, in every language, each command and the bot's descriptions as the whole texts do", async () => {
    // At start only the menus' entries are read from the files; a publisher's texts come from the
    // whole language. Every command of every menu, in every language, must read the same both ways.
    const whole = new Texts();
    for (const language of LANGUAGES) {
      const menu = harness.botApi.commands(language);
      expect(menu.length).toBeGreaterThan(20);
      for (const { command, description } of menu)
        expect(description).toBe(whole.translate(language, `command-${command}`));
      expect(harness.botApi.myText("description", language)).toBe(
        whole.translate(language, "bot-description"),
      );
      expect(harness.botApi.myText("short_description", language)).toBe(
        whole.translate(language, "bot-short-description"),
      );
    }
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

describe("the entries read at start", () => {
  const source = [
    "# a comment about the next one",
    "command-a = first line",
    "    second line",
    "",
    "    after a blank line",
    "    .title = its attribute",
    "command-b = not asked for",
    "    and its second line",
    "command-c = { $n ->",
    "        [one] one offer",
    "       *[other] { $n } offers",
    "    }",
    "## a group comment",
    "command-d = last",
  ].join("\n");

  it("are whole: continuation lines, blank lines inside, attributes and variants; nothing else", () => {
    const read = entriesOf(source, new Set(["command-a", "command-c", "command-d"]));
    expect(read.split("\n")).toEqual([
      "command-a = first line",
      "    second line",
      "",
      "    after a blank line",
      "    .title = its attribute",
      "command-c = { $n ->",
      "        [one] one offer",
      "       *[other] { $n } offers",
      "    }",
      "command-d = last",
    ]);
    expect(entriesOf(source, new Set(["command-x"]))).toBe("");
  });
});
