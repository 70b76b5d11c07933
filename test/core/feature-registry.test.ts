/**
 * A feature is one value: a bot built with one more Feature shows its command in every menu and in
 * /help, enters its wizard, runs its job and lets /disconnect wipe what it keeps — with no other
 * list to edit.
 */
import { Composer } from "grammy";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { HandlerContext } from "../../src/bot/core/context.js";
import type { Feature } from "../../src/bot/core/feature.js";
import { FEATURES } from "../../src/bot/features/index.js";
import { waitForAnswer } from "../../src/bot/wizard/answers.js";
import { enterWizard } from "../../src/bot/wizard/enter.js";
import { testNow } from "../support/clock.js";
import { type Harness, startHarness } from "../support/harness.js";

const jobRuns: Date[] = [];
const forgotten: number[] = [];

const composer = new Composer<HandlerContext>();
composer.command("echo", (ctx) => enterWizard(ctx, "echo-wizard"));

const echo: Feature = {
  name: "echo",
  commands: ["echo"],
  composer,
  wizards: {
    "echo-wizard": () => async (conversation, ctx) => {
      await ctx.reply("Say something");
      const answer = await waitForAnswer(conversation);
      if (answer.kind === "text") await answer.ctx.reply(`You said: ${answer.text}`);
    },
  },
  start: () => ({
    jobs: [{ name: "echo-job", cron: "* * * * *", run: async (now) => void jobRuns.push(now) }],
  }),
  onForget: async (_storage, userId) => void forgotten.push(userId),
};

describe("the feature list", () => {
  let harness: Harness;
  beforeAll(async () => {
    harness = await startHarness({ features: [...FEATURES, echo] });
  });
  afterAll(() => harness.stop());

  it("puts a feature's commands in every language's menu, after the others", () => {
    for (const language of [undefined, "en", "ru", "pt"]) {
      const names = harness.botApi.commands(language).map((command) => command.command);
      expect(names.at(-1)).toBe("echo");
      expect(names).toContain("claims");
    }
  });

  it("lists it in /help", async () => {
    const user = harness.user();
    user.send("/help");
    expect((await user.waitFor(/\/echo/)).text).toMatch(/\/cancel[\s\S]*\/echo/);
  });

  it("enters its wizard and resumes it with the answer", async () => {
    const user = harness.user();
    user.send("/echo");
    await user.waitFor(/Say something/);
    user.send("hello there");
    expect((await user.waitFor(/You said/)).text).toBe("You said: hello there");
  });

  it("runs its job with the others", async () => {
    const names = harness.app.jobs.map((job) => job.name);
    expect(names).toContain("echo-job");
    expect(names.length).toBeGreaterThan(1);
    const now = testNow();
    await harness.app.jobs.find((job) => job.name === "echo-job")?.run(now);
    expect(jobRuns).toContain(now);
  });

  it("lets /disconnect wipe what it keeps", async () => {
    const user = harness.user();
    user.send("/disconnect");
    await user.waitFor(/Forget your credentials/);
    user.press(/Yes, forget me/);
    await user.waitFor(/every record of yours are deleted/);
    expect(forgotten).toContain(user.id);
  });
});
