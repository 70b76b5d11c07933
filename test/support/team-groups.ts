/** Setting up a team group as its owner does, in en or ru: shared by the suites that push to groups. */
import type { SharedChat } from "../../src/bot-api-stand-in/members.js";
import type { TelegramUser } from "../../src/bot-api-stand-in/user.js";

/** /team → ➕ → the chat picker → the group: the bot is added and the group set up. */
export async function pickGroup(owner: TelegramUser, group: SharedChat): Promise<void> {
  owner.send("/team");
  await owner.waitFor(/Team groups|Командные группы/);
  owner.press(/^➕/);
  await owner.waitFor(/Pick the group|Выберите группу/);
  owner.shareChat(/👥/, group.id);
  await owner.waitFor(/will get this account's news|будут приходить новости/);
  await owner.waitFor(/What goes there|Что туда приходит/);
}

/** The group's 🎯 routes (offer ids, subaccount patterns), typed as the owner would, in en. */
export async function routeGroup(
  owner: TelegramUser,
  title: string,
  routes: string,
): Promise<void> {
  owner.send("/team");
  await owner.waitFor(/Team groups/);
  owner.press(`👥 ${title}`);
  await owner.waitFor((m) => m.kind === "edit" && /What goes there/.test(m.text));
  owner.press("🎯 Offers and subaccounts");
  await owner.waitFor(/Send the offer ids/);
  owner.send(routes);
  await owner.waitFor(/Saved/);
}
