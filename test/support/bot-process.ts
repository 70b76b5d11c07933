/**
 * A bot in a process of its own, configured from the environment like src/main.ts, for tests that
 * kill it (SIGKILL mid-wizard) or run two side by side. Talks to its parent over IPC: "ready" with
 * its HTTP port once started, and runs a job on `{ type: "run", job, at }` (both instances can run
 * the same tick at once). SIGTERM stops it gracefully, as in production.
 */
import { startApp } from "../../src/app.js";
import { loadConfig } from "../../src/config.js";
import { testNow } from "./clock.js";

export type ParentMessage = { type: "run"; id: number; job: string; at: string };
export type ChildMessage =
  | { type: "ready"; port: number | undefined }
  | { type: "ran"; id: number; error?: string };

const app = await startApp(loadConfig(process.env), {
  schedule: process.env.BOT_SCHEDULE === "on",
  clock: testNow,
});
const send = (message: ChildMessage) => process.send?.(message);

process.on("message", (message: ParentMessage) => {
  if (message.type !== "run") return;
  const job = app.jobs.find((candidate) => candidate.name === message.job);
  const run = job ? job.run(new Date(message.at)) : Promise.reject(new Error("no such job"));
  run.then(
    () => send({ type: "ran", id: message.id }),
    (error: unknown) => send({ type: "ran", id: message.id, error: String(error) }),
  );
});
process.on("SIGTERM", () => {
  void app.stop().then(() => process.exit(0));
});
send({ type: "ready", port: app.port });
