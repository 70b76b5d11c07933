import type { UserAccounts } from "../../../storage/index.js";
import { accountName } from "../../accounts/label.js";
import type { BotContext } from "../../core/context.js";
import { escapeHtml } from "../../format/html.js";

/** The list: each account by number and name, the active one marked; a notice first, if any. */
export function accountsText(ctx: Pick<BotContext, "t">, mine: UserAccounts, notice?: string) {
  const { accounts, active } = mine;
  const lines = accounts.map((account) =>
    ctx.t(account.id === active?.id ? "accounts-row-active" : "accounts-row", {
      no: account.no,
      name: escapeHtml(accountName(ctx.t, account)),
    }),
  );
  // With none, "press ➕" is all there is to say: no hint about an account that is not there.
  const body = (
    lines.length === 0
      ? [ctx.t("accounts-title"), ctx.t("accounts-none")]
      : [
          ctx.t("accounts-title"),
          ...lines,
          "",
          ctx.t(lines.length > 1 ? "accounts-hint-many" : "accounts-hint-one"),
        ]
  ).join("\n");
  return notice ? `${notice}\n\n${body}` : body;
}
