/**
 * The suites' clock. No test reads today's date from the system: the harness hands this clock to
 * the bot (`deps.now`) and to its sandbox (`now`), and a test computes "today" from it too.
 * It stands at TEST_NOW (an ISO instant; by default a fixed Wednesday, 10:00 UTC) when the test
 * file loads and runs on with real time from there, so waits, deadlines and timers behave as usual.
 * `npm run test:clocks` runs the date-sensitive suites under other system clocks to prove it.
 */
const START = Date.parse(process.env.TEST_NOW ?? "2026-06-10T10:00:00Z");
if (Number.isNaN(START)) throw new Error(`TEST_NOW is not an instant: ${process.env.TEST_NOW}`);
const loadedAt = performance.now();

/** The time now, as the suite sees it. */
export const testNow = (): Date => new Date(START + (performance.now() - loadedAt));

/** Today's UTC date (YYYY-MM-DD), as the suite sees it. */
export const testToday = (): string => testNow().toISOString().slice(0, 10);
