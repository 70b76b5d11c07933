/**
 * Builds the dashboard page (`page/`) into `webapp/dashboard.js` and `webapp/dashboard.css` with
 * esbuild: `npm run build:app`. The output is committed, so the bot serves it without a build
 * step at start or in the image; test/features/dashboard/bundle.test.ts fails when it no longer
 * matches its sources.
 */
import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import { WEBAPP_DIR } from "./assets.js";

const PAGE = fileURLToPath(new URL("./page/", import.meta.url));

/** The bundle's two files, built in memory. */
export async function buildPage(): Promise<{ js: string; css: string }> {
  const common = { bundle: true, minify: true, write: false, legalComments: "none" } as const;
  const [js, css] = await Promise.all([
    build({ ...common, entryPoints: [`${PAGE}main.ts`], format: "iife", target: "es2020" }),
    build({ ...common, entryPoints: [`${PAGE}style.css`], target: "chrome90" }),
  ]);
  return { js: js.outputFiles[0]?.text ?? "", css: css.outputFiles[0]?.text ?? "" };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { js, css } = await buildPage();
  writeFileSync(`${WEBAPP_DIR}dashboard.js`, js);
  writeFileSync(`${WEBAPP_DIR}dashboard.css`, css);
  console.log(`webapp/dashboard.js ${js.length} bytes, webapp/dashboard.css ${css.length} bytes`);
}
