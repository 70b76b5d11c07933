/**
 * The page itself: one HTML shell and the bundle esbuild built from `page/` (committed under
 * `webapp/`, checked against its sources by test/features/dashboard/bundle.test.ts), served with
 * headers that let it run only its own script and be framed only by Telegram's clients.
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

export const WEBAPP_DIR = fileURLToPath(new URL("../../../../webapp/", import.meta.url));

/** Telegram's web clients; the phone and desktop apps open the page in a webview of their own. */
const TELEGRAM_FRAMERS = "https://web.telegram.org https://*.telegram.org https://t.me";

export const PAGE_HEADERS = {
  "content-security-policy": [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    "connect-src 'self'",
    "base-uri 'none'",
    "form-action 'none'",
    `frame-ancestors ${TELEGRAM_FRAMERS}`,
  ].join("; "),
  "x-content-type-options": "nosniff",
  "referrer-policy": "no-referrer",
} as const;

/** The empty icon keeps the browser from asking for /favicon.ico (a 404 in the console). */
export const PAGE_SHELL = `<!doctype html>
<html>
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">
<title>Dashboard</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="dashboard.css">
<script src="dashboard.js" defer></script>
</head>
<body><main id="app" aria-live="polite"></main></body>
</html>
`;

export interface PageFile {
  type: string;
  body: Buffer;
}

/** The shell and the bundle, read once; a missing bundle is a 404, said in the log by the caller. */
export function pageFiles(): Map<string, PageFile> {
  const files = new Map<string, PageFile>([
    ["", { type: "text/html; charset=utf-8", body: Buffer.from(PAGE_SHELL) }],
    ["index.html", { type: "text/html; charset=utf-8", body: Buffer.from(PAGE_SHELL) }],
  ]);
  for (const [name, type] of [
    ["dashboard.js", "text/javascript; charset=utf-8"],
    ["dashboard.css", "text/css; charset=utf-8"],
  ] as const) {
    try {
      files.set(name, { type, body: readFileSync(`${WEBAPP_DIR}${name}`) });
    } catch {
      // Served as 404: the page then says nothing at all, so the log says why at start.
    }
  }
  return files;
}
