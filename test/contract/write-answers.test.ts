// Contract: a write answered in a way the spec does not define (a deferral, no data, data that is
// not the documented id or boolean) is UnexpectedAnswer, sent once: never id 0 or a silent false.
import { afterEach, describe, expect, it } from "vitest";
import { UnexpectedAnswer } from "../../src/publisher-api/index.js";
import { callsTo, rejection, useContract } from "./context.js";

const t = useContract();
afterEach(() => t.sb.control.resetQuirks());

const POSTBACK = {
  name: "Odd answers",
  url: "https://tracker.example.com/odd",
  action_type: "cpa",
  request_type: "get",
} as const;

describe("writes answered outside the spec", () => {
  it("an envelope 204 to a POST or PUT is not an id 0 or false", async () => {
    t.sb.control.setQuirks({ writeAnswer: "deferred" });
    t.sb.control.clearCalls();
    const created = await rejection(() => t.client.tools.createRotator({ name: "Deferred" }));
    expect(created).toBeInstanceOf(UnexpectedAnswer);
    expect((created as Error).message).toContain(
      "a deferral (status 204) is not an answer to a write",
    );
    expect(callsTo(t.sb, "/xml/rotator", "POST")).toHaveLength(1);
    const set = await rejection(() => t.client.account.setLanguage("en"));
    expect(set).toBeInstanceOf(UnexpectedAnswer);
    expect(callsTo(t.sb, "/xml/user-language", "PUT")).toHaveLength(1);
  });

  it("an empty <id> or an empty boolean is not an id 0 or false", async () => {
    t.sb.control.setQuirks({ writeAnswer: "odd-data" });
    const created = await rejection(() => t.client.tools.createPostback(POSTBACK));
    expect(created).toBeInstanceOf(UnexpectedAnswer);
    expect((created as UnexpectedAnswer).head).toContain("<data><id></id></data>");
    const updated = await rejection(() => t.client.account.updateProfile({ first_name: "Alice" }));
    expect(updated).toBeInstanceOf(UnexpectedAnswer);
    expect((updated as UnexpectedAnswer).head).toContain("<data></data>");
  });

  it("status 200 without data is not a success", async () => {
    t.sb.control.setQuirks({ writeAnswer: "no-data" });
    const e = await rejection(() =>
      t.client.account.setNotificationSettings([{ news_category_id: 1, status: 1 }]),
    );
    expect(e).toBeInstanceOf(UnexpectedAnswer);
  });

  it("with the switch off, the documented answers read as before", async () => {
    const id = await t.client.tools.createPostback(POSTBACK);
    expect(id).toBeGreaterThan(0);
    expect(await t.client.account.setLanguage("en")).toBe(true);
  });
});
