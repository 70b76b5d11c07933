// Contract: text the API writes with character references (`Levi&#039;s`, `&#1056;`) reaches the
// client decoded, as XML 1.0 requires (sandbox quirk characterReferences).
import { afterEach, describe, expect, it } from "vitest";
import { useContract } from "./context.js";

const t = useContract();
afterEach(() => t.sb.control.resetQuirks());

describe("character references", () => {
  it("are on the wire with the quirk, and decoded by the client", async () => {
    t.sb.control.setQuirks({ characterReferences: true });
    const url = `${t.sb.url}/api/rest/webmaster/xml/languages-list?remote_auth=${t.sb.publishers[0].apiKey}`;
    const raw = await (await fetch(url)).text();
    expect(raw).toContain("&#1056;&#1091;&#1089;&#1089;&#1082;&#1080;&#1081;");
    const languages = await t.client.references.languages();
    expect(languages).toContainEqual({ code: "ru", name: "Русский" });
    expect(languages).toContainEqual({ code: "br", name: "Português (Brasil)" });
  });

  it("in a name the publisher wrote: Levi's comes back as Levi's, not Levi&#039;s", async () => {
    const name = `Levi's 10% off "Жара" & more`;
    const id = await t.client.tools.createPostback({
      name,
      url: "https://tracker.example.com/levis",
      action_type: "all",
      request_type: "get",
    });
    t.sb.control.setQuirks({ characterReferences: true });
    const url = `${t.sb.url}/api/rest/webmaster/xml/postback?id=${id}&remote_auth=${t.sb.publishers[0].apiKey}`;
    expect(await (await fetch(url)).text()).toContain("Levi&#039;s 10% off &#x22;&#1046;");
    expect((await t.client.tools.postback(id)).name).toBe(name);
  });
});
