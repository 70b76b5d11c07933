/**
 * A payout's status as the network words it (`status_name`, in the language of the account's
 * interface, whatever the publisher reads the bot in), said in the publisher's language. The words
 * the network is known to send are translated; any other is shown as it came, never dropped.
 * Shared by /payouts, the dashboard and the watch's payout pushes.
 */
import { ownEntry } from "../../own-entry.js";

type Status = "paid" | "processing";

/** The network's words in its three languages (en, br, ru), lower-cased. */
const KNOWN: Readonly<Record<string, Status>> = {
  paid: "paid",
  pago: "paid",
  выплачено: "paid",
  processing: "processing",
  "em processamento": "processing",
  "в обработке": "processing",
};

export function payoutStatusWord(t: (key: string) => string, status: string): string {
  const known = ownEntry(KNOWN, status.trim().toLowerCase());
  return known === undefined ? status : t(`payout-status-${known}`);
}
