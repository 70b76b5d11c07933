/**
 * Bench children run the way the Dockerfile runs the bot: compiled JavaScript on plain node (tsx
 * alone costs a process ~70 MB, which would swamp the memory figures), so each is compiled first.
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, symlinkSync, writeFileSync } from "node:fs";
import { basename, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const ROOT = fileURLToPath(new URL("..", import.meta.url));

/**
 * Compiles `bench/<name>.ts` (and what it imports) with the build's own settings
 * (tsconfig.build.json: no comments in the output, as in the image) into the ignored dist/ (so
 * node_modules and, through a link, locales/ are found from it) and returns the path of the
 * JavaScript entry.
 */
export function compileChild(name: string): string {
  const build = join(ROOT, "dist", `bench-${basename(name, "-child")}`);
  mkdirSync(build, { recursive: true });
  const config = {
    extends: "../../tsconfig.build.json",
    compilerOptions: { noEmit: false, outDir: ".", rootDir: "../.." },
    files: [`../../bench/${name}.ts`],
  };
  writeFileSync(join(build, "tsconfig.json"), JSON.stringify(config));
  execFileSync(process.execPath, [join(ROOT, "node_modules/typescript/bin/tsc"), "-p", build]);
  // src/bot/i18n.ts reads ../../locales from where it runs.
  if (!existsSync(join(build, "locales")))
    symlinkSync(join(ROOT, "locales"), join(build, "locales"));
  return join(build, "bench", `${name}.js`);
}

type CompiledApp = typeof import("./compiled-app.js");
let compiled: Promise<CompiledApp> | undefined;

/** The app compiled, loaded once into this process (bench/compiled-app.ts). */
export function compiledApp(): Promise<CompiledApp> {
  compiled ??= import(pathToFileURL(compileChild("compiled-app")).href) as Promise<CompiledApp>;
  return compiled;
}
