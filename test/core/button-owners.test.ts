/**
 * The features' button table (core/feature-routes.ts) says what their composers answer: every
 * kind of button in the bot is pressed once (with data no kind unpacks, so no handler acts), and
 * the feature whose composer answered it is the one that lists it in `buttons` (or whose command
 * its menu or Try again button runs); a kind nobody lists (a wizard's own) is answered by none of them.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { Composer } from "grammy";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { HandlerContext } from "../../src/bot/core/context.js";
import { commandButton } from "../../src/bot/core/doors.js";
import type { Feature } from "../../src/bot/core/feature.js";
import { repeatCommandButton } from "../../src/bot/core/retry.js";
import { FEATURES } from "../../src/bot/features/index.js";
import { ANSWER_WAIT_MS } from "../../src/bot-api-stand-in/user.js";
import { type Harness, startHarness } from "../support/harness.js";

/** Every callback kind's prefix written in the sources, and each command's own buttons. */
function allPrefixes(): string[] {
  const files = readdirSync("src/bot", { recursive: true, encoding: "utf8" }).filter((file) =>
    file.endsWith(".ts"),
  );
  const written = files.flatMap((file) =>
    [
      ...readFileSync(join("src/bot", file), "utf8").matchAll(/callbackKind\(\s*"([a-z0-9-]+)"/g),
    ].map((match) => match[1] ?? ""),
  );
  const commands = FEATURES.flatMap((feature) => feature.commands ?? []);
  const commandKinds = commands.flatMap((command) => [
    commandButton(command).prefix,
    repeatCommandButton(command).prefix,
  ]);
  return [...new Set([...written, ...commandKinds])];
}

/** Who lists a prefix: the table the route is built from. */
function declaredOwner(prefix: string): string | undefined {
  return FEATURES.find(
    (feature) =>
      (feature.buttons ?? []).some((kind) => kind.prefix === prefix) ||
      (feature.commands ?? []).some(
        (command) =>
          commandButton(command).prefix === prefix ||
          repeatCommandButton(command).prefix === prefix,
      ),
  )?.name;
}

describe("the button table", () => {
  const answeredBy = new Map<string, string>();
  /** The feature as it is, its composer's answers noted (a press it did not pass on). */
  const noted = (feature: Feature): Feature => {
    const composer = new Composer<HandlerContext>(async (ctx, next) => {
      let passed = false;
      await feature.composer.middleware()(ctx, () => {
        passed = true;
        return next();
      });
      const data = ctx.callbackQuery?.data;
      if (!passed && data !== undefined) answeredBy.set(data.split(":")[0] ?? "", feature.name);
    });
    return { ...feature, composer };
  };
  let harness: Harness;
  beforeAll(async () => {
    harness = await startHarness({ features: FEATURES.map(noted) });
  });
  afterAll(() => harness.stop());

  it("lists each kind with the one feature that answers it", async () => {
    const user = harness.user();
    user.send("/start");
    const shown = await user.next();
    const prefixes = allPrefixes();
    for (const [index, prefix] of prefixes.entries()) {
      harness.botApi.injectUpdate({
        callback_query: {
          id: `q${index}`,
          from: { id: user.id, is_bot: false, first_name: "Pat" },
          message: harness.botApi.telegramMessage(user.id, shown.messageId),
          chat_instance: "1",
          data: `${prefix}:~:~:~:~:~:~:~:~:~`,
        },
      });
    }
    await vi.waitFor(() => expect(user.callbackAnswers.length).toBe(prefixes.length), {
      timeout: ANSWER_WAIT_MS,
    });
    const answered = Object.fromEntries(prefixes.map((p) => [p, answeredBy.get(p)]));
    const declared = Object.fromEntries(prefixes.map((p) => [p, declaredOwner(p)]));
    expect(answered).toEqual(declared);
  });
});
