import { InlineKeyboard } from "grammy";
import type { AccountEntry } from "../../../storage/index.js";
import { accountName } from "../../accounts/label.js";
import { callbackKind } from "../../core/callback-data.js";
import type { BotContext } from "../../core/context.js";
import { clip } from "../../format/clip.js";

// Every button names an account by its number in the presser's own list (accounts.ts).
export const accountsSwitchButton = callbackKind("accounts-switch", { no: "id" }, { writes: true });
export const accountsRenameButton = callbackKind("accounts-rename", { no: "id" });
export const accountsRemoveButton = callbackKind("accounts-remove", { no: "id" });
export const accountsRemoveYesButton = callbackKind(
  "accounts-remove-yes",
  { no: "id" },
  { writes: true },
);
export const accountsListButton = callbackKind("accounts-list", {});
export const accountsAddButton = callbackKind("accounts-add", {});

type Texts = Pick<BotContext, "t">;

/** A row per account (its name switches to it, ✏️ renames, 🗑 removes), then ➕ Add. */
export function accountsKeyboard(
  ctx: Texts,
  accounts: readonly AccountEntry[],
  activeId: number | undefined,
): InlineKeyboard {
  const keyboard = new InlineKeyboard();
  for (const account of accounts) {
    const name = clip(accountName(ctx.t, account), 40);
    const active = account.id === activeId;
    keyboard
      .text(
        ctx.t(active ? "accounts-button-active" : "accounts-button-switch", { name }),
        accountsSwitchButton.pack({ no: account.no }),
      )
      .text(ctx.t("accounts-button-rename"), accountsRenameButton.pack({ no: account.no }))
      .text(ctx.t("accounts-button-remove"), accountsRemoveButton.pack({ no: account.no }))
      .row();
  }
  return keyboard.text(ctx.t("accounts-button-add"), accountsAddButton.pack({}));
}

export function removeKeyboard(ctx: Texts, no: number): InlineKeyboard {
  return new InlineKeyboard()
    .text(ctx.t("accounts-remove-yes"), accountsRemoveYesButton.pack({ no }))
    .text(ctx.t("accounts-remove-no"), accountsListButton.pack({}));
}
