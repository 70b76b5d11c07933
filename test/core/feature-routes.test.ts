/**
 * The features' route (core/feature-routes.ts): a command or a press goes first to the feature
 * that declares it, and what that feature passes on still reaches the others, in FEATURES order.
 * The table is fixed: the same press goes the same way whatever was pressed before.
 * Plain grammY composers and `handleUpdate`, so each case names the feature that answered.
 */
import { Bot, Composer } from "grammy";
import type { Update, UserFromGetMe } from "grammy/types";
import { describe, expect, it } from "vitest";
import { callbackKind } from "../../src/bot/core/callback-data.js";
import type { HandlerContext } from "../../src/bot/core/context.js";
import type { Feature } from "../../src/bot/core/feature.js";
import { routedFeatures } from "../../src/bot/core/feature-routes.js";

const ME = { id: 1, is_bot: true, first_name: "Bot", username: "our_bot" } as UserFromGetMe;

const lateCard = callbackKind("late-card", { id: "int" });

function botWith(answered: string[]) {
  const early = new Composer<HandlerContext>();
  // Answers /stats in groups only, as team does; passes everything else on.
  early.chatType("group").command("stats", () => void answered.push("early: group stats"));
  // Would answer late's card too, were it asked first.
  early.callbackQuery(/^late-card(:|$)/, () => void answered.push("early: card"));
  const late = new Composer<HandlerContext>();
  late.chatType("private").command("stats", () => void answered.push("late: stats"));
  late.callbackQuery(/^late-card(:|$)/, () => void answered.push("late: card"));
  const features: Feature[] = [
    { name: "early", composer: early },
    { name: "late", commands: ["stats"], composer: late, buttons: [lateCard] },
  ];
  const last = new Composer<HandlerContext>();
  last.use(() => void answered.push("last"));
  const bot = new Bot<HandlerContext>("1:test", { botInfo: ME });
  bot.use(routedFeatures(features, last));
  return bot;
}

let nextId = 1;
const chat = (type: "private" | "group") =>
  type === "private"
    ? ({ id: 5, type, first_name: "U" } as const)
    : ({ id: -7, type, title: "G" } as const);
const from = { id: 5, is_bot: false, first_name: "U" };

function command(text: string, type: "private" | "group"): Update {
  const length = text.split(" ")[0]?.length ?? 0;
  return {
    update_id: nextId++,
    message: {
      message_id: nextId,
      date: 0,
      chat: chat(type),
      from,
      text,
      entities: [{ type: "bot_command", offset: 0, length }],
    },
  } as Update;
}

function press(data: string): Update {
  return {
    update_id: nextId++,
    callback_query: { id: String(nextId), from, chat_instance: "1", data },
  } as Update;
}

describe("the features' route", () => {
  it("gives a command to the feature that lists it, and what it passes on to the others", async () => {
    const answered: string[] = [];
    const bot = botWith(answered);
    await bot.handleUpdate(command("/stats", "private"));
    await bot.handleUpdate(command("/stats@our_bot 7d", "group"));
    await bot.handleUpdate(command("/Stats", "private"));
    expect(answered).toEqual(["late: stats", "early: group stats", "last"]);
  });

  it("gives a press to the feature that declares its kind, the same way every time", async () => {
    const answered: string[] = [];
    // early comes first in the list and would answer late's card: the declared feature goes first.
    const bot = botWith(answered);
    await bot.handleUpdate(press("late-card:1"));
    await bot.handleUpdate(press("late-card:2"));
    // An undeclared kind takes the features in order; nobody's goes to the last step.
    await bot.handleUpdate(press("nobody:1"));
    expect(answered).toEqual(["late: card", "late: card", "last"]);
  });

  it("refuses a button kind two features declare", () => {
    const twice: Feature[] = [
      { name: "one", composer: new Composer(), buttons: [lateCard] },
      { name: "two", composer: new Composer(), buttons: [lateCard] },
    ];
    expect(() => routedFeatures(twice, new Composer())).toThrow(/late-card.*one.*two/);
  });
});
