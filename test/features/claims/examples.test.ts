/**
 * The claim wizard's examples in Portuguese are written as Brazil writes them (1.299,50
 * and dd/mm/yyyy), and the amount the prompt gives as an example is taken as typed. The
 * date example is the publisher's today, not a fixed day the wizard would refuse as too old.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testToday } from "../../support/clock.js";
import { connectWithClaims, type Harness, startHarness } from "../../support/harness.js";
import { offerIdOf } from "./support.js";

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
});
afterAll(async () => harness?.stop());

describe("the pt claim wizard's examples", () => {
  it("are Brazilian, and the amount example works when typed", async () => {
    const user = harness.user({ languageCode: "pt" });
    await connectWithClaims(harness, user);
    user.send("/claim");
    const offers = await user.waitFor(/De qual oferta era o pedido/);
    const offer = offers.buttons[0]?.[0] ?? "";
    user.press(offer);
    const channels = await user.waitFor(/Qual canal de tráfego/);
    user.press(channels.buttons[0]?.[0] ?? "");
    await user.waitFor(/número do pedido/);
    user.send("PED-4001");

    const dateQuestion = await user.waitFor(/Quando o pedido foi feito/);
    const [year, month, day] = testToday().split("-");
    expect(dateQuestion.text).toContain(`${day}/${month}/${year} ou ${year}-${month}-${day}`);
    expect(dateQuestion.text).not.toContain(`${day}.${month}.${year}`);
    // The wizard's own "today" is not this suite's clock: a button, not a date.
    user.press("Ontem");

    const amountQuestion = await user.waitFor(/valor do pedido/);
    const example = /Por exemplo (\S+) ou/.exec(amountQuestion.text)?.[1];
    expect(example).toBe("1.299,50");
    expect(amountQuestion.text).not.toMatch(/1 299,50|1299\.50/);
    user.send(example ?? "");
    const currencies = await user.waitFor(/Qual a moeda do pedido/);
    user.press(currencies.buttons.flat()[0] ?? "");
    await user.waitFor(/comentário para o gerente/);
    user.press("Pular");
    const summary = await user.waitFor(/Sua solicitação/);
    expect(summary.text).toContain(`#${offerIdOf(offer)}`);
    expect(summary.text).toMatch(/Valor: US\$\u00a01\.299,50/);
  });
});
