/**
 * Dead buttons stay dead (core/live-buttons.ts): every kind of button that writes (to the network
 * or to the bot's settings) pressed from a message that does not show it (a closed picker, a
 * finished wizard's question, a confirmation answered) answers "This button has expired" and
 * changes nothing: no call but reads reaches the network, no setting of the publisher changes.
 * The flows themselves (a cancelled /textshift picker, a finished one, a wizard's own pickers
 * after it ended) are in test/features/textshift and test/features/digest.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { type AnyKind, botKinds } from "../support/callback-kinds.js";
import { connectedUser, type Harness, startHarness } from "../support/harness.js";

/** Plausible values: the first of a list, an existing-looking id, the active account. */
function values(kind: AnyKind): Record<string, string | number> {
  return Object.fromEntries(
    Object.entries(kind.schema).map(([field, type]) => {
      if (type === "account") return [field, 0];
      if (type === "int" || type === "id") return [field, 1];
      if (type === "str") return [field, field === "zone" ? "Europe/Lisbon" : "x"];
      return [field, type[0] ?? ""];
    }),
  );
}

/** The kinds that write, as the bot declares them. */
async function writeKinds(): Promise<AnyKind[]> {
  return (await botKinds()).map(({ kind }) => kind).filter((kind) => kind.writes);
}

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
});
afterAll(async () => harness?.stop());

describe("a button that writes, pressed where it is not shown", () => {
  it("every kind answers “This button has expired” and nothing is written", async () => {
    const kinds = await writeKinds();
    // Those the issue names, among them: a sweep that found none would prove nothing.
    expect(kinds.map((kind) => kind.prefix)).toEqual(
      expect.arrayContaining([
        "textshift-mode",
        "textshift-scheme",
        "digest-zone-pick",
        "postback-off-sure",
        "claims-delete-sure",
        "accounts-remove-yes",
        "disconnect",
        "language",
      ]),
    );
    const user = await connectedUser(harness);
    const settingsBefore = await harness.app.storage.users.get(user.id);
    user.send("/help");
    const shown = await user.next();
    harness.sandbox.control.clearCalls();
    const asked = new Map<string, string>();
    for (const [index, kind] of kinds.entries()) {
      const id = `dead${index}`;
      asked.set(id, kind.prefix);
      harness.botApi.injectUpdate({
        callback_query: {
          id,
          from: user.from,
          message: harness.botApi.telegramMessage(user.id, shown.messageId),
          chat_instance: "1",
          data: kind.pack(values(kind) as never),
        },
      });
    }
    // Every press's own answer (the publisher's earlier answers are not counted).
    const answered = () => user.callbackAnswerDetails.filter((a) => asked.has(a.queryId));
    await vi.waitUntil(() => answered().length >= kinds.length, { timeout: 20_000 });
    const answers = Object.fromEntries(
      answered().map((answer) => [asked.get(answer.queryId), answer.text]),
    );
    const expired = "This button has expired. Send the command again.";
    expect(answers).toEqual(Object.fromEntries(kinds.map((kind) => [kind.prefix, expired])));
    const writes = harness.sandbox.control.calls.filter((call) => call.method !== "GET");
    expect(writes).toEqual([]);
    expect(await harness.app.storage.users.get(user.id)).toEqual(settingsBefore);
    expect(
      user.drain().filter((m) => m.kind !== "edit" || m.messageId !== shown.messageId),
    ).toEqual([]);
  });
});
