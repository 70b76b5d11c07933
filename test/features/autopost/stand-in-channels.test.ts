import { Api, GrammyError } from "grammy";
import type { Update } from "grammy/types";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BotApiStandIn, startBotApi } from "../../../src/bot-api-stand-in/stand-in.js";
import { TelegramUser } from "../../../src/bot-api-stand-in/user.js";

/** The Bot API stand-in's channels and groups, as autopost relies on them. */
let standIn: BotApiStandIn;
let api: Api;
beforeAll(async () => {
  standIn = await startBotApi();
  api = new Api(standIn.token, { apiRoot: standIn.apiRoot });
});
afterAll(() => standIn.close());

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) =>
      error instanceof GrammyError ? [error.error_code, error.description] : error,
  );

describe("stand-in: channels and groups", () => {
  it("posting needs an administrator with Post messages; my_chat_member says every change", async () => {
    const owner = new TelegramUser(standIn, { id: 9001, firstName: "Olga" });
    const channel = standIn.createChat("channel", "Deals", owner.from);
    expect(await failure(api.sendMessage(channel.id, "hi"))).toEqual([
      403,
      "Forbidden: bot is not a member of the channel chat",
    ]);
    expect(await failure(api.getChatMember(channel.id, standIn.botInfo.id))).toEqual([
      403,
      "Forbidden: bot is not a member of the channel chat",
    ]);

    standIn.setBotStatus(channel.id, { status: "administrator", rights: {} }, owner.from);
    expect(await failure(api.sendMessage(channel.id, "hi"))).toEqual([
      400,
      "Bad Request: need administrator rights in the channel chat",
    ]);
    const member = await api.getChatMember(channel.id, standIn.botInfo.id);
    expect(member).toMatchObject({ status: "administrator", can_post_messages: false });

    standIn.setBotStatus(
      channel.id,
      { status: "administrator", rights: { can_post_messages: true } },
      owner.from,
    );
    const post = await api.sendMessage(channel.id, "<b>Deal</b>", { parse_mode: "HTML" });
    expect(post.chat).toMatchObject({ id: channel.id, type: "channel", title: "Deals" });
    expect(post.sender_chat).toMatchObject({ id: channel.id });
    expect(post.from).toBeUndefined();
    const edited = await api.editMessageText(channel.id, post.message_id, "Deal ended");
    expect(edited).toMatchObject({ text: "Deal ended" });
    const admins = await api.getChatAdministrators(channel.id);
    expect(admins.map((a) => a.status).sort()).toEqual(["administrator", "creator"]);

    standIn.setBotStatus(channel.id, { status: "kicked" }, owner.from);
    expect(await failure(api.sendMessage(channel.id, "hi"))).toEqual([
      403,
      "Forbidden: bot was kicked from the channel chat",
    ]);
    const updates = (await api.getUpdates({ allowed_updates: ["my_chat_member"] })) as Update[];
    const changes = updates.map((u) => [
      u.my_chat_member?.old_chat_member.status,
      u.my_chat_member?.new_chat_member.status,
    ]);
    expect(changes).toEqual([
      ["left", "administrator"],
      ["administrator", "administrator"],
      ["administrator", "kicked"],
    ]);
    expect(updates[1]?.my_chat_member).toMatchObject({
      chat: { id: channel.id, type: "channel" },
      from: { id: owner.id },
      new_chat_member: { can_post_messages: true },
    });
    owner.dispose();
  });

  it("a request_chat button shares the picked chat, granting the rights it asks", async () => {
    const owner = new TelegramUser(standIn, { id: 9002, firstName: "Ivo" });
    const channel = standIn.createChat("channel", "Ivo's deals", owner.from);
    const group = standIn.createChat("supergroup", "Ivo's group", owner.from);
    await api.sendMessage(owner.id, "Pick one", {
      reply_markup: {
        keyboard: [
          [
            {
              text: "Channel",
              request_chat: {
                request_id: 7,
                chat_is_channel: true,
                request_title: true,
                bot_administrator_rights: { can_post_messages: true } as never,
              },
            },
          ],
        ],
        resize_keyboard: true,
      },
    });
    expect(owner.replyKeyboard()).toEqual([["Channel"]]);
    expect(() => owner.shareChat("Channel", group.id)).toThrow(/does not offer a supergroup/);
    owner.shareChat("Channel", channel.id);
    const updates = (await api.getUpdates({
      offset: -2,
      allowed_updates: ["message", "my_chat_member"],
    })) as Update[];
    expect(updates.map((u) => Object.keys(u).find((k) => k !== "update_id"))).toEqual([
      "my_chat_member",
      "message",
    ]);
    expect(updates[1]?.message?.chat_shared).toEqual({
      request_id: 7,
      chat_id: channel.id,
      title: "Ivo's deals",
    });
    expect(standIn.memberStatus(channel.id, standIn.botInfo.id)).toEqual({
      status: "administrator",
      rights: { can_post_messages: true },
    });
    await expect(
      api.sendMessage(owner.id, "x", {
        reply_markup: {
          keyboard: [[{ text: "Bad", request_chat: { request_id: 1 } as never }]],
        },
      }),
    ).rejects.toThrow(/request_id and chat_is_channel/);
    owner.dispose();
  });
});
