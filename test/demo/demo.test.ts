/** The demo (`npm run demo`) against the whole bot: inline queries and a claim moved from the chat. */
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { testNow } from "../support/clock.js";
import { type Harness, startHarness } from "../support/harness.js";
import { processingClaim, terminalChat } from "./support.js";

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
});
afterAll(async () => harness?.stop());

it("sends typed numbers as text, inline queries with @bot, and moves a claim so its push shows", async () => {
  const claim = await processingClaim(harness);
  const { input, printed, done } = await terminalChat(harness, testNow);
  const until = async (re: RegExp) => {
    await vi.waitFor(() => expect(printed()).toMatch(re), { timeout: 5_000 });
  };

  input.write("/claim\n");
  await until(/Which offer was the order for/);
  input.write("#1\n");
  await until(/Which traffic channel/);
  input.write("Telegram @alice_deals\n");
  await until(/order number/);
  input.write("3\n");
  await until(/When was the order placed/);
  input.write("Yesterday\n");
  await until(/order amount/);
  input.write("1299\n");
  await until(/currency of the order/);
  input.write("/cancel\n");
  await until(/Cancelled/);

  input.write("@bot shop\n");
  await until(/inline results for "shop":\n {2}1\. /);

  input.write(`!claim ${claim.id} accepted\n`);
  await until(new RegExp(`🔔 Claim #${claim.id} for .+: processing → .*accepted`));
  await until(new RegExp(`\\(the network moved claim #${claim.id} of Alice to "accepted"\\)`));

  // The network makes a payout; /watch tells of it.
  input.write("/watch\n");
  await until(/👁 Watch/);
  input.write("👁 Start watching\n");
  await until(/🟢 On: I check your account every hour/);
  input.write("!payout 120\n");
  await until(/💸 A payout was made: \$120\.00 \(Processing\)/);
  await until(/\(payout #\d+ made; !paid \d+ pays it\)/);
  // A campaign with steady traffic loses its clicks; /watch names it.
  input.write("!campaign promo_x\n");
  await until(/🚦 Campaign promo_x: no clicks since \d\d:00 UTC \(3 hours\)/);
  await until(/\(campaign «promo_x», 40 clicks an hour, has had no clicks since \d\d:00 UTC;/);
  input.write("/quit\n");
  await done;
});
