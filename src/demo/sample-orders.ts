/**
 * `!orders` in the demo: the publisher sends the bot a sample report of lost orders (CSV), as
 * they would attach a shop's export from their phone, and the bot's check and summary follow.
 * The sample uses Alice's own offers, mixes the ways reports write days and sums, and has one row
 * to fix, so every part of the summary shows. It is saved beside the demo's other files too.
 */
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import type { TelegramUser } from "../bot-api-stand-in/user.js";
import { createPublisherApi } from "../publisher-api/index.js";
import type { Sandbox } from "../sandbox/index.js";
import type { NetworkCommand } from "./terminal-chat.js";

const DAY_MS = 86_400_000;
const SUMS = ["1 299,50", "12 usd", "450", "89.90 USD", "2 100,00", "75", "640,00", "19.99 usd"];

/** The sample's lines: Order;Date;Sum;Offer, days back from `now`; row 6's date does not exist. */
export function sampleOrders(offers: readonly { id: number; name: string }[], now: Date): string {
  const lines = ["Order;Date;Sum;Offer"];
  SUMS.forEach((sum, i) => {
    const day = new Date(now.getTime() - (i + 2) * DAY_MS).toISOString().slice(0, 10);
    const [y, m, d] = day.split("-");
    const date = i === 4 ? "31.02.2026" : i % 2 === 0 ? day : `${d}.${m}.${y}`;
    const offer = offers[i % Math.max(offers.length, 1)];
    const named = i % 3 === 0 ? String(offer?.id ?? "") : (offer?.name ?? "");
    lines.push(`SHOP-${7401 + i};${date};${sum};${named}`);
  });
  return `${lines.join("\n")}\n`;
}

export function sampleOrdersCommand(
  user: TelegramUser,
  sandbox: Pick<Sandbox, "url" | "publishers">,
  filesDir: string,
  now: () => Date = () => new Date(),
): NetworkCommand {
  return {
    name: "orders",
    args: "",
    help: "you send the bot a sample report of 8 lost orders (CSV, as a shop exports it); it checks them and offers to file them.",
    async run() {
      const api = createPublisherApi({ baseUrl: sandbox.url });
      try {
        const alice = sandbox.publishers[0];
        const client = api.forPublisher({ apiKey: alice?.apiKey ?? "" });
        const joined = await client.catalog.offers("all", { user_has_offer: true, limit: 3 });
        const offers = joined.items.map((offer) => ({ id: offer.id, name: offer.name.trim() }));
        const text = sampleOrders(offers, now());
        writeFileSync(join(filesDir, "sample-orders.csv"), text);
        user.sendDocument("sample-orders.csv", Buffer.from(text), { mimeType: "text/csv" });
        return `(you sent sample-orders.csv: 8 lost orders of Alice's offers, row 6 with a date that does not exist; a copy is in ${filesDir}/sample-orders.csv)`;
      } finally {
        await api.close();
      }
    },
  };
}
