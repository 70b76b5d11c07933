import { escapeHtml } from "./html.js";

/**
 * An API string on one line, cut to `limit` characters: names, comments and descriptions have no
 * cap of their own, and a message, a button label (64 bytes) or an alert (200) must stay in bounds.
 */
export function clip(text: string, limit: number): string {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length > limit ? `${flat.slice(0, limit - 1)}…` : flat;
}

/** `clip`, escaped for an HTML message. */
export function clipHtml(text: string, limit: number): string {
  return escapeHtml(clip(text, limit));
}

/** How long Telegram counts an HTML caption: the text without tags, entities as one character. */
export function visibleLength(html: string): number {
  return html.replace(/<[^>]*>/g, "").replace(/&(?:amp|lt|gt|quot|#\d+);/g, "x").length;
}
