import { readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { WEBAPP_DIR } from "../../../src/bot/features/dashboard/assets.js";
import { buildPage } from "../../../src/bot/features/dashboard/build.js";

describe("the committed dashboard bundle", () => {
  it("is what its sources build to (run `npm run build:app` after changing page/)", async () => {
    const { js, css } = await buildPage();
    expect(readFileSync(`${WEBAPP_DIR}dashboard.js`, "utf8")).toBe(js);
    expect(readFileSync(`${WEBAPP_DIR}dashboard.css`, "utf8")).toBe(css);
  });

  it("weighs at most 80 KB of JS and CSS gzipped, and names no other host", () => {
    const js = readFileSync(`${WEBAPP_DIR}dashboard.js`);
    const css = readFileSync(`${WEBAPP_DIR}dashboard.css`);
    expect(gzipSync(js).length + gzipSync(css).length).toBeLessThan(80 * 1024);
    expect(`${js}${css}`).not.toMatch(/https?:\/\/(?!www\.w3\.org\/2000\/svg)/);
  });
});
