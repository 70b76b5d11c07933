import { mkdirSync, statSync } from "node:fs";
import { dirname, resolve } from "node:path";

/**
 * `mkdir -p` that gives up: each missing directory made in turn, top down, with `mode`; the first
 * refusal is thrown. Node's `mkdirSync(dir, { recursive: true })` (20, and still 24.11) loops for
 * ever on a path whose parent exists but cannot hold a directory (`/proc/nope`: the child answers
 * "no such file", the parent "exists", and so on). True when a directory was made.
 */
export function makeDirs(dir: string, mode: number): boolean {
  const missing: string[] = [];
  for (let at = resolve(dir); ; at = dirname(at)) {
    const found = look(at);
    if (found === "directory") break;
    missing.unshift(at);
    // Something else is there, or it cannot be looked at: making it says why.
    if (found !== "nothing" || dirname(at) === at) break;
  }
  for (const path of missing) {
    try {
      mkdirSync(path, { mode });
    } catch (error) {
      // Made meanwhile (another instance starting) is as good as made here.
      if ((error as NodeJS.ErrnoException).code !== "EEXIST" || look(path) !== "directory") {
        throw error;
      }
    }
  }
  return missing.length > 0;
}

function look(path: string): "directory" | "nothing" | "other" {
  try {
    const stats = statSync(path, { throwIfNoEntry: false });
    return stats === undefined ? "nothing" : stats.isDirectory() ? "directory" : "other";
  } catch {
    return "other";
  }
}
