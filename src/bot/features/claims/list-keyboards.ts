/** Keyboards of /claims (list, card, delete) and of status pushes. */
import { InlineKeyboard } from "grammy";
import type { LostOrder } from "../../../publisher-api/index.js";
import { callbackKind } from "../../core/callback-data.js";
import { chunk } from "../../core/chunk.js";
import type { BotContext } from "../../core/context.js";
import { addClientButton, addClientForClaimButton } from "../../core/doors.js";
import { batchHowButton } from "./batch/keyboards.js";
import { statusWord } from "./text.js";

/**
 * `status` 0 means every status; otherwise a configured status id. `account`: the account the
 * list or card is of, so its buttons act for it whichever account is active when pressed.
 */
export const claimsListButton = callbackKind("claims-list", {
  status: "int",
  page: "int",
  account: "account",
});
export const claimsCardButton = callbackKind("claims-card", {
  id: "str",
  status: "int",
  page: "int",
  account: "account",
});
export const claimsEditButton = callbackKind("claims-edit", { id: "str", account: "account" });
/** "New claim" under the list: the /claim wizard, whose Back returns to this page of the list. */
export const claimsNewButton = callbackKind("claims-new", {
  status: "int",
  page: "int",
  account: "account",
});
export const claimsDeleteButton = callbackKind("claims-delete", {
  id: "str",
  status: "int",
  page: "int",
  account: "account",
});
export const claimsDeleteConfirmButton = callbackKind(
  "claims-delete-sure",
  {
    id: "str",
    status: "int",
    page: "int",
    account: "account",
  },
  { writes: true },
);

type Texts = Pick<BotContext, "t">;

/** Where a card's Back goes, and the account it is of. */
export type Back = { status: number; page: number; account: number };

/** The way to add the client id and secret, in one press: the API key is not asked again. */
export function claimCredentialsKeyboard(ctx: Texts, forClaim = false): InlineKeyboard {
  const kind = forClaim ? addClientForClaimButton : addClientButton;
  return new InlineKeyboard().text(ctx.t("claims-add-client"), kind.pack({}));
}

export interface ClaimsListView {
  claims: readonly LostOrder[];
  statuses: readonly { id: number; name: string }[];
  status: number;
  page: number;
  pages: number;
  account: number;
}

export function claimsListKeyboard(ctx: Texts, view: ClaimsListView): InlineKeyboard {
  const { status, page, account } = view;
  const claims = view.claims.map((claim) => [
    InlineKeyboard.text(
      `#${claim.id} · ${claim.order_number}`.slice(0, 48),
      claimsCardButton.pack({ id: claim.id, status, page, account }),
    ),
  ]);
  const filters = [{ id: 0, name: "" }, ...view.statuses].map((filter) =>
    InlineKeyboard.text(
      `${filter.id === status ? "• " : ""}${filter.id === 0 ? ctx.t("claims-filter-all") : statusWord(ctx, filter.name)}`,
      claimsListButton.pack({ status: filter.id, page: 0, account }),
    ),
  );
  const filterRows = chunk(filters, 3);
  const paging = [];
  if (page > 0)
    paging.push(
      InlineKeyboard.text("‹", claimsListButton.pack({ status, page: page - 1, account })),
    );
  if (page + 1 < view.pages) {
    paging.push(
      InlineKeyboard.text("›", claimsListButton.pack({ status, page: page + 1, account })),
    );
  }
  const file = InlineKeyboard.text(
    ctx.t("claims-new"),
    claimsNewButton.pack({ status, page, account }),
  );
  return InlineKeyboard.from([
    ...claims,
    ...filterRows,
    ...(paging.length > 0 ? [paging] : []),
    // Claims from a file above "New claim", which stays last (its place under every list).
    [InlineKeyboard.text(ctx.t("claims-batch-from-file"), batchHowButton.pack({}))],
    [file],
  ]);
}

export function claimCardKeyboard(
  ctx: Texts,
  claimId: string,
  editable: boolean,
  back: Back,
): InlineKeyboard {
  const keyboard = new InlineKeyboard();
  if (editable) {
    keyboard
      .text(ctx.t("claims-edit"), claimsEditButton.pack({ id: claimId, account: back.account }))
      .text(ctx.t("claims-delete"), claimsDeleteButton.pack({ id: claimId, ...back }))
      .row();
  }
  return keyboard.text(ctx.t("claims-back"), claimsListButton.pack(back));
}

export function claimDeleteKeyboard(ctx: Texts, claimId: string, back: Back): InlineKeyboard {
  return new InlineKeyboard()
    .text(ctx.t("claims-delete-yes"), claimsDeleteConfirmButton.pack({ id: claimId, ...back }))
    .text(ctx.t("claims-delete-no"), claimsCardButton.pack({ id: claimId, ...back }));
}

export function claimsBackKeyboard(ctx: Texts, back: Back) {
  return new InlineKeyboard().text(ctx.t("claims-back"), claimsListButton.pack(back));
}

/** Under a status push or a filed claim: opens the claim's card (of `account`, by number). */
export function claimOpenKeyboard(ctx: Texts, claimId: string, account: number): InlineKeyboard {
  return new InlineKeyboard().text(
    ctx.t("claims-open"),
    claimsCardButton.pack({ id: claimId, status: 0, page: 0, account }),
  );
}
