/** Telegram's 4096-character cap, with room for a page footer. */
export const MESSAGE_LIMIT = 3900;

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" };

/** Every API string and every user-typed string passes here on its way into a message. */
export function escapeHtml(text: string | number | undefined | null): string {
  return String(text ?? "").replace(/[&<>"]/g, (char) => ESCAPES[char] ?? char);
}

/**
 * Joins blocks into as few messages as fit under the limit; a block longer than the limit is
 * cut (its HTML is built by us per line, so cutting between lines keeps tags balanced).
 */
export function splitMessage(blocks: string[], limit = MESSAGE_LIMIT): string[] {
  const messages: string[] = [];
  let current = "";
  for (const block of blocks.flatMap((b) => (b.length > limit ? cutLines(b, limit) : [b]))) {
    const joined = current ? `${current}\n\n${block}` : block;
    if (joined.length <= limit) current = joined;
    else {
      if (current) messages.push(current);
      current = block;
    }
  }
  if (current) messages.push(current);
  return messages;
}

function cutLines(block: string, limit: number): string[] {
  const parts: string[] = [];
  let current = "";
  for (const line of block.split("\n")) {
    const piece = line.length > limit ? `${line.slice(0, limit - 1)}…` : line;
    if (current && current.length + 1 + piece.length > limit) {
      parts.push(current);
      current = piece;
    } else current = current ? `${current}\n${piece}` : piece;
  }
  if (current) parts.push(current);
  return parts;
}

/** HTML as plain text: tags away and entities back (a picture's line, a page that sets text only). */
export function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, "")
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">")
    .replaceAll("&quot;", '"')
    .replaceAll("&amp;", "&");
}
