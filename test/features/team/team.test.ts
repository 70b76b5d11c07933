/**
 * A team group, through the Bot API stand-in: the owner picks a group with Telegram's
 * chat picker; conversion alerts and claim status changes reach it, routed by offer and
 * subaccount; its card's buttons answer the owner only; the bot removed from the group stops its
 * news and tells the owner once.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { teamGroupOf } from "../../../src/bot/team/store.js";
import type { SharedChat } from "../../../src/bot-api-stand-in/members.js";
import type { TelegramUser } from "../../../src/bot-api-stand-in/user.js";
import { createPublisherApi } from "../../../src/publisher-api/index.js";
import type { SandboxPublisher } from "../../../src/sandbox/index.js";
import { testNow } from "../../support/clock.js";
import {
  connectUser,
  connectWithClaims,
  type Harness,
  startHarness,
} from "../../support/harness.js";
import { pickGroup } from "../../support/team-groups.js";
import { receiverEnv, settle } from "../alerts/support.js";

let harness: Harness;
let alice: SandboxPublisher;
let bruno: SandboxPublisher;
beforeAll(async () => {
  harness = await startHarness({ env: await receiverEnv() });
  [alice, bruno] = harness.sandbox.publishers as unknown as [SandboxPublisher, SandboxPublisher];
});
afterAll(async () => harness.stop());

/** What the bot posted in the group, newest last. */
const groupMessages = (group: SharedChat) =>
  harness.botApi.botMessages(group.id).filter((m) => m.from === "bot");

type Button = { text: string; callback_data?: string };
const buttonsOf = (markup: unknown): Button[] =>
  ((markup as { inline_keyboard?: Button[][] } | undefined)?.inline_keyboard ?? []).flat();

/** Presses a button of the bot's latest message in the group that has it, as `user`. */
function pressInGroup(user: TelegramUser, group: SharedChat, label: RegExp): string {
  const message = groupMessages(group).findLast((m) =>
    buttonsOf(m.replyMarkup).some((b) => label.test(b.text)),
  );
  const button = buttonsOf(message?.replyMarkup).find((b) => label.test(b.text));
  if (!message || !button?.callback_data) throw new Error(`no button ${label} in the group`);
  const id = `${user.id}${Date.now()}`;
  harness.botApi.injectUpdate({
    callback_query: {
      id,
      from: user.from,
      message: harness.botApi.telegramMessage(group.id, message.messageId),
      chat_instance: String(group.id),
      data: button.callback_data,
    },
  });
  return id;
}

async function alertsOn(user: TelegramUser): Promise<void> {
  user.send("/alerts");
  await user.waitFor(/Conversion alerts/);
  user.press("🔔 On for all offers");
  await user.waitFor((m) => m.kind === "edit" && m.text.includes("✅ Alerts are on."));
}

describe("a team group", () => {
  it("gets conversion alerts routed by offer and subaccount; only the owner changes it; stops when the bot is removed", async () => {
    const owner = harness.user({ firstName: "Olga" });
    const member = harness.user({ firstName: "Max" });
    await connectUser(harness, owner, alice.apiKey);
    await alertsOn(owner);
    const group = harness.botApi.createChat("supergroup", "Media buyers", owner.from);
    await pickGroup(owner, group);
    await expect.poll(() => groupMessages(group).length).toBe(1);
    const hello = groupMessages(group).at(-1);
    expect(hello?.text).toContain("This group gets news from the account below");
    expect(hello?.text).toContain("👥 Media buyers · account Alice Walker");

    // Routing: one offer, subaccounts starting with fb-.
    const api = createPublisherApi({ baseUrl: harness.sandbox.url });
    const joined = await api
      .forPublisher({ apiKey: alice.apiKey })
      .catalog.offers("all", { user_has_offer: true, limit: 2 });
    await api.close();
    const [offerId, otherOffer] = joined.items.map((offer) => offer.id);
    if (!offerId || !otherOffer) throw new Error("Alice has joined two offers");
    owner.send("/team");
    await owner.waitFor(/Team groups/);
    owner.press("👥 Media buyers");
    await owner.waitFor((m) => m.kind === "edit" && /What goes there/.test(m.text));
    owner.press("🎯 Offers and subaccounts");
    await owner.waitFor(/Send the offer ids/);
    owner.send(`${offerId} fb-*`);
    const saved = await owner.waitFor(/Saved/);
    // The offer by its name, never its id.
    const offerName = joined.items[0]?.name ?? "";
    expect(saved.text).toContain(`🎯 Offers: ${offerName}`);
    expect(saved.text).not.toContain(`🎯 Offers: ${offerId}`);
    expect(saved.text).toContain("🏷 Subaccounts: fb-*");
    const before = groupMessages(group).length;

    const fire = (subaccount: string, payout: string, offer = offerId) =>
      harness.sandbox.control.fireConversion(alice.id, {
        status: "approved",
        payout,
        subaccount,
        offerId: offer,
        repeats: 0,
      }).done;
    await fire("fb-77", "2.00");
    await owner.waitFor(/💰 \+\$2\.00/);
    await expect.poll(() => groupMessages(group).length).toBe(before + 1);
    const alert = groupMessages(group).at(-1);
    expect(alert?.text).toMatch(/^👤 Alice Walker\n💰 \+\$2\.00 · .+ · subaccount: fb-77$/);
    // Another subaccount, or another offer: the owner is told, the group is not.
    await fire("tt-1", "3.00");
    await owner.waitFor(/💰 \+\$3\.00/);
    await fire("fb-78", "4.00", otherOffer);
    await owner.waitFor(/💰 \+\$4\.00/);
    await settle(owner);
    expect(groupMessages(group).length).toBe(before + 1);

    // A member pressing the card's buttons in the group is refused; nothing changes.
    const refused = member.callbackAnswers.length;
    pressInGroup(member, group, /Conversion alerts/);
    await expect
      .poll(() => member.callbackAnswers.slice(refused))
      .toEqual(["Only the owner of this account can change this."]);
    expect((await teamGroupOf(harness.app.storage, owner.id, group.id))?.news.alerts).toBe(true);
    // The owner's press there works.
    pressInGroup(owner, group, /Conversion alerts/);
    await expect
      .poll(async () => (await teamGroupOf(harness.app.storage, owner.id, group.id))?.news.alerts)
      .toBe(false);
    pressInGroup(owner, group, /Conversion alerts/);
    await expect
      .poll(async () => (await teamGroupOf(harness.app.storage, owner.id, group.id))?.news.alerts)
      .toBe(true);

    // /stats in the group: only once the owner allows it, and never a key or a link.
    const asked = groupMessages(group).length;
    member.send("/stats", { chatId: group.id });
    await expect.poll(() => groupMessages(group).length).toBe(asked + 1);
    // Not shared here: the way to the private chat, as in any group.
    expect(groupMessages(group).at(-1)?.text).toMatch(/private chat/);
    const statsRefused = member.callbackAnswers.length;
    pressInGroup(member, group, /\/stats here/);
    await expect
      .poll(() => member.callbackAnswers.slice(statsRefused))
      .toEqual(["Only the owner of this account can change this."]);
    expect((await teamGroupOf(harness.app.storage, owner.id, group.id))?.stats).toBeFalsy();
    pressInGroup(owner, group, /\/stats here/);
    await expect
      .poll(async () => (await teamGroupOf(harness.app.storage, owner.id, group.id))?.stats)
      .toBe(true);
    member.send("/stats", { chatId: group.id });
    await expect.poll(() => groupMessages(group).length).toBe(asked + 2);
    const stats = groupMessages(group).at(-1);
    expect(stats?.text).toMatch(
      /^📊 Alice Walker, last 7 days: 🖱 [\d,]+ clicks · 📝 [\d,]+ conversions · 💰 \$[\d,.]+$/,
    );
    expect(stats?.html).not.toContain(alice.apiKey);
    expect(stats?.html).not.toMatch(/https?:/);

    // The bot removed from the group: its news stops, the owner hears it once.
    harness.botApi.setBotStatus(group.id, { status: "kicked" }, owner.from);
    const notice = await owner.waitFor(/can no longer post in “Media buyers”/);
    expect(notice.text).toContain("Add me again and pick it in /team");
    const sent = groupMessages(group).length;
    await fire("fb-79", "5.00");
    await owner.waitFor(/💰 \+\$5\.00/);
    harness.botApi.setBotStatus(group.id, { status: "left" }, owner.from);
    expect(await settle(owner)).toEqual([]);
    expect(groupMessages(group).length).toBe(sent);
    expect((await teamGroupOf(harness.app.storage, owner.id, group.id))?.stopped).toBe(true);
  });

  it("in Russian: claim status changes of one offer go to the group, tagged with their account; a group gone (403) stops once; /disconnect removes it", async () => {
    const owner = harness.user({ languageCode: "ru" });
    await connectWithClaims(harness, owner, bruno);
    const group = harness.botApi.createChat("supergroup", "Команда", owner.from);
    await pickGroup(owner, group);
    const watch = harness.app.jobs.find((job) => job.name === "claim-watch");
    await watch?.run(testNow());
    const { apiKey, clientId, clientSecret } = bruno;
    const api = createPublisherApi({ baseUrl: harness.sandbox.url });
    const claims = await api
      .forPublisher({ apiKey, clientId, clientSecret })
      .lostOrders.list({ perpage: 1000 });
    await api.close();
    const routed = claims.find((c) => c.status_id === "1");
    const unrouted = claims.find((c) => c.status_id === "1" && c.offer_id !== routed?.offer_id);
    if (!routed || !unrouted) throw new Error("Bruno needs new claims of two offers");
    owner.send("/team");
    await owner.waitFor(/Командные группы/);
    owner.press("👥 Команда");
    await owner.waitFor((m) => m.kind === "edit");
    owner.press("🎯 Офферы и субаккаунты");
    await owner.waitFor(/id офферов/);
    owner.send(routed.offer_id);
    await owner.waitFor(/Сохранено/);
    const before = groupMessages(group).length;

    harness.sandbox.control.setClaimStatus(bruno.id, routed.id, "processing");
    harness.sandbox.control.setClaimStatus(bruno.id, unrouted.id, "processing");
    await watch?.run(testNow());
    await owner.waitFor(new RegExp(`#${routed.id}`));
    await owner.waitFor(new RegExp(`#${unrouted.id}`));
    await expect.poll(() => groupMessages(group).length).toBe(before + 1);
    expect(groupMessages(group).at(-1)?.text).toMatch(
      new RegExp(`^👤 Bruno Costa\\n🔔 Заявка #${routed.id} `),
    );
    // Two runs at once (two instances) still post it once.
    await Promise.all([watch?.run(testNow()), watch?.run(testNow())]);
    expect(groupMessages(group).length).toBe(before + 1);

    // The group is gone without a word to the bot: the next send is refused, news stops, told once.
    harness.botApi.blockChat(group.id);
    harness.sandbox.control.setClaimStatus(bruno.id, routed.id, "accepted");
    await watch?.run(testNow());
    await owner.waitFor(/больше не могу писать в «Команда»/);
    expect((await teamGroupOf(harness.app.storage, owner.id, group.id))?.stopped).toBe(true);
    // Stopped: the next change is not tried there, and the owner is not told again.
    harness.sandbox.control.setClaimStatus(bruno.id, unrouted.id, "accepted");
    await watch?.run(testNow());
    await owner.waitFor(new RegExp(`#${unrouted.id}`));
    expect((await settle(owner)).filter((m) => /больше не могу/.test(m.text))).toEqual([]);

    // /disconnect: the account's groups go with it.
    owner.send("/disconnect");
    await owner.waitFor(/Забыть|забыть/);
    owner.press(/Да/);
    await owner.waitFor(/удалены|Готово/);
    expect(await teamGroupOf(harness.app.storage, owner.id, group.id)).toBeUndefined();
    expect(await harness.app.storage.sets.members(`team-chat:${group.id}`)).not.toContain(owner.id);
  });
});
