/**
 * Imported into a child process with `--import` (after tsx): records every module the process
 * loads, ES modules through a load hook and CommonJS ones from require's cache, and writes their
 * paths, one a line, to LOADED_MODULES_FILE as the process exits.
 */
import { writeFileSync } from "node:fs";
import { createRequire, registerHooks } from "node:module";
import { fileURLToPath } from "node:url";

const file = process.env.LOADED_MODULES_FILE;
const loaded = new Set<string>();

registerHooks({
  load(url, context, nextLoad) {
    loaded.add(url.startsWith("file:") ? fileURLToPath(url) : url);
    return nextLoad(url, context);
  },
});

process.on("exit", () => {
  const required = Object.keys(createRequire(import.meta.url).cache);
  if (file) writeFileSync(file, [...loaded, ...required].join("\n"));
});
