import { defineConfig } from "vitest/config";
import { ANSWER_WAIT_MS } from "./src/bot-api-stand-in/user.js";

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Suites start real servers (sandbox, Bot API stand-in, Redis clients); forks keep them apart.
    pool: "forks",
    // Most of a suite's time is waiting on real HTTP and timers, not CPU: more files at once than
    // cores keeps the machine busy; not so many that timing-sensitive checks starve.
    maxWorkers: 3,
    // What a test polls for comes in time on a loaded machine too: vitest's own default is 1 s.
    expect: { poll: { timeout: ANSWER_WAIT_MS } },
  },
});
