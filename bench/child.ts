import { spawn } from "node:child_process";
import { benchNodeOptions, DEPLOYED_ENV, startFlags } from "./deployed.js";

/**
 * Runs a bench's measuring side in a process of its own (so its memory is its own) and resolves
 * with the JSON report it prints as its last line of output.
 */
export function runJsonChild<T>(
  label: string,
  args: string[],
  env: Record<string, string>,
): Promise<T> {
  const child = spawn(process.execPath, [...startFlags(), ...args], {
    env: { ...process.env, ...DEPLOYED_ENV, NODE_OPTIONS: benchNodeOptions(), ...env },
    stdio: ["ignore", "pipe", "inherit"],
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  return new Promise((resolve, reject) => {
    child.once("exit", (code) => {
      const line = output.trim().split("\n").at(-1) ?? "";
      if (code === 0) resolve(JSON.parse(line) as T);
      else reject(new Error(`${label} bench child exited ${code}: ${output.slice(-2000)}`));
    });
  });
}
