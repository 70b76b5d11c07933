/**
 * The Node versions the bot runs on: package.json's `engines` (a test keeps the two the same).
 * Read at the entry before anything else is loaded, so an older Node gets one line naming the
 * version it needs instead of a stack from whichever module first uses something newer. Written
 * for any Node: no imports, nothing newer than the oldest Node a newcomer may still have.
 */
export const SUPPORTED_NODE = "^22.12.0 || ^24.11.0";

type Version = [number, number, number];

function parse(text: string): Version | undefined {
  const match = /^v?(\d+)\.(\d+)\.(\d+)/.exec(text.trim());
  return match ? [Number(match[1]), Number(match[2]), Number(match[3])] : undefined;
}

/** `^a.b.c`: the same major line, at a.b.c or later. */
function withinCaret(version: Version, floor: Version): boolean {
  if (version[0] !== floor[0]) return false;
  if (version[1] !== floor[1]) return version[1] > floor[1];
  return version[2] >= floor[2];
}

/** Whether a Node version (`24.11.1` or `v24.11.1`) is within a range of `^x.y.z` lines. */
export function satisfies(version: string, range: string): boolean {
  const parsed = parse(version);
  if (!parsed) return false;
  return range.split("||").some((line) => {
    const floor = parse(line.trim().replace(/^\^/, ""));
    return floor !== undefined && withinCaret(parsed, floor);
  });
}

/** Undefined on a supported Node; otherwise the one line to print, naming each supported line. */
export function nodeVersionProblem(version: string, range = SUPPORTED_NODE): string | undefined {
  if (satisfies(version, range)) return undefined;
  const lines = range
    .split("||")
    .map((line) => line.trim().replace(/^\^/, ""))
    .map((floor) => `Node ${floor.split(".")[0]} (${floor} or later)`)
    .join(" or ");
  return `The bot needs ${lines}; this is Node ${version.replace(/^v/, "")}.`;
}
