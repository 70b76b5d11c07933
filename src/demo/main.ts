/**
 * `npm run demo`: the whole bot without Telegram or an account (demo.ts), in this terminal.
 * DEMO_KEEP=1 keeps the last run's data; DEMO_LANG=ru or pt starts as a user of that language.
 */
import { runDemo } from "./demo.js";

await runDemo({ keep: process.env.DEMO_KEEP === "1", lang: process.env.DEMO_LANG });
process.exit(0);
